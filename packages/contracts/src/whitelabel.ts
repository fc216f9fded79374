import { z } from 'zod';
import type { WhitelabelNode as Node } from './whitelabel-flags.js';

export { flattenWhitelabel, type WhitelabelFlags } from './whitelabel-flags.js';

/** One node of the white-label tree the server publishes at /wps/system/whitelabel. */
export type WhitelabelNode = Node;
export const WhitelabelNode: z.ZodType<WhitelabelNode> = z.lazy(() =>
  z.object({ modId: z.string(), enabled: z.boolean(), childrenNodes: z.array(WhitelabelNode) }),
);
export const WhitelabelTree = z.array(WhitelabelNode);
export type WhitelabelTree = z.infer<typeof WhitelabelTree>;

type Blueprint = { modId: string; enabled: boolean; children?: Blueprint[] };
const on = (modId: string, children?: Blueprint[]): Blueprint => ({
  modId,
  enabled: true,
  children,
});
const off = (modId: string): Blueprint => ({ modId, enabled: false });

/**
 * The agent menu (AGENTS.md "The agent menu"): the agent home's grid and footer show an item when
 * its node is on. Two of its keys already sit elsewhere, one flag per id: TRANSREC3 (the member
 * centre's account record, also the agent's transaction record) and HOURSAL3 (AGENT_GRP). The
 * dividend and daily salary stay off until their contracts exist (an agent without one sees
 * neither).
 */
const AGENT_MENU: Blueprint[] = [
  on('AGEPAG'),
  on('REGCEN'),
  on('DOWNMAN'),
  on('GAMSER'),
  on('TEAMBETTING3'),
  on('AGETEAMPNL3'),
  on('AGEREBINC3'),
  off('DIVIDEND'),
  off('DAYSAL'),
  on('AGENTRANSMULTDOWN3'),
  on('NOTICE'),
];

/**
 * The modules a merchant has and their defaults for a new site: SPEC §6's flags and §7's module ids,
 * grouped. Group ids ending in _GRP are ours; every other id is the spec's. Social login is off by
 * default because it needs a Firebase project the operator has to configure.
 */
export const WHITELABEL_BLUEPRINT: readonly Blueprint[] = [
  on('REG3', [
    on('USERNAMEREG3'),
    on('MOBILENUMREG3'),
    on('REGMOBVERF3'),
    on('MOBILENUMPASSREG3'),
    on('DIRECTREG3'),
    on('REGISTER_REE3'),
    on('CAPTCHA3'),
    on('VALID_CAPTCHA3'),
    on('VERIFICATION3'),
  ]),
  on('LOGIN_GRP', [
    on('MOBILEVERCODELOGIN3'),
    off('FACEBOOKLOGIN3'),
    off('GOOGLELOGIN3'),
    on('FREEPLAY3'),
  ]),
  on('SECURITY_GRP', [on('CHNGPASSVERIF3'), on('PWRESETSMS3'), on('PROFPIC3')]),
  on('MEMCEN_GRP', [
    on('DEPRECM3'),
    on('WITHREC3'),
    on('TRANSREC3'),
    on('TRANSBETREPMEM3'),
    on('PERSREP'),
    on('PERSPNL3'),
    on('AGETRANSFERUP3'),
    on('REWCEN3'),
    on('MANPLAYREB3'),
    on('PLYRBT'),
    on('MAILCEN'),
    on('INBOX3'),
    on('FEEDBACK3'),
    on('MEMCLUB3'),
    on('MEMTRANS3'),
    on('FUNDTRANS3'),
    off('HIAGECEN3'),
  ]),
  on('AGENT_GRP', [
    on('AGEINFO3'),
    on('COMM3'),
    on('DAILYSALCONT3'),
    on('HOURSAL3'),
    on('AGEANNOUNCE3'),
    on('AGEDOWNMAN3'),
    on('AFFMAN3'),
  ]),
  on('AGECEN', AGENT_MENU),
];

/** The blueprint as rows: module id, parent id (null at the root), default, order among siblings. */
export function whitelabelBlueprintRows(
  nodes: readonly Blueprint[] = WHITELABEL_BLUEPRINT,
  parentModId: string | null = null,
): { modId: string; parentModId: string | null; enabled: boolean; sort: number }[] {
  return nodes.flatMap((node, sort) => [
    { modId: node.modId, parentModId, enabled: node.enabled, sort },
    ...whitelabelBlueprintRows(node.children ?? [], node.modId),
  ]);
}
