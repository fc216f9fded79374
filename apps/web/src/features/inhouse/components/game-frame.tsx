import type { InhouseGame } from '@app/contracts';
import { parseLanguage } from '@app/contracts/zod-free';
import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { formatMoney } from '@/shared/format';
import { useBalanceMinor } from '@/shared/money';
import { FairnessSheet } from './fairness-sheet';
import { ShieldIcon, ListIcon } from './game-icons';

/** The member's balance in minor units and its symbol, as the header shows it. */
export const useGameBalance = useBalanceMinor;

/**
 * What both games share: the balance at the top, the fairness sheet and the records link, then
 * the game's own board and controls.
 */
export function GameFrame({ game, children }: { game: InhouseGame; children: ReactNode }) {
  const { t, i18n } = useTranslation('inhouse');
  const { balance, symbol } = useGameBalance();
  const [fairnessOpen, setFairnessOpen] = useState(false);
  return (
    <section className={`inhouse-page inhouse-${game}`} aria-label={t(`${game}.title`)}>
      <div className="inhouse-bar">
        <div className="inhouse-balance">
          <span className="inhouse-balance-label">{t('balance')}</span>
          <span className="inhouse-balance-amount" data-testid="game-balance">
            {balance === undefined
              ? '…'
              : formatMoney(balance, symbol, parseLanguage(i18n.language))}
          </span>
        </div>
        <button type="button" className="inhouse-tool" onClick={() => setFairnessOpen(true)}>
          <ShieldIcon />
          <span>{t('fairness.open')}</span>
        </button>
        <Link to="/m/gameRecord" className="inhouse-tool">
          <ListIcon />
          <span>{t('records')}</span>
        </Link>
      </div>
      {children}
      <FairnessSheet game={game} open={fairnessOpen} onClose={() => setFairnessOpen(false)} />
    </section>
  );
}
