import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { memberPnlPath } from '@/shared/paths';

/**
 * A team list row's actions on one downline: into its own team (when onDrill is given: agents)
 * and to its P&L screen, then any more (children). Texts from the namespace: row.drill and
 * row.drill_label, `pnl` and `pnl`_label, the labels naming the member.
 */
export function DownlineActions(props: {
  ns: string;
  className: string;
  row: { customerId: number; customerName: string };
  /** The key of the P&L link's text. */
  pnl: string;
  onDrill?: () => void;
  children?: ReactNode;
}) {
  const { t } = useTranslation(props.ns);
  const { customerId, customerName: name } = props.row;
  return (
    <div className={props.className}>
      {props.onDrill && (
        <button
          type="button"
          className="pill pill-gold"
          aria-label={t('row.drill_label', { name })}
          onClick={props.onDrill}
        >
          {t('row.drill')}
        </button>
      )}
      <Link
        className="pill pill-outline"
        to={memberPnlPath(customerId)}
        aria-label={t(`${props.pnl}_label`, { name })}
      >
        {t(props.pnl)}
      </Link>
      {props.children}
    </div>
  );
}
