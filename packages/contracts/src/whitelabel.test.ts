import { describe, expect, it } from 'vitest';
import { flattenWhitelabel, whitelabelBlueprintRows, type WhitelabelNode } from './whitelabel.js';

const node = (modId: string, enabled: boolean, childrenNodes: WhitelabelNode[] = []) => ({
  modId,
  enabled,
  childrenNodes,
});

describe('flattenWhitelabel', () => {
  it('maps every module to its own flag', () => {
    expect(flattenWhitelabel([node('A', true), node('B', false)])).toEqual({ A: true, B: false });
  });

  it('switches a whole branch off when its parent is off', () => {
    const tree = [node('GRP', false, [node('CHILD', true, [node('GRANDCHILD', true)])])];
    expect(flattenWhitelabel(tree)).toEqual({ GRP: false, CHILD: false, GRANDCHILD: false });
  });
});

describe('white-label blueprint', () => {
  it('holds every flag of SPEC §6 once', () => {
    const ids = whitelabelBlueprintRows().map((row) => row.modId);
    const spec = [
      'USERNAMEREG3',
      'MOBILENUMREG3',
      'REGMOBVERF3',
      'MOBILENUMPASSREG3',
      'FACEBOOKLOGIN3',
      'GOOGLELOGIN3',
      'MOBILEVERCODELOGIN3',
      'CHNGPASSVERIF3',
      'DIRECTREG3',
      'DEPRECM3',
      'WITHREC3',
      'TRANSREC3',
      'TRANSBETREPMEM3',
      'PERSREP',
      'AGETRANSFERUP3',
      'REWCEN3',
      'MANPLAYREB3',
      'PLYRBT',
      'MAILCEN',
    ];
    for (const id of spec) expect(ids).toContain(id);
    expect(new Set(ids).size).toBe(ids.length);
  });

  it('holds the agent menu of AGENTS.md under AGECEN, the agency block shown', () => {
    const rows = whitelabelBlueprintRows();
    const menu = rows.filter((row) => row.parentModId === 'AGECEN').map((row) => row.modId);
    expect(menu).toEqual(
      expect.arrayContaining(['AGEPAG', 'REGCEN', 'DOWNMAN', 'GAMSER', 'TEAMBETTING3']),
    );
    expect(menu).toEqual(
      expect.arrayContaining(['AGETEAMPNL3', 'AGEREBINC3', 'AGENTRANSMULTDOWN3', 'NOTICE']),
    );
    // One flag per id: the transaction record and hourly salary keep their earlier places.
    expect(rows.map((row) => row.modId)).toEqual(expect.arrayContaining(['TRANSREC3', 'HOURSAL3']));
    expect(rows.find((row) => row.modId === 'HIAGECEN3')?.enabled).toBe(false);
  });

  it('starts social login off, since it needs a Firebase project', () => {
    const rows = whitelabelBlueprintRows();
    expect(rows.find((row) => row.modId === 'FACEBOOKLOGIN3')?.enabled).toBe(false);
    expect(rows.find((row) => row.modId === 'GOOGLELOGIN3')?.enabled).toBe(false);
  });
});
