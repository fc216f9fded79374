import { useCustom, useTranslate } from '@refinedev/core';
import {
  CHAT_MESSAGE_MAX_LENGTH,
  type ChatMessage,
  type ChatPage,
  type ChatThread,
} from '@app/contracts';
import { Alert, App, Button, Empty, Flex, Input, Typography } from 'antd';
import { useEffect, useRef, useState } from 'react';
import { Link } from 'react-router';
import { errorText } from '@/shared/error-text';
import { formatTime } from '@/shared/format';
import { newIdempotencyKey } from '@/shared/pesos';
import { useMay } from '@/shared/use-may';
import { answer, messagesBefore, threadPath } from './api';

/** The open thread re-reads this often while the console's tab is in sight. */
export const THREAD_REFRESH_MS = 5_000;

type Older = { messages: ChatMessage[]; hasMore: boolean };

/**
 * What the answer box holds, as the contract takes a message: its lines (CR LF made LF, a tab a
 * space), and no other control character (a pasted one is dropped rather than refused).
 */
export const typed = (value: string) =>
  value
    .replace(/\r\n?/g, '\n')
    .replaceAll('\t', ' ')
    .replace(/(?!\n)[\p{Cc}\u202a-\u202e\u2066-\u2069]/gu, '');

/** Messages of every page read, each once, oldest first. */
function merged(...pages: ChatMessage[][]): ChatMessage[] {
  const byId = new Map<number, ChatMessage>();
  for (const page of pages) for (const message of page) byId.set(message.id, message);
  return [...byId.values()].sort((a, b) => a.id - b.id);
}

/**
 * One member's thread as a conversation (the member on the left, the staff on the right, plain
 * text), earlier pages on demand, and the answer box. An answer goes with a key of its own, kept
 * while the same text is sent again after a failure, so that a retry never sends it twice.
 */
