import type {
  Inbox,
  InboxMessage,
  InboxSendInput,
  InboxTexts,
  Language,
  OperatorInboxMessage,
} from '@app/contracts';
import { AppError } from '@/lib/app-error.js';
import { accountKeyOf } from '../auth/index.js';
import type { InboxRepository, InboxRow, Reader } from './inbox.repository.js';
import { pageAnswer, type PageQuery } from '@/lib/paging.js';

/** The operator's list of sent messages holds the newest this many. */
const SENT_LIST_LIMIT = 200;

/** The reader's language, else the other one (a message may be written in one only). */
function textsFor(texts: InboxTexts, language: Language) {
  const other: Language = language === 'TY' ? 'EN' : 'TY';
  return texts[language] ?? texts[other] ?? { title: '', content: '' };
}

function view(row: InboxRow, language: Language): InboxMessage {
  const { title, content } = textsFor(row.texts, language);
  return {
    id: row.id,
    title,
    content,
    sender: row.sender,
    sendTime: row.sentAt.getTime(),
    read: row.read,
  };
}

/** A member's inbox (SPEC §7 CSP_getInbox, CSP_unreadCount) and the operator's sending. */
export function createInboxService({ repo }: { repo: InboxRepository }) {
  async function opened(reader: Reader, id: number): Promise<InboxRow> {
    const row = await repo.find(reader, id);
    if (!row) throw new AppError('inbox.not.found', { field: 'id' });
    return row;
  }

  return {
    page: (reader: Reader, language: Language, query: PageQuery): Promise<Inbox> =>
      pageAnswer(
        query,
        {
          rows: (offset, limit) => repo.page(reader, offset, limit),
          totals: () => repo.counts(reader),
        },
        (row) => view(row, language),
      ),

    unreadCount: async (reader: Reader) => (await repo.counts(reader)).unread,

    /** Opens a message: marks it read and answers it. */
    async read(reader: Reader, language: Language, id: number): Promise<InboxMessage> {
      const row = await opened(reader, id);
      if (!row.read) await repo.markRead(reader.memberId, id);
      return view({ ...row, read: true }, language);
    },

    readAll: (reader: Reader) => repo.markAllRead(reader),

    async remove(reader: Reader, id: number): Promise<void> {
      await opened(reader, id);
      await repo.markDeleted(reader.memberId, id);
    },

    operator: {
      async send(merchantId: number, input: InboxSendInput & { sender: string }) {
        let memberId: number | null = null;
        let account: string | null = null;
        if (input.account !== undefined) {
          const member = await repo.memberByAccount(merchantId, accountKeyOf(input.account));
          if (!member) throw new AppError('member.not.found', { field: 'account' });
          ({ id: memberId, account } = member);
        }
        const [row] = await repo.insert({
          merchantId,
          memberId,
          texts: input.texts,
          sender: input.sender,
        });
        if (!row) throw new Error('insert returned no row');
        return {
          id: row.id,
          account,
          sender: row.sender,
          texts: row.texts,
          sentAt: row.sentAt.getTime(),
          reads: 0,
        } satisfies OperatorInboxMessage;
      },

      async sent(merchantId: number): Promise<OperatorInboxMessage[]> {
        const rows = await repo.sent(merchantId, SENT_LIST_LIMIT);
        return rows.map((row) => ({ ...row, sentAt: row.sentAt.getTime() }));
      },

      async remove(merchantId: number, id: number): Promise<void> {
        if (!(await repo.remove(merchantId, id))) {
          throw new AppError('inbox.not.found', { field: 'id' });
        }
      },
    },
  };
}

export type InboxService = ReturnType<typeof createInboxService>;
