import { MIN_BET_CHOICES, type GameClassify, type GameType, type VendorInfo } from '@app/contracts';
import Button from 'antd-mobile/es/components/button';
import Popup from 'antd-mobile/es/components/popup';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';

/** What the filter panel chooses (SPEC §2): a vendor; for slots a game type and a minimum bet. */
export type GameFilterChoice = { vassalage?: string; gameClassify?: string; minBet?: number };

type Props = {
  visible: boolean;
  gameType: GameType;
  vendors: readonly VendorInfo[];
  classes: readonly GameClassify[];
  value: GameFilterChoice;
  onSubmit: (choice: GameFilterChoice) => void;
  onClose: () => void;
};

/**
 * SPEC §2 filter panel: vendors (with All), game type and minimum bet (slots only), Submit and
 * Reset; choosing the chosen vendor again clears it; for lottery, other games lead to /m/lottery.
 */
export function FilterSheet({
  visible,
  gameType,
  vendors,
  classes,
  value,
  onSubmit,
  onClose,
}: Props) {
  const { t } = useTranslation('games');
  const [draft, setDraft] = useState<GameFilterChoice>(value);
  // The sheet opens on what applies, from its first frame: a draft left by a dismissed sheet (or
  // a vendor chosen in the carousel since) must not show while it slides in, nor take a tap.
  const [wasVisible, setWasVisible] = useState(visible);
  if (visible !== wasVisible) {
    setWasVisible(visible);
    if (visible) setDraft(value);
  }
  const isSlots = gameType === 'SLOTS';
  const set = (change: GameFilterChoice) => setDraft((current) => ({ ...current, ...change }));
  return (
    <Popup
      visible={visible}
      onMaskClick={onClose}
      onClose={onClose}
      bodyClassName="filter-sheet"
      destroyOnClose
    >
      <h2 className="filter-title">{t('filter_title')}</h2>
      <ChoiceGroup
        label={t('filter_vendor')}
        options={[
          { key: undefined, label: t('all') },
          ...vendors.map((vendor) => ({ key: vendor.vassalage, label: vendor.displayName })),
        ]}
        value={draft.vassalage}
        onChange={(vassalage) =>
          set({ vassalage: vassalage === draft.vassalage ? undefined : vassalage })
        }
      />
      {isSlots && classes.length > 0 && (
        <ChoiceGroup
          label={t('filter_type')}
          options={[
            { key: undefined, label: t('all') },
            ...classes.map((item) => ({ key: item.key, label: item.displayName })),
          ]}
          value={draft.gameClassify}
          onChange={(gameClassify) => set({ gameClassify })}
        />
      )}
      {isSlots && (
        <ChoiceGroup
          label={t('filter_min_bet')}
          options={[
            { key: undefined, label: t('any') },
            ...MIN_BET_CHOICES.map((bet) => ({ key: String(bet), label: bet.toFixed(2) })),
          ]}
          value={draft.minBet === undefined ? undefined : String(draft.minBet)}
          onChange={(bet) => set({ minBet: bet === undefined ? undefined : Number(bet) })}
        />
      )}
      {gameType === 'LOTTERY' && (
        <p className="filter-other">
          {t('other_games')}: <Link to="/m/lottery">{t('lottery_lobby')}</Link>
        </p>
      )}
      <div className="filter-actions">
        <Button
          fill="outline"
          onClick={() => {
            setDraft({});
            onSubmit({});
          }}
        >
          {t('reset')}
        </Button>
        <Button color="primary" onClick={() => onSubmit(draft)}>
          {t('submit')}
        </Button>
      </div>
    </Popup>
  );
}

type Option = { key: string | undefined; label: string };

function ChoiceGroup({
  label,
  options,
  value,
  onChange,
}: {
  label: string;
  options: Option[];
  value: string | undefined;
  onChange: (key: string | undefined) => void;
}) {
  return (
    <fieldset className="filter-group">
      <legend>{label}</legend>
      <div className="filter-options">
        {options.map((option) => (
          <button
            key={option.key ?? 'ALL'}
            type="button"
            className={`filter-option${option.key === value ? ' is-active' : ''}`}
            aria-pressed={option.key === value}
            onClick={() => onChange(option.key)}
          >
            {option.label}
          </button>
        ))}
      </div>
    </fieldset>
  );
}
