import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { ChevronIcon } from '@/shared/ui/icons';

/**
 * One row of the security centre: what it is, its state, and an action that opens its form
 * below (the form closes itself when done).
 */
export function Panel({
  id,
  icon,
  title,
  status,
  action,
  children,
}: {
  id: string;
  icon: ReactNode;
  title: string;
  status: string;
  action?: string;
  children?: (close: () => void) => ReactNode;
}) {
  const { t } = useTranslation('security');
  const [isOpen, setOpen] = useState(false);
  return (
    <section className="security-panel" aria-labelledby={`${id}-title`}>
      <div className="security-row">
        <span className="security-icon" aria-hidden="true">
          {icon}
        </span>
        <div className="security-text">
          <h2 id={`${id}-title`}>{title}</h2>
          <p className="security-status">{status}</p>
        </div>
        {action && children && (
          <button
            type="button"
            className="security-action"
            aria-expanded={isOpen}
            aria-controls={`${id}-form`}
            onClick={() => setOpen(!isOpen)}
          >
            {isOpen ? t('cancel') : action}
          </button>
        )}
      </div>
      {isOpen && children && (
        <div id={`${id}-form`} className="security-form">
          {children(() => setOpen(false))}
        </div>
      )}
    </section>
  );
}

/** A panel that is a link to the page where its setting changes. */
export function LinkPanel(props: { to: string; icon: ReactNode; title: string; status: string }) {
  return (
    <section className="security-panel">
      <Link to={props.to} className="security-row security-link">
        <span className="security-icon" aria-hidden="true">
          {props.icon}
        </span>
        <span className="security-text">
          <h2>{props.title}</h2>
          <p className="security-status">{props.status}</p>
        </span>
        <ChevronIcon />
      </Link>
    </section>
  );
}