export function ThreadView({ thread, onAnswered }: { thread: ChatThread; onAnswered: () => void }) {
  const t = useTranslate();
  const { message } = App.useApp();
  const mayAnswer = useMay('messages');
  const { result, query } = useCustom<ChatPage>({
    url: threadPath(thread.memberId),
    method: 'get',
    queryOptions: { refetchInterval: THREAD_REFRESH_MS },
    errorNotification: false,
  });
  const latest = query.data ? result.data : undefined;
  const [older, setOlder] = useState<Older>();
  const [mine, setMine] = useState<ChatMessage[]>([]);
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<string>();
  const [text, setText] = useState('');
  const [sending, setSending] = useState(false);
  // The answer being sent and its key: the same text again reuses the key.
  const attempt = useRef<{ body: string; key: string }>(undefined);
  const messages = merged(older?.messages ?? [], latest?.messages ?? [], mine);
  const hasMore = older ? older.hasMore : (latest?.hasMore ?? false);

  // The newest message in sight as it comes (not when earlier ones are loaded above).
  const scroller = useRef<HTMLDivElement>(null);
  const newest = messages.at(-1)?.id;
  useEffect(() => {
    const box = scroller.current;
    if (box) box.scrollTop = box.scrollHeight;
  }, [newest]);

  const loadEarlier = async () => {
    const first = messages[0];
    if (!first) return;
    setBusy(true);
    setFailure(undefined);
    try {
      const page = await messagesBefore(thread.memberId, first.id);
      setOlder({ messages: [...page.messages, ...(older?.messages ?? [])], hasMore: page.hasMore });
    } catch (error) {
      setFailure(errorText(error, t));
    } finally {
      setBusy(false);
    }
  };

  const body = text.trim();
  const send = async () => {
    if (!mayAnswer || body === '' || sending) return;
    const key = attempt.current?.body === body ? attempt.current.key : newIdempotencyKey();
    attempt.current = { body, key };
    setSending(true);
    setFailure(undefined);
    try {
      const sent = await answer(thread.memberId, { body, key });
      attempt.current = undefined;
      setMine((before) => [...before, sent]);
      setText('');
      void message.success(t('chat.sent'));
      onAnswered();
      void query.refetch();
    } catch (error) {
      setFailure(errorText(error, t));
    } finally {
      setSending(false);
    }
  };

  return (
    <Flex vertical style={{ height: '100%' }}>
      <Flex
        justify="space-between"
        align="center"
        gap={8}
        style={{ padding: '8px 12px', borderBottom: '1px solid #f0f0f0' }}
      >
        <ThreadName thread={thread} />
        <Link to={`/members/${thread.memberId}`}>{t('chat.memberPage')}</Link>
      </Flex>
      <div
        ref={scroller}
        role="log"
        aria-label={thread.account}
        style={{ flex: 1, overflowY: 'auto', padding: 12 }}
      >
        {Boolean(query.error) && (
          <Alert type="error" showIcon message={errorText(query.error, t)} />
        )}
        {hasMore && (
          <Flex justify="center" style={{ marginBottom: 8 }}>
            <Button size="small" onClick={() => void loadEarlier()} loading={busy}>
              {t('chat.loadEarlier')}
            </Button>
          </Flex>
        )}
        {latest && messages.length === 0 && (
          <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('chat.noMessages')} />
        )}
        <Flex vertical gap={8}>
          {messages.map((item) => (
            <Bubble key={item.id} message={item} />
          ))}
        </Flex>
        {latest && latest.unread > 0 && (
          <Typography.Text
            type="secondary"
            style={{ display: 'block', textAlign: 'right', fontSize: 12, marginTop: 4 }}
          >
            {t('chat.notSeen', { count: latest.unread })}
          </Typography.Text>
        )}
      </div>
      <Flex vertical gap={6} style={{ padding: 12, borderTop: '1px solid #f0f0f0' }}>
        {failure && <Alert type="error" showIcon message={failure} role="alert" />}
        {!mayAnswer && <Typography.Text type="secondary">{t('chat.readOnly')}</Typography.Text>}
        <Input.TextArea
          aria-label={t('chat.answer')}
          placeholder={t('chat.answerHint')}
          value={text}
          onChange={(event) => setText(typed(event.target.value))}
          onKeyDown={(event) => {
            // Enter sends, Shift+Enter starts a new line; a composing IME keeps its own Enter.
            if (event.key === 'Enter' && !event.shiftKey && !event.nativeEvent.isComposing) {
              event.preventDefault();
              void send();
            }
          }}
          maxLength={CHAT_MESSAGE_MAX_LENGTH}
          showCount
          autoSize={{ minRows: 2, maxRows: 6 }}
          disabled={!mayAnswer}
        />
        <Flex justify="flex-end" style={{ marginTop: 12 }}>
          <Button
            type="primary"
            onClick={() => void send()}
            loading={sending}
            disabled={!mayAnswer || body === ''}
          >
            {t('chat.send')}
          </Button>
        </Flex>
      </Flex>
    </Flex>
  );
}

/** A message: the member's on the left, the staff's on the right, as plain text with its time. */
function Bubble({ message }: { message: ChatMessage }) {
  const t = useTranslate();
  const staff = message.author === 'staff';
  return (
    <Flex vertical align={staff ? 'flex-end' : 'flex-start'} data-author={message.author}>
      <div
        style={{
          maxWidth: '75%',
          padding: '6px 10px',
          borderRadius: 10,
          background: staff ? '#1f4e8c' : '#f0f2f5',
          color: staff ? '#fff' : undefined,
          whiteSpace: 'pre-wrap',
          overflowWrap: 'anywhere',
        }}
      >
        {message.body}
      </div>
      <Typography.Text type="secondary" style={{ fontSize: 12 }}>
        {staff ? t('chat.you') : t('chat.member')} · {formatTime(message.sentAt)}
      </Typography.Text>
    </Flex>
  );
}

/** Who a thread is with: the account, and the nickname beside it when the member set one. */
export function ThreadName({ thread }: { thread: Pick<ChatThread, 'account' | 'nickname'> }) {
  return (
    <Typography.Text strong ellipsis style={{ minWidth: 0 }}>
      {thread.account}
      {thread.nickname && (
        <Typography.Text type="secondary" style={{ fontWeight: 'normal' }}>
          {' · '}
          {thread.nickname}
        </Typography.Text>
      )}
    </Typography.Text>
  );
}
