import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
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

/**
 * Instead of a money form while no payment password is set: a link to the security centre where
 * one is set, in the feature's words (`ns`: setup.title, setup.body, setup.action).
 */
export function SetupPasswordNotice({
  ns,
  prefix,
  icon,
}: {
  ns: string;
  prefix: string;
  icon?: ReactNode;
}) {
  const { t } = useTranslation(ns);
  return (
    <PayNotice
      prefix={prefix}
      kind="setup"
      icon={icon}
      title={t('setup.title')}
      body={t('setup.body')}
      to="/m/securityCenter"
      action={t('setup.action')}
    />
  );
}
