import {
  CHAT_MESSAGE_MAX_LENGTH,
  type ChatMessage,
  type ChatPage as ChatPageData,
} from '@app/contracts';
import Button from 'antd-mobile/es/components/button';
import { useEffect, useRef, useState, type SyntheticEvent, type KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { refusalText } from '@/shared/error-catalogue';
import { siteDateFormat } from '@/shared/format';
import { useSite } from '@/shared/site/use-site';
import { HeadsetIcon, Icon, type IconProps } from '@/shared/ui/icons';
import { QueryState } from '@/shared/ui/query-state';
import {
  isRefusal,
  mergeMessages,
  useEarlierChat,
  useLatestChat,
  useReadChat,
  useSendChat,
  type Outgoing,
} from '../api/chat';
import { chatBody } from '../lib/chat-body';
import './chat.css';

/** The counter shows from here on, near the limit. */
const COUNTER_FROM = CHAT_MESSAGE_MAX_LENGTH - 100;

const formatTime = siteDateFormat({ hour: 'numeric', minute: '2-digit' });
const formatDayTime = siteDateFormat({
  month: 'short',
  day: 'numeric',
  hour: 'numeric',
  minute: '2-digit',
});
const formatDay = siteDateFormat({ year: 'numeric', month: 'numeric', day: 'numeric' });

const SendArrow = (p: IconProps) => (
  <Icon {...p}>
    <path d="M21 3 3 10.5l7 2.5 2.5 7z" />
    <path d="m10 13 4-4" />
  </Icon>
);

/**
 * /m/chat (issue 31, SPEC §7 CBS_launchChat): the member's one thread with the site's staff. The
 * member's messages on the right, the staff's on the left, plain text; read again every 5 s while
 * visible; what the staff wrote is marked seen once shown. A message shows at once as sending and
 * settles with the server's answer.
 */
export function ChatPage() {
  const { t } = useTranslation('support');
  const latest = useLatestChat();
  return (
    <section className="chat-page" aria-label={t('chat.title')}>
      <QueryState query={latest} skeletonRows={4}>
        {(page) => <Thread latest={page} />}
      </QueryState>
    </section>
  );
}

function Thread({ latest }: { latest: ChatPageData }) {
  const { t } = useTranslation('support');
  const earlier = useEarlierChat();
  const { outbox, send, retry, discard } = useSendChat();
  const messages = mergeMessages(earlier.messages, latest.messages);
  const hasMore = earlier.hasMore ?? latest.hasMore;
  useMarkRead(latest);

  // The newest message in view: on opening, and whenever one arrives or is sent.
  const end = useRef<HTMLDivElement>(null);
  const last = `${messages.at(-1)?.id ?? ''}:${outbox.length}`;
  useEffect(() => {
    const node = end.current;
    // jsdom has no scrollIntoView.
    if (node && 'scrollIntoView' in node) node.scrollIntoView({ block: 'end' });
  }, [last]);

  const isEmpty = messages.length === 0 && outbox.length === 0;
  const oldest = messages[0];
  return (
    <>
      <div className="chat-thread" role="log" aria-live="polite" aria-label={t('chat.thread')}>
        {hasMore && oldest && (
          <div className="chat-earlier">
            <Button
              size="mini"
              fill="none"
              loading={earlier.isLoading}
              onClick={() => void earlier.loadBefore(oldest.id)}
            >
              {t('chat.earlier')}
            </Button>
          </div>
        )}
        {earlier.error !== undefined && (
          <p className="chat-note" role="alert">
            {t('chat.earlier_failed')}
          </p>
        )}
        {isEmpty && (
          <div className="chat-empty">
            <span className="chat-empty-icon">
              <HeadsetIcon />
            </span>
            <p className="chat-empty-title">{t('chat.empty_title')}</p>
            <p>{t('chat.empty_lead')}</p>
          </div>
        )}
        <Messages messages={messages} />
        {outbox.map((item) => (
          <PendingBubble
            key={item.id}
            item={item}
            onRetry={() => retry(item)}
            onDiscard={() => discard(item)}
          />
        ))}
        <div ref={end} />
      </div>
      <Composer onSend={send} />
    </>
  );
}

/** CBS_readChat once staff messages the member has not seen are on screen (and the tab visible). */
function useMarkRead(latest: ChatPageData) {
  const read = useReadChat();
  const { mutate, isPending } = read;
  const hasStaff = latest.messages.some((message) => message.author === 'staff');
  const shouldRead = latest.unread > 0 && hasStaff;
  useEffect(() => {
    if (!shouldRead || isPending || document.visibilityState === 'hidden') return;
    mutate();
  }, [shouldRead, isPending, mutate, latest]);
}

function Messages({ messages }: { messages: ChatMessage[] }) {
  const { t } = useTranslation('support');
  const { language } = useSite();
  // Times of today's messages show alone; older ones with their day.
  const [now] = useState(Date.now);
  const today = formatDay(now, language);
  return (
    <ol className="chat-list">
      {messages.map((message) => {
        const mine = message.author === 'member';
        const sameDay = formatDay(message.sentAt, language) === today;
        return (
          <li key={message.id} className={`chat-row ${mine ? 'is-mine' : 'is-staff'}`}>
            <div className="chat-bubble">
              <span className="visually-hidden">{mine ? t('chat.you') : t('chat.staff')}: </span>
              {!mine && (
                <span className="chat-author" aria-hidden="true">
                  {t('chat.staff')}
                </span>
              )}
              <p className="chat-body">{message.body}</p>
              <time className="chat-time" dateTime={new Date(message.sentAt).toISOString()}>
                {(sameDay ? formatTime : formatDayTime)(message.sentAt, language)}
              </time>
            </div>
          </li>
        );
      })}
    </ol>
  );
}

function PendingBubble({
  item,
  onRetry,
  onDiscard,
}: {
  item: Outgoing;
  onRetry: () => void;
  onDiscard: () => void;
}) {
  const { t } = useTranslation('support');
  const { language } = useSite();
  const failed = item.status === 'failed';
  const why = isRefusal(item.error)
    ? refusalText(
        {
          code: item.error.code,
          message: item.error.message,
          field: item.error.field,
          params: item.error.params,
        },
        language,
      )
    : t('chat.not_sent');
  return (
    <div className={`chat-row is-mine ${failed ? 'is-failed' : 'is-sending'}`}>
      <div className="chat-bubble">
        <span className="visually-hidden">{t('chat.you')}: </span>
        <p className="chat-body">{item.body}</p>
        <span className="chat-time" role="status">
          {failed ? t('chat.failed') : t('chat.sending')}
        </span>
      </div>
      {failed && (
        <div className="chat-failed" role="alert">
          <span>{why}</span>
          <span className="chat-failed-actions">
            <Button size="mini" fill="none" onClick={onRetry}>
              {t('chat.retry')}
            </Button>
            <Button size="mini" fill="none" onClick={onDiscard}>
              {t('chat.discard')}
            </Button>
          </span>
        </div>
      )}
    </div>
  );
}

function Composer({ onSend }: { onSend: (body: string) => void }) {
  const { t } = useTranslation('support');
  const [text, setText] = useState('');
  const field = useRef<HTMLTextAreaElement>(null);
  const body = chatBody(text);
  const canSend = body.length > 0 && body.length <= CHAT_MESSAGE_MAX_LENGTH;

  // Grows with its text up to five lines (chat.css), then scrolls.
  useEffect(() => {
    const node = field.current;
    if (!node) return;
    node.style.height = 'auto';
    // border-box: the borders come on top of what scrolls; CSS caps it (max-height, 5 lines).
    node.style.height = `${node.scrollHeight + node.offsetHeight - node.clientHeight}px`;
  }, [text]);

  const submit = (event?: SyntheticEvent) => {
    event?.preventDefault();
    if (!canSend) return;
    onSend(body);
    setText('');
    field.current?.focus();
  };
  // Enter sends (the keyboard shows 'send'); Shift+Enter starts a new line, as pasted ones keep.
  const onKeyDown = (event: KeyboardEvent<HTMLTextAreaElement>) => {
    if (event.key !== 'Enter' || event.shiftKey || event.nativeEvent.isComposing) return;
    event.preventDefault();
    submit();
  };
  return (
    <form className="chat-composer" onSubmit={submit}>
      <label htmlFor="chat-text" className="visually-hidden">
        {t('chat.label')}
      </label>
      <textarea
        id="chat-text"
        ref={field}
        rows={1}
        value={text}
        maxLength={CHAT_MESSAGE_MAX_LENGTH}
        placeholder={t('chat.placeholder')}
        enterKeyHint="send"
        onChange={(event) => setText(event.target.value)}
        onKeyDown={onKeyDown}
        aria-describedby={text.length >= COUNTER_FROM ? 'chat-count' : undefined}
      />
      {text.length >= COUNTER_FROM && (
        <span id="chat-count" className="chat-count" aria-live="polite">
          {text.length}/{CHAT_MESSAGE_MAX_LENGTH}
        </span>
      )}
      <button type="submit" className="chat-send" disabled={!canSend} aria-label={t('chat.send')}>
        <SendArrow />
      </button>
    </form>
  );
}
