import type { InboxMessage } from '@app/contracts';
import Button from 'antd-mobile/es/components/button';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { formatDateTime } from '@/shared/format';
import { useSite } from '@/shared/site/use-site';
import { MailIcon } from '@/shared/ui/icons';
import { LoadMorePages } from '@/shared/ui/load-more';
import { NoData } from '@/shared/ui/no-data';
import { QueryState } from '@/shared/ui/query-state';
import { useInbox, useReadAll } from '../api/inbox';
import { plainText } from '../lib/plain-text';
import './inbox.css';

/**
 * /m/webEmail (SPEC §2 "messages"): the member's inbox, newest first, unread ones marked; a tap
 * opens /m/message?id=…. More pages load as the list's end scrolls into view.
 */
export function InboxPage() {
  const { t } = useTranslation('inbox');
  const inbox = useInbox();
  return (
    <section className="inbox-page" aria-label={t('title')}>
      <QueryState
        query={inbox}
        isEmpty={(view) => view.list.length === 0}
        skeletonRows={5}
        empty={<NoData>{<p className="inbox-empty">{t('empty')}</p>}</NoData>}
      >
        {(view) => (
          <>
            <InboxSummary unread={view.unread} />
            <ul className="inbox-list">
              {view.list.map((message) => (
                <InboxRow key={message.id} message={message} />
              ))}
            </ul>
            <LoadMorePages pages={inbox} />
          </>
        )}
      </QueryState>
    </section>
  );
}

function InboxSummary({ unread }: { unread: number }) {
  const { t } = useTranslation('inbox');
  const readAll = useReadAll();
  return (
    <div className="inbox-summary">
      <p aria-live="polite">
        {unread > 0 ? t('unread_summary', { count: unread }) : t('all_read')}
      </p>
      {unread > 0 && (
        <Button
          size="mini"
          fill="none"
          className="inbox-read-all"
          loading={readAll.isPending}
          onClick={() => readAll.mutate()}
        >
          {t('mark_all_read')}
        </Button>
      )}
    </div>
  );
}

function InboxRow({ message }: { message: InboxMessage }) {
  const { t } = useTranslation('inbox');
  const { language } = useSite();
  return (
    <li>
      <Link
        to={`/m/message?id=${message.id}`}
        className={`inbox-row${message.read ? '' : ' is-unread'}`}
      >
        <span className="inbox-avatar">
          <MailIcon />
          {!message.read && <span className="unread-dot" />}
        </span>
        <span className="inbox-meta">
          <span className="inbox-sender">{message.sender}</span>
          <time dateTime={new Date(message.sendTime).toISOString()}>
            {formatDateTime(message.sendTime, language)}
          </time>
        </span>
        <span className="inbox-title">
          {!message.read && <span className="visually-hidden">{t('unread')}: </span>}
          {message.title}
        </span>
        <span className="inbox-preview">{plainText(message.content)}</span>
      </Link>
    </li>
  );
}
