import { percentOfBp, rateRange } from '@app/contracts';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { QueryState } from '@/shared/ui/query-state';
import { useDirectDownlines, useDownlineRebates, useRebateSettings } from '../api/rebates';
import { DownlineRatesForm } from './downline-rates-form';
import './agent-rebates.css';

/**
 * /m/member/agent/agentRebeat: the agent's own rebate rate per product with the merchant's
 * bounds, its quota use for the top rates, and a direct downline's rates to raise (picked from
 * the list or by name; the team list links here with ?memberId=).
 */
export function AgentRebatePage() {
  const { t } = useTranslation('agentRebates');
  const settings = useRebateSettings();
  const downlines = useDirectDownlines();
  const [params] = useSearchParams();
  const linked = Number(params.get('memberId'));
  const [chosen, setChosen] = useState<number | undefined>(linked > 0 ? linked : undefined);
  const [name, setName] = useState('');
  const downline = useDownlineRebates(chosen);
  const matches = (downlines.data ?? []).filter((member) =>
    member.customerName.toLowerCase().includes(name.trim().toLowerCase()),
  );

  return (
    <section className="arb-page" aria-label={t('title')}>
      <QueryState query={settings} skeletonRows={4}>
        {(data) => (
          <>
            <div className="arb-card">
              <h2>{t('own.title')}</h2>
              <table className="arb-table">
                <thead>
                  <tr>
                    <th scope="col">{t('own.product')}</th>
                    <th scope="col">{t('own.rate')}</th>
                    <th scope="col">{t('own.bounds')}</th>
                  </tr>
                </thead>
                <tbody>
                  {data.settings.map((row) => (
                    <tr key={row.product}>
                      <th scope="row">{t(`products.${row.product}`)}</th>
                      <td className="arb-rate">{percentOfBp(row.rateBp)}%</td>
                      <td>{rateRange(row.minBp, row.maxBp)}</td>
                    </tr>
                  ))}
                </tbody>
              </table>
            </div>
            <div className="arb-card">
              <h2>{t('quotas.title')}</h2>
              <p className="arb-note">{t('quotas.note')}</p>
              <ul className="arb-quotas">
                {data.quotas.map((quota) => (
                  <li key={`${quota.product}:${quota.rateBp}`}>
                    <span>
                      {t(`products.${quota.product}`)} · {percentOfBp(quota.rateBp)}%
                    </span>
                    <strong>{t('quotas.use', { used: quota.used, limit: quota.limit })}</strong>
                  </li>
                ))}
              </ul>
            </div>
            <div className="arb-card">
              <h2>{t('downline.title')}</h2>
              <p className="arb-note">{t('downline.note')}</p>
              <label className="arb-search">
                <span className="visually-hidden">{t('downline.search')}</span>
                <input
                  type="search"
                  value={name}
                  maxLength={32}
                  placeholder={t('downline.placeholder')}
                  autoCapitalize="none"
                  autoCorrect="off"
                  spellCheck={false}
                  onChange={(event) => setName(event.target.value)}
                />
              </label>
              <div className="arb-picks" role="listbox" aria-label={t('downline.pick')}>
                {matches.map((member) => (
                  <button
                    key={member.customerId}
                    type="button"
                    role="option"
                    aria-selected={member.customerId === chosen}
                    className="arb-pick"
                    onClick={() => setChosen(member.customerId)}
                  >
                    {member.customerName}
                  </button>
                ))}
                {downlines.data && matches.length === 0 && (
                  <p className="arb-note">{t('downline.none')}</p>
                )}
              </div>
              {chosen !== undefined && (
                <QueryState query={downline} skeletonRows={3}>
                  {(member) => (
                    <>
                      <p className="arb-who">{t('downline.of', { name: member.account })}</p>
                      <DownlineRatesForm
                        key={member.memberId}
                        downline={member}
                        own={data.settings}
                      />
                    </>
                  )}
                </QueryState>
              )}
            </div>
          </>
        )}
      </QueryState>
    </section>
  );
}
