import type { ContractKind, ContractTerms } from '@app/contracts';
import { useTranslation } from 'react-i18next';
import { useMoney } from '@/shared/money';
import { rateText } from '../lib/tiers';

/** A contract's tiers as a small table: bet (and net loss), active members, rate or amount. */
export function TierTable({ kind, terms }: { kind: ContractKind; terms: ContractTerms }) {
  const { t } = useTranslation('agentContracts');
  const { money } = useMoney();
  const dividend = kind === 'dividend';
  return (
    <div className="ac-tiers-wrap">
      {'window' in terms && (
        <p className="ac-terms-note">{t('window', { minutes: terms.window })}</p>
      )}
      {'period' in terms && <p className="ac-terms-note">{t(`period.${terms.period}`)}</p>}
      <table className="ac-tiers">
        <thead>
          <tr>
            <th scope="col">{t(dividend ? 'tier.teamBet' : 'tier.validBet')}</th>
            {dividend && <th scope="col">{t('tier.netLoss')}</th>}
            <th scope="col">{t('tier.members')}</th>
            <th scope="col">{t('tier.pay')}</th>
          </tr>
        </thead>
        <tbody>
          {terms.tiers.map((tier, index) => (
            <tr key={index} aria-label={`${t('tier.level')} ${index + 1}`}>
              <td>{money('minTeamBet' in tier ? tier.minTeamBet : tier.minValidBet)}</td>
              {dividend && <td>{'minNetLoss' in tier ? money(tier.minNetLoss) : ''}</td>}
              <td>{tier.minActiveMembers}</td>
              <td className="ac-pay">
                {'fixedAmount' in tier && tier.fixedAmount !== undefined
                  ? money(tier.fixedAmount)
                  : `${rateText(tier.rateBp ?? 0)}%`}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
