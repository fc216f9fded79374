import { and, eq, sql } from 'drizzle-orm';
import type { DbOrTx } from '../client.js';
import { promotions } from '../schema/index.js';
import { demoMerchantIds, hasRows, insertOnMerchant } from './demo-sites.js';

const OPEN_FROM = new Date('2026-01-01T00:00:00+08:00');

/** The demo site's promotions (minor units): first deposit, daily check-in, invite friends, daily mission. */
export const DEMO_PROMOTIONS: Omit<typeof promotions.$inferInsert, 'merchantId'>[] = [
  {
    code: 'FIRST_DEPOSIT_100',
    kind: 'FIRST_DEPOSIT',
    titles: { TY: '100% Bonus sa Unang Deposit', EN: '100% First Deposit Bonus' },
    bodies: {
      TY: '<p>Sumali, mag-deposit, at doblehin ang una mong deposit: <b>100% bonus hanggang ₱1,000</b>.</p><ul><li>Sumali muna bago mag-deposit.</li><li>Ang unang approved na deposit pagkatapos sumali ang bibilangin.</li><li>Taya ang bonus nang 5× bago mag-withdraw.</li></ul>',
      EN: '<p>Join, deposit, and we double your first deposit: <b>100% bonus up to ₱1,000</b>.</p><ul><li>Join before you deposit.</li><li>Your first approved deposit after joining counts.</li><li>Bet the bonus 5× before withdrawing.</li></ul>',
    },
    startAt: OPEN_FROM,
    endAt: null,
    percentBp: 10_000,
    cap: 100_000,
    turnoverMultiplier: 5,
    sortOrder: 1,
  },
  {
    code: 'DAILY_CHECKIN',
    kind: 'DAILY_CHECKIN',
    titles: { TY: 'Araw-araw na Check-in', EN: 'Daily Check-in' },
    bodies: {
      TY: '<p>Mag-check-in araw-araw at makakuha ng <b>₱5</b> libre.</p><ul><li>Isang beses bawat araw (oras sa Pilipinas).</li><li>Taya ang bonus nang 1× bago mag-withdraw.</li></ul>',
      EN: '<p>Check in every day and get <b>₱5</b> free.</p><ul><li>Once a day (Philippine time).</li><li>Bet the bonus 1× before withdrawing.</li></ul>',
    },
    startAt: OPEN_FROM,
    endAt: null,
    fixedAmount: 500,
    turnoverMultiplier: 1,
    sortOrder: 2,
  },
  {
    code: 'REFERRAL',
    kind: 'REFERRAL',
    titles: { TY: 'Mag-imbita ng Kaibigan', EN: 'Invite Your Friends' },
    bodies: {
      TY: '<p>Imbitahin ang barkada at kumita ng <b>₱258 bawat kaibigan</b>!</p><ul><li>Ibahagi ang iyong invitation link o code mula sa Invite Friends.</li><li>Kapag umabot sa ₱100 o higit pa ang unang approved na deposit ng kaibigan mo, papasok ang ₱258 sa iyong Reward Center.</li><li>I-claim ito sa loob ng 30 araw at itaya nang 1× bago mag-withdraw.</li><li>Walang limit: bawat kaibigan, may reward.</li></ul>',
      EN: "<p>Invite your friends and earn <b>₱258 for every friend</b>!</p><ul><li>Share your invitation link or code from Invite Friends.</li><li>When a friend's first approved deposit is ₱100 or more, ₱258 lands in your Reward Centre.</li><li>Claim it within 30 days and bet it 1× before withdrawing.</li><li>No limit: every friend counts.</li></ul>",
    },
    startAt: OPEN_FROM,
    endAt: null,
    fixedAmount: 25_800,
    turnoverMultiplier: 1,
    sortOrder: 3,
  },
  {
    code: 'DAILY_MISSION',
    kind: 'MISSION',
    titles: { TY: 'Araw-araw na Mission', EN: 'Daily Mission' },
    bodies: {
      TY: '<p>Tumaya ng <b>₱500</b> ngayong araw at makakuha ng <b>₱10</b> bonus.</p><ul><li>Bilang ang bawat taya sa in-house games at lottery (maliban sa mga na-refund).</li><li>Isang beses bawat araw (oras sa Pilipinas).</li><li>Taya ang bonus nang 1× bago mag-withdraw.</li></ul>',
      EN: '<p>Bet <b>₱500</b> today and get a <b>₱10</b> bonus.</p><ul><li>Every bet on in-house games and lottery counts (refunded ones do not).</li><li>Once a day (Philippine time).</li><li>Bet the bonus 1× before withdrawing.</li></ul>',
    },
    startAt: OPEN_FROM,
    endAt: null,
    fixedAmount: 1_000,
    target: 50_000,
    turnoverMultiplier: 1,
    sortOrder: 4,
  },
];

export async function seedDemoPromotions(tx: DbOrTx, merchantId: number): Promise<void> {
  await insertOnMerchant(tx, promotions, DEMO_PROMOTIONS, merchantId);
}

/** The demo REFERRAL promotion as seeded before referral rewards existed (no amount). */
const REFERRAL_BEFORE_REWARDS = {
  TY: '<p>Ibahagi ang iyong invitation link at maglaro kasama ang mga kaibigan.</p><ul><li>Ang mga reward para sa referral ay ipapahayag sa lalong madaling panahon.</li></ul>',
  EN: '<p>Share your invitation link and play together with your friends.</p><ul><li>Referral rewards will be announced soon.</li></ul>',
};

/**
 * Into a demo database seeded before promotions existed: the demo merchant's promotions. Into one
 * seeded before daily missions: the demo mission. Into one seeded before referral rewards: the demo REFERRAL promotion's rule and texts, only while it is
 * still exactly as first seeded (an operator's own change is left alone; a second run finds
 * nothing to change).
 */
export async function seedDemoPromotionsIfMissing(tx: DbOrTx): Promise<void> {
  const [demo] = await demoMerchantIds(tx, false);
  if (!(await hasRows(tx, promotions.id))) {
    if (demo !== undefined) await seedDemoPromotions(tx, demo);
    return;
  }
  const referral = DEMO_PROMOTIONS.find((promotion) => promotion.code === 'REFERRAL');
  const mission = DEMO_PROMOTIONS.find((promotion) => promotion.code === 'DAILY_MISSION');
  if (demo === undefined || !referral || !mission) return;
  // Seeded before daily missions: the demo mission joins the others (its code is unique).
  await tx
    .insert(promotions)
    .values({ ...mission, merchantId: demo })
    .onConflictDoNothing();
  await tx
    .update(promotions)
    .set({
      bodies: referral.bodies,
      fixedAmount: referral.fixedAmount,
      turnoverMultiplier: referral.turnoverMultiplier,
    })
    .where(
      and(
        eq(promotions.merchantId, demo),
        eq(promotions.code, 'REFERRAL'),
        eq(promotions.fixedAmount, 0),
        sql`${promotions.bodies} = ${JSON.stringify(REFERRAL_BEFORE_REWARDS)}::jsonb`,
      ),
    );
}
