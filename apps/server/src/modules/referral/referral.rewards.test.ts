import { Inbox, REFERRAL_PATHS, RewardPage } from '@app/contracts';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { seedDemoPromotionsIfMissing } from '@/db/seed/demo-promotions.js';
import { members, promotions } from '@/db/schema/index.js';
import { valueOf } from '../../../test/http.js';
import { type Friend, referralKit } from './referral.routes.test-kit.js';

describe('invite friends: the reward for a first deposit, the friends list and the demo upgrade', () => {
  const kit = referralKit();
  const { member, info, friends, friendOf, depositOf, smallDepositOf, approve, rewardsOf } = kit;

  it('rewards the inviter once for a first deposit of ₱100 or more, however approval is retried', async () => {
    const inviter = await member();
    const friend = await friendOf((await info(inviter)).code);
    const id = await depositOf(friend, 10_000);
    const answers = await Promise.all([approve(id), approve(id)]);
    expect(answers.map((answer) => answer.statusCode)).toEqual([200, 200]);
    expect((await approve(id)).statusCode).toBe(200);

    const granted = await rewardsOf(inviter.id);
    expect(granted).toEqual([
      expect.objectContaining({
        sourceKey: String(friend.id),
        amount: 25_800,
        turnoverBp: 10_000,
        detail: { friend: `${friend.account.slice(0, 2)}***${friend.account.slice(-2)}` },
        claimedAt: null,
      }),
    ]);
    const centre = valueOf(
      await kit.app.inject({ url: '/wps/member/rewards', headers: inviter.headers }),
      RewardPage,
    );
    expect(centre.list.map((reward) => [reward.source, reward.amount])).toEqual([
      ['REFERRAL', 25_800],
    ]);
    expect((await info(inviter)).stats).toEqual({
      invited: 1,
      deposited: 1,
      rewarded: 1,
      rewardedAmount: 25_800,
    });
    expect((await friends(inviter)).list[0]).toMatchObject({
      hasDeposited: true,
      rewardAmount: 25_800,
    });

    const inbox = valueOf(
      await kit.app.inject({
        url: '/wps/relay/CSP_getInbox',
        headers: { ...inviter.headers, language: 'TY' },
      }),
      Inbox,
    );
    const told = inbox.list.filter((message) => message.title.includes('kaibigan'));
    expect(told).toHaveLength(1);
  });

  it('grants nothing for a second deposit, nor when the first one was refused for the reward', async () => {
    const inviter = await member();
    const friend = await friendOf((await info(inviter)).code);
    const small = await smallDepositOf(friend, 9_999);
    expect((await approve(small)).statusCode).toBe(200);
    expect(await rewardsOf(inviter.id)).toEqual([]);
    // The first deposit was below the minimum: a bigger second one is not a first deposit.
    expect((await approve(await depositOf(friend, 500_000))).statusCode).toBe(200);
    expect(await rewardsOf(inviter.id)).toEqual([]);
    expect((await friends(inviter)).list[0]).toMatchObject({
      hasDeposited: true,
      rewardAmount: null,
    });

    const rewarded = await member();
    const other = await friendOf((await info(rewarded)).code);
    expect((await approve(await depositOf(other, 20_000))).statusCode).toBe(200);
    expect((await approve(await depositOf(other, 20_000))).statusCode).toBe(200);
    expect(await rewardsOf(rewarded.id)).toHaveLength(1);
  });

  it('grants nothing to an inviter disabled since the friend registered', async () => {
    const inviter = await member();
    const friend = await friendOf((await info(inviter)).code);
    await kit.db.update(members).set({ disabled: true }).where(eq(members.id, inviter.id));
    expect((await approve(await depositOf(friend, 100_000))).statusCode).toBe(200);
    expect(await rewardsOf(inviter.id)).toEqual([]);
  });

  it('grants nothing while the REFERRAL promotion is off or ended', async () => {
    const inviter = await member();
    const { code } = await info(inviter);
    await kit.db
      .update(promotions)
      .set({ enabled: false })
      .where(eq(promotions.id, kit.referralPromotionId));
    expect(await info(inviter)).toMatchObject({ running: false, rewardAmount: 0 });
    const friend = await friendOf(code);
    expect((await approve(await depositOf(friend, 100_000))).statusCode).toBe(200);
    expect(await rewardsOf(inviter.id)).toEqual([]);

    await kit.db
      .update(promotions)
      .set({ enabled: true, endAt: new Date(Date.now() - 1_000) })
      .where(eq(promotions.id, kit.referralPromotionId));
    const late = await friendOf(code);
    expect((await approve(await depositOf(late, 100_000))).statusCode).toBe(200);
    expect(await rewardsOf(inviter.id)).toEqual([]);
  });

  it("lists only the caller's own friends, newest first, by page", async () => {
    const [alice, bob] = [await member(), await member()];
    const aliceCode = (await info(alice)).code;
    const mine = [await friendOf(aliceCode), await friendOf(aliceCode), await friendOf(aliceCode)];
    await friendOf((await info(bob)).code);
    const first = await friends(alice, '?pageNo=1&pageSize=2');
    expect(first).toMatchObject({ total: 3, totalPages: 2, pageNum: 1 });
    const second = await friends(alice, '?pageNo=2&pageSize=2');
    const masked = (f: Friend) => `${f.account.slice(0, 2)}***${f.account.slice(-2)}`;
    expect([...first.list, ...second.list].map((f) => f.account)).toEqual(
      [...mine].reverse().map(masked),
    );
    expect((await friends(bob)).total).toBe(1);
    expect((await friends(await member())).list).toEqual([]);
    const bad = await kit.app.inject({
      url: `${REFERRAL_PATHS.friends}?pageSize=500`,
      headers: alice.headers,
    });
    expect(bad.statusCode).toBe(400);
  });

  it('upgrades a demo database seeded before referral rewards, once, and leaves an edited one alone', async () => {
    const before = {
      TY: '<p>Ibahagi ang iyong invitation link at maglaro kasama ang mga kaibigan.</p><ul><li>Ang mga reward para sa referral ay ipapahayag sa lalong madaling panahon.</li></ul>',
      EN: '<p>Share your invitation link and play together with your friends.</p><ul><li>Referral rewards will be announced soon.</li></ul>',
    };
    const [seeded] = await kit.db
      .select()
      .from(promotions)
      .where(eq(promotions.id, kit.referralPromotionId));
    const row = async () =>
      (
        await kit.db.select().from(promotions).where(eq(promotions.id, kit.referralPromotionId))
      )[0]!;
    try {
      await kit.db
        .update(promotions)
        .set({ bodies: before, fixedAmount: 0 })
        .where(eq(promotions.id, kit.referralPromotionId));
      await kit.db.transaction((tx) => seedDemoPromotionsIfMissing(tx));
      expect(await row()).toMatchObject({ fixedAmount: 25_800, turnoverMultiplier: 1 });
      expect((await row()).bodies.EN).toContain('₱258');
      await kit.db.transaction((tx) => seedDemoPromotionsIfMissing(tx));
      expect((await row()).fixedAmount).toBe(25_800);

      const edited = { TY: '<p>Sariling teksto</p>', EN: '<p>Own text</p>' };
      await kit.db
        .update(promotions)
        .set({ bodies: edited, fixedAmount: 0 })
        .where(eq(promotions.id, kit.referralPromotionId));
      await kit.db.transaction((tx) => seedDemoPromotionsIfMissing(tx));
      expect(await row()).toMatchObject({ fixedAmount: 0, bodies: edited });
    } finally {
      await kit.db
        .update(promotions)
        .set({ bodies: seeded!.bodies, fixedAmount: seeded!.fixedAmount })
        .where(eq(promotions.id, kit.referralPromotionId));
    }
  });
});
