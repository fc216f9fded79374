import Button from 'antd-mobile/es/components/button';
import { useTranslation } from 'react-i18next';
import { Link, Navigate, useNavigate, useSearchParams } from 'react-router';
import { dialog, toast } from '@/shared/feedback';
import { ApiError } from '@/shared/api-client';
import { formatDateTime } from '@/shared/format';
import { useSite } from '@/shared/site/use-site';
import { NoData } from '@/shared/ui/no-data';
import { QueryState } from '@/shared/ui/query-state';
import { SafeHtml } from '@/shared/ui/safe-html';
import { useDeleteMessage, useMessage } from '../api/inbox';
import './inbox.css';

const INBOX_PATH = '/m/webEmail';

/** A message id from ?id=…, or undefined for anything else. */
function messageId(value: string | null): number | undefined {
  if (value === null || !/^[1-9]\d{0,15}$/.test(value)) return undefined;
  const id = Number(value);
  return Number.isSafeInteger(id) ? id : undefined;
}

/**
 * /m/message?id=N: one message, opened (which marks it read), with a way back to the inbox and a
 * delete. Without a usable id it is the inbox.
 */
export function MessagePage() {
  const [params] = useSearchParams();
  const id = messageId(params.get('id'));
  if (id === undefined) return <Navigate to={INBOX_PATH} replace />;
  return <Message id={id} />;
}

function Message({ id }: { id: number }) {
  const { t } = useTranslation('inbox');
  const { language } = useSite();
  const message = useMessage(id);
  const remove = useDeleteMessage();
  const navigate = useNavigate();

  if (message.error instanceof ApiError && message.error.code === 'inbox.not.found') {
    return (
      <section className="message-page">
        <NoData>
          <p className="inbox-empty">{t('gone')}</p>
          <Link to={INBOX_PATH} className="message-back">
            {t('back')}
          </Link>
        </NoData>
      </section>
    );
  }

  const confirmDelete = async () => {
    const confirmed = await dialog.confirm({
      content: t('delete_confirm'),
      confirmText: t('delete'),
      cancelText: t('cancel'),
    });
    if (!confirmed) return;
    await remove.mutateAsync(id);
    toast.success(t('deleted'));
    void navigate(INBOX_PATH, { replace: true });
  };

  return (
    <section className="message-page">
      <QueryState query={message} skeletonRows={3}>
        {(opened) => (
          <article className="message-card">
            <h1 className="message-title">{opened.title}</h1>
            <p className="message-meta">
              <span>{t('from', { sender: opened.sender })}</span>
              <time dateTime={new Date(opened.sendTime).toISOString()}>
                {formatDateTime(opened.sendTime, language)}
              </time>
            </p>
            <SafeHtml html={opened.content} className="message-body" />
            <div className="message-actions">
              <Link to={INBOX_PATH} className="message-back">
                {t('back')}
              </Link>
              <Button
                size="small"
                fill="outline"
                color="danger"
                loading={remove.isPending}
                onClick={() =>
                  void confirmDelete().catch((error: unknown) => {
                    if (error instanceof Error) toast.message(error.message);
                  })
                }
              >
                {t('delete')}
              </Button>
            </div>
          </article>
        )}
      </QueryState>
    </section>
  );
}
