import type { Notice } from '@app/contracts';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { formatDateTime } from '@/shared/format';
import { useSession } from '@/shared/session';
import { useSite } from '@/shared/site/use-site';
import { QueryState } from '@/shared/ui/query-state';
import { SafeHtml } from '@/shared/ui/safe-html';
import { useMarkNoticeRead, useNotices, type NoticeKind } from '../api/announcements';
import './notices.css';

/**
 * /m/notice and /m/member/notice?types=A (SPEC §2): the site's notices, newest first. A tap opens
 * one; a member's opened notices lose their unread dot.
 */
export function NoticePage() {
  const { t } = useTranslation('notices');
  const [params] = useSearchParams();
  const kind: NoticeKind = params.get('types') === 'A' ? 'A' : 'PL';
  const notices = useNotices(kind);
  const signedIn = useSession() !== undefined;
  const unread = signedIn ? (notices.data?.filter((notice) => !notice.read).length ?? 0) : 0;
  return (
    <section className="notice-page" aria-label={t(kind === 'A' ? 'agent_title' : 'title')}>
      {kind === 'A' && (
        <div className="notice-summary">
          <h1 className="notice-heading">{t('agent_title')}</h1>
          {unread > 0 && (
            <span className="count-badge notice-unread-count">
              {t('unread_count', { count: unread })}
            </span>
          )}
        </div>
      )}
      <QueryState query={notices} isEmpty={(list) => list.length === 0}>
        {(list) => (
          <ul className="notice-list">
            {list.map((notice) => (
              <NoticeItem key={notice.id} notice={notice} />
            ))}
          </ul>
        )}
      </QueryState>
    </section>
  );
}

function NoticeItem({ notice }: { notice: Notice }) {
  const { t } = useTranslation('notices');
  const { language } = useSite();
  const signedIn = useSession() !== undefined;
  const markRead = useMarkNoticeRead();
  const [open, setOpen] = useState(false);
  const unread = signedIn && !notice.read;
  const toggle = () => {
    setOpen(!open);
    if (!open && unread) markRead.mutate(notice.id);
  };
  const contentId = `notice-${notice.id}`;
  return (
    <li className={`notice-item${open ? ' is-open' : ''}`}>
      <button
        type="button"
        className="notice-head"
        aria-expanded={open}
        aria-controls={contentId}
        onClick={toggle}
      >
        {unread && <span className="notice-dot" aria-label={t('unread')} />}
        <span className="notice-title">{notice.title}</span>
        <time className="notice-time" dateTime={new Date(notice.publishTime).toISOString()}>
          {formatDateTime(notice.publishTime, language)}
        </time>
      </button>
      <div id={contentId} className="notice-content" hidden={!open}>
        {open && <SafeHtml html={notice.content} />}
      </div>
    </li>
  );
}
