import type { AgentContract, ContractBook } from '@app/contracts';
import Button from 'antd-mobile/es/components/button';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { formatDateTime } from '@/shared/format';
import { useLanguage } from './use-language';
import { TierTable } from './tier-table';
import { TitledSection } from '@/shared/ui/titled-section';

/** A card of the contracts page under its h3 title. */
export function ContractCard({
  titleId,
  title,
  children,
}: {
  titleId: string;
  title: string;
  children: ReactNode;
}) {
  return (
    <TitledSection
      className="ac-card"
      titleId={titleId}
      level={3}
      titleClassName="ac-section-title"
      title={title}
    >
      {children}
    </TitledSection>
  );
}

/** A contract status as a chip (P pending, A active, E being changed, R rejected, T ended). */
export function StatusChip({ status }: { status: AgentContract['status'] }) {
  const { t } = useTranslation('agentContracts');
  return <span className={`ac-chip is-${status}`}>{t(`status.${status}`)}</span>;
}

/** My contract with my upline: the one in force, and a pending request to accept or reject. */
export function MyContract({
  book,
  busy,
  onAnswer,
}: {
  book: ContractBook;
  busy: boolean;
  onAnswer: (action: 'accept' | 'reject') => void;
}) {
  const { t } = useTranslation('agentContracts');
  const language = useLanguage();
  const { current, pending } = book.mine;
  const from = (row: AgentContract) => row.uplineName ?? t('house');
  return (
    <ContractCard titleId="ac-mine" title={t('mine.title')}>
      {pending && (
        <div className="ac-request" data-testid="ac-request">
          <p className="ac-request-lead">
            {t(
              `mine.${pending.supersedesId ? 'change' : 'offer'}${pending.uplineName ? '' : 'House'}`,
              {
                name: from(pending),
              },
            )}
          </p>
          <TierTable kind={book.kind} terms={pending.terms} />
          <div className="ac-actions">
            <Button fill="outline" disabled={busy} onClick={() => onAnswer('reject')}>
              {t('mine.reject')}
            </Button>
            <Button color="primary" loading={busy} onClick={() => onAnswer('accept')}>
              {t('mine.accept')}
            </Button>
          </div>
        </div>
      )}
      {current ? (
        <div className="ac-current">
          <p className="ac-meta">
            <StatusChip status={current.status} />
            <span>
              {t(current.uplineName ? 'mine.with' : 'mine.withHouse', { name: from(current) })}
            </span>
            {current.startedAt !== null && (
              <span>{t('since', { when: formatDateTime(current.startedAt, language) })}</span>
            )}
          </p>
          <TierTable kind={book.kind} terms={current.terms} />
        </div>
      ) : (
        !pending && <p className="ac-empty">{t('mine.none')}</p>
      )}
    </ContractCard>
  );
}

/** Every contract I was part of, newest first, with who and when. */
export function History({ book }: { book: ContractBook }) {
  const { t } = useTranslation('agentContracts');
  const language = useLanguage();
  if (book.history.length === 0) return null;
  return (
    <ContractCard titleId="ac-history" title={t('history.title')}>
      <ol className="ac-history">
        {book.history.map((row) => (
          <li key={row.id}>
            <p className="ac-meta">
              <StatusChip status={row.status} />
              <span className="ac-history-who">
                {(row.uplineName ?? t('house')) + ' → ' + row.downlineName}
              </span>
              <span>{t('history.version', { version: row.version })}</span>
            </p>
            <p className="ac-history-when">
              {formatDateTime(row.createdAt, language)}
              {row.endedAt !== null &&
                ` · ${t('history.ended', { when: formatDateTime(row.endedAt, language) })}`}
              {row.reason === 'upline.dropped' && ` · ${t('history.cascade')}`}
            </p>
          </li>
        ))}
      </ol>
    </ContractCard>
  );
}
