import { Fragment, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';

/** Requests a money screen lists under its form (the record screen has them all). */
export const RECENT_REQUESTS = 5;
/** Which requests show under a money form: the last 30 days', any status, the newest few. */
export const RECENT_FILTER = { period: '30d', status: 'all', pageSize: RECENT_REQUESTS } as const;

/**
 * The request just made, as the recent list last saw it (approved or paid meanwhile, cancelled
 * …), and its setter: undefined again when the member starts another.
 */
export function useCurrentRequest<C extends { id: number }, R extends { id: number }>(
  list: readonly R[] | undefined,
) {
  const [created, setCreated] = useState<C>();
  const current = created && (list?.find((request) => request.id === created.id) ?? created);
  return [current, setCreated] as const;
}

/**
 * The member's recent requests under a money form, newest first, with a link to all of them:
 * <prefix>-recent, -recent-head, -recent-title, -list and -recent-empty; the namespace's
 * recent.title, .all and .empty.
 */
export function RecentRequests<R extends { id: number }>(props: {
  ns: string;
  prefix: string;
  /** The heading's level on its screen. */
  level: 'h2' | 'h3';
  /** The record screen. */
  to: string;
  list: readonly R[] | undefined;
  renderRow: (request: R) => ReactNode;
}) {
  const { ns, prefix, list, renderRow } = props;
  const { t } = useTranslation(ns);
  const Heading = props.level;
  return (
    <section className={`${prefix}-recent`} aria-labelledby={`${prefix}-recent-title`}>
      <div className={`${prefix}-recent-head`}>
        <Heading id={`${prefix}-recent-title`}>{t('recent.title')}</Heading>
        <Link to={props.to}>{t('recent.all')}</Link>
      </div>
      {list && list.length > 0 ? (
        <ul className={`${prefix}-list`}>
          {list.map((request) => (
            <Fragment key={request.id}>{renderRow(request)}</Fragment>
          ))}
        </ul>
      ) : (
        <p className={`${prefix}-recent-empty`}>{t('recent.empty')}</p>
      )}
    </section>
  );
}
