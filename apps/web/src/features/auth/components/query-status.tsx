import Button from 'antd-mobile/es/components/button';
import DotLoading from 'antd-mobile/es/components/dot-loading';
import { useTranslation } from 'react-i18next';

type Props = {
  /** The query the page waits for (TanStack Query's result). */
  query: { isPending: boolean; isError: boolean; refetch: () => unknown };
  /** What could not be loaded, shown with the retry. */
  failedText: string;
};

/** A loader while `query` is pending; when it failed, `failedText` and a retry. Else nothing. */
export function QueryStatus({ query, failedText }: Props) {
  const { t } = useTranslation('auth');
  if (query.isError) {
    return (
      <div className="auth-notice" role="alert">
        <p>{failedText}</p>
        <Button color="primary" onClick={() => void query.refetch()}>
          {t('common:retry')}
        </Button>
      </div>
    );
  }
  if (!query.isPending) return null;
  return (
    <div className="page-status" role="status" aria-label={t('loading')}>
      <DotLoading color="currentColor" />
    </div>
  );
}
