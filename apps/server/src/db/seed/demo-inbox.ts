import type { InboxTexts } from '@app/contracts';
import type { DbOrTx } from '../client.js';
import { inboxMessages, inboxReads } from '../schema/index.js';

const HOUR = 3_600_000;
const DAY = 24 * HOUR;

type Seeded = { sender: string; ageMs: number; read: boolean; texts: InboxTexts };

/** What every demo member finds in their inbox: some opened, the newest not. */
const PERSONAL: Seeded[] = [
  {
    sender: 'Perlas Play',
    ageMs: 6 * DAY,
    read: true,
    texts: {
      EN: {
        title: 'Welcome to Perlas Play',
        content:
          '<p>Your account is ready. Add a mobile number in the security centre so you can log in with an SMS code and recover your password.</p><p>Questions? Customer service answers around the clock.</p>',
      },
      TY: {
        title: 'Maligayang pagdating sa Perlas Play',
        content:
          '<p>Handa na ang iyong account. Magdagdag ng mobile number sa security centre para makapag-log in gamit ang SMS code at mabawi ang iyong password.</p><p>May tanong? Sumasagot ang customer service anumang oras.</p>',
      },
    },
  },
  {
    sender: 'Perlas Security',
    ageMs: 3 * DAY + 5 * HOUR,
    read: true,
    texts: {
      EN: {
        title: 'Never share your SMS code',
        content:
          '<p>Our staff will never ask for your password or SMS code. If someone does, do not answer, and tell customer service.</p>',
      },
      TY: {
        title: 'Huwag ibahagi ang iyong SMS code',
        content:
          '<p>Hindi kailanman hihingin ng aming staff ang iyong password o SMS code. Kapag may humingi, huwag sumagot at ipaalam sa customer service.</p>',
      },
    },
  },
  {
    sender: 'Perlas Promos',
    ageMs: 26 * HOUR,
    read: false,
    texts: {
      EN: {
        title: 'Your weekend deposit offer',
        content:
          '<p>Deposit from Friday to Sunday and ask customer service about this weekend’s bonus.</p><ul><li>Minimum deposit ₱500</li><li>One offer per account</li></ul>',
      },
      TY: {
        title: 'Ang iyong alok sa deposit ngayong weekend',
        content:
          '<p>Magdeposito mula Biyernes hanggang Linggo at itanong sa customer service ang bonus ngayong weekend.</p><ul><li>Pinakamababang deposit ₱500</li><li>Isang alok bawat account</li></ul>',
      },
    },
  },
  {
    sender: 'Perlas Play',
    ageMs: 2 * HOUR,
    read: false,
    texts: {
      EN: {
        title: 'Scheduled maintenance on Sunday',
        content:
          '<p>Payments will pause on Sunday from 02:00 to 04:00 (GMT+8) while we upgrade our systems. Games stay open.</p>',
      },
      TY: {
        title: 'Nakatakdang maintenance sa Linggo',
        content:
          '<p>Pansamantalang hihinto ang mga bayad sa Linggo mula 02:00 hanggang 04:00 (GMT+8) habang ina-upgrade namin ang sistema. Bukas pa rin ang mga laro.</p>',
      },
    },
  },
];

/** One message for every member of the merchant, sent as the site opened. */
const FOR_ALL: InboxTexts = {
  EN: {
    title: 'Thank you for playing with us',
    content:
      '<p>New games arrive every week. Tap the heart on a game to keep it in your favourites.</p>',
  },
  TY: {
    title: 'Salamat sa paglalaro kasama namin',
    content:
      '<p>May mga bagong laro bawat linggo. I-tap ang puso sa isang laro para maitabi ito sa iyong mga paborito.</p>',
  },
};

/** A few messages in each demo member's inbox, in TY and EN, and one for all. */
export async function seedDemoInbox(
  tx: DbOrTx,
  merchantId: number,
  memberIds: readonly number[],
  now = Date.now(),
): Promise<void> {
  for (const memberId of memberIds) {
    const rows = await tx
      .insert(inboxMessages)
      .values(
        PERSONAL.map(({ sender, ageMs, texts }) => ({
          merchantId,
          memberId,
          sender,
          texts,
          sentAt: new Date(now - ageMs),
        })),
      )
      .returning({ id: inboxMessages.id });
    const read = rows.filter((_, i) => PERSONAL[i]?.read);
    if (read.length > 0) {
      await tx.insert(inboxReads).values(read.map(({ id }) => ({ memberId, messageId: id })));
    }
  }
  // Sent now: a message for all reaches the members registered by then, the demo ones included.
  await tx.insert(inboxMessages).values({
    merchantId,
    memberId: null,
    sender: 'Perlas Play',
    texts: FOR_ALL,
    sentAt: new Date(now),
  });
}
