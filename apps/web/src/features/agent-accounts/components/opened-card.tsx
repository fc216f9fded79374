import type { OpenedAccount } from '@app/contracts';
import { useTranslation } from 'react-i18next';
import { copyAndSay } from '@/shared/copy-text';
import { useResultHeading } from '@/shared/form/use-result-heading';
import { CheckIcon } from './agent-accounts-icons';
import { TypeBadge } from './type-choice';

/** The account just opened: who, what type, that it may log in now; copy the name, open another. */
export function OpenedCard({ account, onAgain }: { account: OpenedAccount; onAgain: () => void }) {
  const { t } = useTranslation('agentAccounts');
  const heading = useResultHeading();
  const copy = () => copyAndSay(t, account.account);
  return (
    <section className="aa-card aa-opened" aria-labelledby="aa-opened-title">
      <span className="aa-opened-icon" aria-hidden="true">
        <CheckIcon />
      </span>
      <h2 id="aa-opened-title" ref={heading} tabIndex={-1}>
        {t('opened.title')}
      </h2>
      <p className="aa-opened-name">
        <strong data-testid="opened-account">{account.account}</strong>
        <TypeBadge type={account.type} />
      </p>
      {account.nickname && <p className="aa-muted">{account.nickname}</p>}
      <p className="aa-muted">{t('opened.login_now')}</p>
      <div className="aa-actions">
        <button type="button" className="pill pill-outline" onClick={() => void copy()}>
          {t('opened.copy')}
        </button>
        <button type="button" className="pill pill-gold" onClick={onAgain}>
          {t('opened.again')}
        </button>
      </div>
    </section>
  );
}
