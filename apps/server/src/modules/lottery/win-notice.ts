import type { InboxTexts } from '@app/contracts';
import type { DbTx } from '@/db/client.js';
import type { LotteryTexts } from '@/db/schema/index.js';
import { escapeHtml, formatMinor } from '@/lib/money-text.js';
import { createInboxRepository } from '../inbox/index.js';

/** Who the inbox shows as the sender of a win notice. */
export const WIN_NOTICE_SENDER = 'Lottery';

export type WinningOrder = { orderId: number; payout: number };

/** The inbox message of one winning order: what it won, on which draw, and that it is paid. */
export function winNoticeTexts(
  draw: { gameNames: LotteryTexts; numero: string; winningNumber: string; currencySymbol: string },
  { orderId, payout }: WinningOrder,
): InboxTexts {
  const won = formatMinor(draw.currencySymbol, payout);
  const numero = escapeHtml(draw.numero);
  const result = escapeHtml(draw.winningNumber);
  const game = (language: keyof LotteryTexts) => escapeHtml(draw.gameNames[language]);
  return {
    EN: {
      title: `You won ${won} in ${draw.gameNames.EN}`,
      content: `<p>Your bet (order #${orderId}) on ${game('EN')}, draw #${numero}, won ${won}. The result was ${result}.</p><p>${won} is already in your wallet. See it under My bets → Settled.</p>`,
    },
    TY: {
      title: `Nanalo ka ng ${won} sa ${draw.gameNames.TY}`,
      content: `<p>Nanalo ng ${won} ang taya mo (order #${orderId}) sa ${game('TY')}, bola #${numero}. Ang resulta: ${result}.</p><p>Nasa wallet mo na ang ${won}. Tingnan sa Aking taya → Tapos na.</p>`,
    },
  };
}

/**
 * One inbox message per winning order, written in the settlement's transaction, all of a batch's
 * in one statement: the member is told exactly once, with the payout (a retried settlement finds
 * no open bet and writes none).
 */
export async function sendWinNotices(
  tx: DbTx,
  draw: Parameters<typeof winNoticeTexts>[0] & { merchantId: number },
  winners: readonly { memberId: number; bet: { orderId: number }; payout: number }[],
): Promise<void> {
  const byOrder = new Map<number, { memberId: number; payout: number }>();
  for (const { memberId, bet, payout } of winners) {
    const order = byOrder.get(bet.orderId) ?? { memberId, payout: 0 };
    byOrder.set(bet.orderId, { memberId, payout: order.payout + payout });
  }
  await createInboxRepository(tx).insertMany(
    [...byOrder].map(([orderId, { memberId, payout }]) => ({
      merchantId: draw.merchantId,
      memberId,
      sender: WIN_NOTICE_SENDER,
      texts: winNoticeTexts(draw, { orderId, payout }),
    })),
  );
}
