import type { ContractKind, ContractTerms, DownlineContracts } from '@app/contracts';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { dialog, toast } from '@/shared/feedback';
import { QueryState } from '@/shared/ui/query-state';
import { useContractAction, useContractBook } from '../api/contracts';
import { History, MyContract } from './contract-parts';
import { DownlineContractsList } from './downline-contracts';
import './contracts.css';

const errorText = (error: unknown) => (error instanceof Error ? error.message : null);

/**
 * A contract screen (daily salary, dividend, hourly salary; issue 27): my contract with my upline
 * (accept or reject a request), the ones I gave my direct downline agents (offer, change,
 * terminate) and the history. Exempt types see that they have no contracts.
 */
function ContractPage({ kind }: { kind: ContractKind }) {
  const { t } = useTranslation('agentContracts');
  const book = useContractBook(kind);
  const action = useContractAction(kind);
  const [editing, setEditing] = useState<number | null>(null);
  const refusal = action.isError ? errorText(action.error) : null;

  const run = (body: Parameters<typeof action.mutate>[0], done: string, after?: () => void) =>
    action.mutate(body, {
      onSuccess: () => {
        toast.success(t(done));
        after?.();
      },
      onError: (error) => {
        if (body.action !== 'offer') toast.message(errorText(error) ?? t('issue.count'));
      },
    });

  const answer = (choice: 'accept' | 'reject') => run({ action: choice }, `done.${choice}`);
  const offer = (downlineId: number, terms: ContractTerms) =>
    run({ action: 'offer', downlineId, terms }, 'done.offer', () => setEditing(null));
  async function terminate(row: DownlineContracts) {
    const sure = await dialog.confirm({
      title: t('given.confirmTitle'),
      content: t('given.confirm', { name: row.customerName }),
      confirmText: t('given.terminate'),
      cancelText: t('editor.cancel'),
    });
    if (sure) run({ action: 'terminate', downlineId: row.customerId }, 'done.terminate');
  }

  return (
    <section className="ac-page" data-kind={kind}>
      <header className="ac-hero">
        <h2 className="ac-title">{t(`kind.${kind}.title`)}</h2>
        <p className="ac-lead">{t(`kind.${kind}.lead`)}</p>
      </header>
      <QueryState query={book} skeletonRows={5}>
        {(data) =>
          data.exempt ? (
            <p className="ac-card ac-empty">{t('exempt')}</p>
          ) : (
            <>
              <MyContract book={data} busy={action.isPending} onAnswer={answer} />
              <DownlineContractsList
                book={data}
                editing={editing}
                busy={action.isPending}
                refusal={refusal}
                onEdit={(id) => {
                  action.reset();
                  setEditing(id);
                }}
                onOffer={offer}
                onTerminate={(row) => void terminate(row)}
              />
              <History book={data} />
            </>
          )
        }
      </QueryState>
    </section>
  );
}

/** /m/member/agent/getSalaryContract */
export const SalaryContractPage = () => <ContractPage kind="daily_salary" />;
/** /m/member/agent/getDevidendContract */
export const DividendContractPage = () => <ContractPage kind="dividend" />;
/** /m/member/agent/getHourContract */
export const HourContractPage = () => <ContractPage kind="hourly_salary" />;
