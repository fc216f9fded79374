import { List } from '@refinedev/antd';
import { useCustom, useTranslate } from '@refinedev/core';
import type { ChatThread, ChatThreads } from '@app/contracts';
import { Alert, Badge, Button, Empty, Flex, Switch, Typography } from 'antd';
import { useState } from 'react';
import { errorText } from '@/shared/error-text';
import { formatTime } from '@/shared/format';
import { RefreshButton } from '@/shared/list-page';
import { chatsPath, threadsBefore } from './api';
import { ThreadName, ThreadView } from './thread';

/**
 * The list re-reads this often while the console's tab is in sight (react-query leaves the
 * interval alone while the document is hidden).
 */
export const LIST_REFRESH_MS = 10_000;

/** Both panes' height: the page's, less the console's header and the list's title. */
export const PANE_HEIGHT = 'max(440px, calc(100vh - 230px))';

/** A pane of the desk: white, framed. */
export const PANE = { background: '#fff', border: '1px solid #f0f0f0', borderRadius: 6 };

/** When, short: the time today (GMT+8), else the day and time; the whole moment on hover. */
export function shortTime(at: number, now = Date.now()): string {
  const moment = formatTime(at);
  return moment.slice(0, 10) === formatTime(now).slice(0, 10)
    ? moment.slice(11, 16)
    : moment.slice(5, 16);
}

type Older = { waiting: boolean; threads: ChatThread[]; hasMore: boolean };

/**
 * The live chat desk (issue 31; SPEC §7 CBS_launchChat): members' threads, latest activity first
 * (by default those waiting for an answer only), and beside them the chosen thread, read and
 * answered. Every role reads; answering needs the messages permission.
 */
export function LiveChatPage() {
  const t = useTranslate();
  const [waiting, setWaiting] = useState(true);
  const [open, setOpen] = useState<ChatThread>();
  // Older pages read with "Load more", for the filter they were read for.
  const [older, setOlder] = useState<Older>();
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<string>();
  const { result, query } = useCustom<ChatThreads>({
    url: chatsPath(),
    method: 'get',
    config: { query: { waiting: String(waiting) } },
    queryOptions: { refetchInterval: LIST_REFRESH_MS },
    errorNotification: false,
  });
  const first = query.data ? result.data : undefined;
  const more = older?.waiting === waiting ? older : undefined;
  // A thread with new activity moves up to the first page: shown there only.
  const onFirst = new Set(first?.threads.map((thread) => thread.memberId));
  const threads = [
    ...(first?.threads ?? []),
    ...(more?.threads ?? []).filter((thread) => !onFirst.has(thread.memberId)),
  ];
  const hasMore = more ? more.hasMore : (first?.hasMore ?? false);

  const loadMore = async () => {
    const last = threads.at(-1);
    if (!last) return;
    setBusy(true);
    setFailure(undefined);
    try {
      const page = await threadsBefore(waiting, last.lastAt);
      setOlder({
        waiting,
        threads: [...(more?.threads ?? []), ...page.threads],
        hasMore: page.hasMore,
      });
    } catch (error) {
      setFailure(errorText(error, t));
    } finally {
      setBusy(false);
    }
  };

  return (
    <List title={t('chat.menu')}>
      <Flex gap={16} align="stretch" style={{ height: PANE_HEIGHT }}>
        <Flex
          vertical
          gap={8}
          style={{ flex: '0 0 clamp(260px, 32%, 380px)', minWidth: 0, height: '100%' }}
        >
          <Flex justify="space-between" align="center" gap={8} wrap>
            <label style={{ display: 'flex', alignItems: 'center', gap: 8, cursor: 'pointer' }}>
              <Switch size="small" checked={waiting} onChange={setWaiting} />
              {t('chat.waiting')}
            </label>
            <Flex align="center" gap={8}>
              <Typography.Text type="secondary">
                {t('chat.count', { count: threads.length })}
              </Typography.Text>
              <RefreshButton query={query}>{t('chat.refresh')}</RefreshButton>
            </Flex>
          </Flex>
          {Boolean(query.error) && (
            <Alert type="error" showIcon message={errorText(query.error, t)} />
          )}
          {failure && <Alert type="error" showIcon message={failure} />}
          <div style={{ ...PANE, flex: 1, overflowY: 'auto' }}>
            {first && threads.length === 0 ? (
              <Empty
                image={Empty.PRESENTED_IMAGE_SIMPLE}
                description={waiting ? t('chat.noWaiting') : t('chat.noThreads')}
                style={{ marginTop: 48 }}
              />
            ) : (
              <ul aria-label={t('chat.menu')} style={{ listStyle: 'none', margin: 0, padding: 0 }}>
                {threads.map((thread) => (
                  <ThreadItem
                    key={thread.memberId}
                    thread={thread}
                    selected={thread.memberId === open?.memberId}
                    onOpen={() => setOpen(thread)}
                  />
                ))}
              </ul>
            )}
            {hasMore && (
              <Flex justify="center" style={{ padding: 8 }}>
                <Button onClick={() => void loadMore()} loading={busy}>
                  {t('chat.loadMore')}
                </Button>
              </Flex>
            )}
          </div>
        </Flex>
        <div
          style={{
            ...PANE,
            flex: 1,
            minWidth: 0,
            height: '100%',
          }}
        >
          {open ? (
            <ThreadView key={open.memberId} thread={open} onAnswered={() => void query.refetch()} />
          ) : (
            <Empty description={t('chat.choose')} style={{ marginTop: 96 }} />
          )}
        </div>
      </Flex>
    </List>
  );
}

/** A thread in the list: who, when, the last message on one line, and the unread count. */
function ThreadItem({
  thread,
  selected,
  onOpen,
}: {
  thread: ChatThread;
  selected: boolean;
  onOpen: () => void;
}) {
  const t = useTranslate();
  // The open thread is read every few seconds, which marks its messages read.
  const unread = selected ? 0 : thread.unread;
  const last =
    thread.lastAuthor === 'staff'
      ? t('chat.lastStaff', { body: thread.lastBody })
      : thread.lastBody;
  return (
    <li style={{ borderBottom: '1px solid #f0f0f0' }}>
      <button
        type="button"
        onClick={onOpen}
        aria-current={selected || undefined}
        style={{
          display: 'block',
          width: '100%',
          textAlign: 'left',
          padding: '8px 12px',
          border: 0,
          cursor: 'pointer',
          background: selected ? '#e6efff' : 'transparent',
          font: 'inherit',
        }}
      >
        <Flex justify="space-between" align="baseline" gap={8}>
          <ThreadName thread={thread} />
          <Typography.Text
            type="secondary"
            title={formatTime(thread.lastAt)}
            style={{ fontSize: 12, whiteSpace: 'nowrap' }}
          >
            {shortTime(thread.lastAt)}
          </Typography.Text>
        </Flex>
        <Flex justify="space-between" align="center" gap={8}>
          <Typography.Text
            type={thread.lastAuthor === 'staff' ? 'secondary' : undefined}
            ellipsis
            style={{ minWidth: 0 }}
          >
            {last}
          </Typography.Text>
          {unread > 0 && <Badge count={unread} title={t('chat.unread', { count: unread })} />}
        </Flex>
      </button>
    </li>
  );
}
