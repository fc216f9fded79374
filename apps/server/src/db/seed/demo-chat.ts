import type { DbOrTx } from '../client.js';
import { chatMessages, chatThreads } from '../schema/index.js';

const MINUTE = 60_000;

type Said = { author: 'member' | 'staff'; body: string; agoMin: number };

/**
 * Live-chat threads to see both sides with: the demo player asked and was answered (the answer
 * unseen: the dot shows), and player1's question waits at the desk.
 */
const THREADS: { who: 'demo' | 'player1'; said: Said[] }[] = [
  {
    who: 'demo',
    said: [
      { author: 'member', body: 'Hello po, paano mag-withdraw papuntang GCash?', agoMin: 95 },
      {
        author: 'staff',
        body: 'Hi! Sa Withdraw, piliin ang GCash card ninyo, ilagay ang halaga at ang payment password. Kadalasan ay pumapasok ito sa loob ng 15 minuto.',
        agoMin: 92,
      },
    ],
  },
  {
    who: 'player1',
    said: [{ author: 'member', body: 'Hindi pa pumapasok ang deposit ko kanina.', agoMin: 7 }],
  },
];

export async function seedDemoChat(
  tx: DbOrTx,
  merchantId: number,
  ids: { demo: number; player1: number },
  now = Date.now(),
): Promise<void> {
  for (const { who, said } of THREADS) {
    const memberId = ids[who];
    const rows = await tx
      .insert(chatMessages)
      .values(
        said.map(({ author, body, agoMin }, i) => ({
          merchantId,
          memberId,
          author,
          body,
          key: `demo-seed-${i}`,
          sentAt: new Date(now - agoMin * MINUTE),
        })),
      )
      .returning({ id: chatMessages.id, sentAt: chatMessages.sentAt, author: chatMessages.author });
    const last = rows.at(-1);
    if (!last) continue;
    await tx.insert(chatThreads).values({
      memberId,
      merchantId,
      lastMessageId: last.id,
      lastAt: last.sentAt,
      memberUnread: last.author === 'staff' ? 1 : 0,
      staffUnread: last.author === 'member' ? 1 : 0,
    });
  }
}
