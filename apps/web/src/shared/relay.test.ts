import { defineRelay } from '@app/contracts';
import { beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { errorAnswer, fakeServer, requestJson } from '../testing/fake-server';
import { ApiError } from './api-client';
import { initI18n } from './i18n';
import { relay } from './relay';

const GameList = defineRelay({
  name: 'GCSGAME_gameList',
  methods: ['GET'],
  query: z.object({
    gameType: z.string(),
    pageNo: z.coerce.number(),
    gameName: z.string().optional(),
  }),
  answer: z.object({ games: z.array(z.string()), pageNum: z.number(), totalPages: z.number() }),
  auth: 'none',
});
const Favourite = defineRelay({
  name: 'MCSFE_addFavoriteGameV2',
  methods: ['POST', 'DELETE'],
  body: z.object({ nodeId: z.string(), vendor: z.string() }),
  answer: z.boolean(),
  auth: 'member',
});

describe('relay', () => {
  beforeAll(async () => {
    await initI18n();
  });

  it('sends a query relay by GET with its input as parameters and answers its checked value', async () => {
    const page = { games: ['Tongits'], pageNum: 1, totalPages: 3 };
    const server = fakeServer({ '/wps/relay/GCSGAME_gameList': page });
    const value = await relay(GameList, { gameType: 'SLOTS', pageNo: 1, gameName: undefined });
    expect(value).toEqual(page);
    const sent = server.requests[0];
    expect(sent?.init?.method).toBe('GET');
    expect(sent?.url.search).toBe('?gameType=SLOTS&pageNo=1');
  });

  it("sends a body relay as JSON with the contract's first method, or the one asked for", async () => {
    const server = fakeServer({ '/wps/relay/MCSFE_addFavoriteGameV2': true });
    await expect(relay(Favourite, { nodeId: 'n1', vendor: 'JILI' })).resolves.toBe(true);
    await relay(Favourite, { nodeId: 'n1', vendor: 'JILI' }, { method: 'DELETE' });
    expect(server.requests.map((sent) => sent.init?.method)).toEqual(['POST', 'DELETE']);
    expect(requestJson(server.requests[0]?.init)).toEqual({ nodeId: 'n1', vendor: 'JILI' });
  });

  it("turns the server's refusal into an ApiError with its code and message", async () => {
    fakeServer({
      '/wps/relay/GCSGAME_gameList': () =>
        errorAnswer(404, 'relay.not.found', 'Hindi umiiral ang service call na ito'),
    });
    const error = await relay(GameList, { gameType: 'SLOTS', pageNo: 1 }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ status: 404, code: 'relay.not.found' });
  });

  it('refuses an answer that does not match the contract', async () => {
    fakeServer({ '/wps/relay/GCSGAME_gameList': { games: 'not a list' } });
    await expect(relay(GameList, { gameType: 'SLOTS', pageNo: 1 })).rejects.toMatchObject({
      code: 'system.error',
    });
  });
});
