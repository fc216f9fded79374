import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { defineRelay, relayInputSchema, relayPath, relaysFor } from './relay.js';

const answer = z.object({ list: z.array(z.string()) });

describe('defineRelay', () => {
  it('keeps the contract and gives its path and input schema', () => {
    const query = z.object({ gameType: z.string() });
    const relay = defineRelay({
      name: 'GCSGAME_hotGamesV2',
      methods: ['GET'],
      query,
      answer,
      auth: 'none',
    });
    expect(relayPath(relay)).toBe('/wps/relay/GCSGAME_hotGamesV2');
    expect(relayInputSchema(relay)).toBe(query);
  });

  it('refuses a name unlike SPEC §7 (PREFIX_call)', () => {
    for (const name of ['gameList', 'GCSGAME_', 'GCSGAME_game-list', '../system_status']) {
      expect(() =>
        defineRelay({ name, methods: ['GET'], query: z.object({}), answer, auth: 'none' }),
      ).toThrow(/not PREFIX_call/);
    }
  });

  it('refuses a body on GET and a method listed twice', () => {
    const body = z.object({ nodeId: z.string() });
    expect(() =>
      defineRelay({
        name: 'MCSFE_addFavoriteGameV2',
        methods: ['GET'],
        body,
        answer,
        auth: 'member',
      }),
    ).toThrow(/GET carries no body/);
    expect(() =>
      defineRelay({
        name: 'MCSFE_addFavoriteGameV2',
        methods: ['POST', 'POST'],
        body,
        answer,
        auth: 'member',
      }),
    ).toThrow(/twice/);
  });
});

describe('relaysFor', () => {
  it('builds a GET relay on the query and a POST relay on the body, with the access given', () => {
    const relays = relaysFor({ auth: 'agent', module: 'DOWNMAN' });
    const query = z.object({ pageNo: z.number() });
    expect(relays.get('ODSFE2_Subordinate', query, answer)).toEqual({
      name: 'ODSFE2_Subordinate',
      methods: ['GET'],
      query,
      answer,
      auth: 'agent',
      module: 'DOWNMAN',
    });
    const posted = relays.post('MCS2_RegAff', query, answer);
    expect(posted.methods).toEqual(['POST']);
    expect(relayInputSchema(posted)).toBe(query);
  });

  it('still refuses a name unlike SPEC §7', () => {
    expect(() => relaysFor({ auth: 'none' }).get('gameList', z.object({}), answer)).toThrow(
      /PREFIX_call/,
    );
  });
});
