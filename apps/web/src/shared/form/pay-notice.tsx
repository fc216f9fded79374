import type { ReactNode } from 'react';
import { Link } from 'react-router';

type Props = {
  /** The feature's class prefix and the notice's kind: <prefix>-card <prefix>-<kind>, with its
   * -title, -icon and -link. */
  prefix: string;
  kind: string;
  icon?: ReactNode;
  title: string;
  body: string;
  /** Where the member acts on it, and the link's words. */
  to: string;
  action: string;
  /** A refusal is read out as it appears. */
  isAlert?: boolean;
};

/**
 * What shows instead of a money form when it cannot be used yet: why (no payment password, no
 * receiver, a refusal), and a link to where the member can act on it.
 */
export function PayNotice({ prefix, kind, icon, title, body, to, action, isAlert }: Props) {
  const name = `${prefix}-${kind}`;
  return (
    <section
      className={`${prefix}-card ${name}`}
      role={isAlert ? 'alert' : undefined}
      aria-labelledby={`${name}-title`}
    >
      {icon && (
        <span className={`${name}-icon`} aria-hidden="true">
          {icon}
        </span>
      )}
      <h2 id={`${name}-title`}>{title}</h2>
      <p>{body}</p>
      <Link to={to} className={`pill pill-gold ${name}-link`}>
        {action}
      </Link>
    </section>
  );
}
