import type { ContractBook, ContractTerms, DownlineContracts } from '@app/contracts';
import Button from 'antd-mobile/es/components/button';
import { useTranslation } from 'react-i18next';
import { ContractCard, StatusChip } from './contract-parts';
import { TierEditor } from './tier-editor';
import { TierTable } from './tier-table';

type Props = {
  book: ContractBook;
  editing: number | null;
  busy: boolean;
  refusal: string | null;
  onEdit: (customerId: number | null) => void;
  onOffer: (customerId: number, terms: ContractTerms) => void;
  onTerminate: (row: DownlineContracts) => void;
};

/** The contracts I gave my direct downline agents: offer, change, terminate. */
export function DownlineContractsList({
  book,
  editing,
  busy,
  refusal,
  onEdit,
  onOffer,
  onTerminate,
}: Props) {
  const { t } = useTranslation('agentContracts');
  return (
    <ContractCard titleId="ac-given" title={t('given.title')}>
      {book.bound === null && <p className="ac-note">{t('given.noBound')}</p>}
      {book.downlines.length === 0 ? (
        <p className="ac-empty">{t('given.none')}</p>
      ) : (
        <ul className="ac-downlines">
          {book.downlines.map((row) => {
            const shown = row.pending ?? row.current;
            return (
              <li key={row.customerId} className="ac-downline" data-testid="ac-downline">
                <div className="ac-downline-head">
                  <strong className="ac-name">{row.customerName}</strong>
                  {shown ? (
                    <StatusChip status={shown.status} />
                  ) : (
                    <span className="ac-chip">{t('given.noContract')}</span>
                  )}
                </div>
                {shown && editing !== row.customerId && (
                  <TierTable kind={book.kind} terms={shown.terms} />
                )}
                {editing === row.customerId ? (
                  <TierEditor
                    kind={book.kind}
                    name={row.customerName}
                    initial={shown?.terms ?? null}
                    bound={book.bound}
                    isPending={busy}
                    refusal={refusal}
                    onCancel={() => onEdit(null)}
                    onSubmit={(terms) => onOffer(row.customerId, terms)}
                  />
                ) : (
                  book.bound !== null && (
                    <div className="ac-actions">
                      {shown && (
                        <Button
                          size="small"
                          fill="outline"
                          disabled={busy}
                          onClick={() => onTerminate(row)}
                        >
                          {t(row.current ? 'given.terminate' : 'given.withdraw')}
                        </Button>
                      )}
                      <Button size="small" color="primary" onClick={() => onEdit(row.customerId)}>
                        {t(shown ? 'given.change' : 'given.offer')}
                      </Button>
                    </div>
                  )
                )}
              </li>
            );
          })}
        </ul>
      )}
    </ContractCard>
  );
}
