import { DEMO_MERCHANT_CODE, MEMBER_TYPE } from '@app/contracts';
import { eq } from 'drizzle-orm';
import { hashPassword } from '@/lib/passwords.js';
import type { DbTx } from '../client.js';
import { members, merchants } from '../schema/index.js';

/** The demo accounts main.ts lists at start-up; passwords pass the default password rule. */
export const DEMO_ACCOUNTS = {
  player: { account: 'demo', password: 'Demo1234' },
  agent: { account: 'agent', password: 'Agent1234', affiliateCode: 'PERLAS1' },
  /** An agent-only account (type 1: no own play), who logs in through the agent login. */
  agentOnly: { account: 'manager', password: 'Manager1234' },
  downline: [
    { account: 'player1', password: 'Player1234' },
    { account: 'player2', password: 'Player1234' },
  ],
} as const;

export type DemoMemberIds = {
  merchantId: number;
  demo: number;
  agent: number;
  player1: number;
  player2: number;
  agentOnly: number;
};

type Row = Omit<typeof members.$inferInsert, 'merchantId' | 'accountKey' | 'passwordHash'> & {
  password: string;
};

async function insertMember(tx: DbTx, merchantId: number, { password, ...row }: Row) {
  const [created] = await tx
    .insert(members)
    .values({
      ...row,
      merchantId,
      accountKey: row.account.toLowerCase(),
      passwordHash: await hashPassword(password),
      registerMethod: 'H5',
    })
    .returning({ id: members.id, path: members.path });
  if (!created) throw new Error(`seed: member ${row.account} was not created`);
  return created;
}

/**
 * The demo player, an agent who also plays (type 2, invitation code PERLAS1), two players in the
 * agent's downline and an agent-only account (type 1, its own branch), on the demo merchant. Returns their ids so the wallet can post their
 * opening balances.
 */
export async function seedDemoMembers(tx: DbTx): Promise<DemoMemberIds> {
  const [merchant] = await tx
    .select({ id: merchants.id })
    .from(merchants)
    .where(eq(merchants.code, DEMO_MERCHANT_CODE));
  if (!merchant) throw new Error('seed: the demo merchant must exist before its members');
  const merchantId = merchant.id;
  const { player, agent, downline, agentOnly } = DEMO_ACCOUNTS;

  const demo = await insertMember(tx, merchantId, {
    ...player,
    nickname: 'Demo',
    countryDialingCode: '63',
    mobileNum: '9171234567',
    email: 'demo@perlasplay.example',
  });
  const boss = await insertMember(tx, merchantId, {
    ...agent,
    nickname: 'Agent',
    type: MEMBER_TYPE.AGENT_PLAYER,
  });
  const ids: number[] = [];
  for (const member of downline) {
    const created = await insertMember(tx, merchantId, {
      ...member,
      uplineId: boss.id,
      path: `${boss.path}${boss.id}/`,
      toUpline: true,
    });
    ids.push(created.id);
  }
  const [player1, player2] = ids;
  if (player1 === undefined || player2 === undefined)
    throw new Error('seed: downline players were not created');
  const manager = await insertMember(tx, merchantId, {
    ...agentOnly,
    nickname: 'Manager',
    type: MEMBER_TYPE.AGENT,
  });
  return { merchantId, demo: demo.id, agent: boss.id, player1, player2, agentOnly: manager.id };
}
