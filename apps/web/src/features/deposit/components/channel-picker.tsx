import type { DepositChannel } from '@app/contracts';
import { useTranslation } from 'react-i18next';
import { useMoney } from '@/shared/money';
import { feeTag } from '../lib/fee';
import { ChannelIcon } from './channel-icon';

/** ₱100.00 → ₱100: limits are whole pesos, and the card is narrow. */
const whole = (text: string) => text.replace(/[.,]00$/, '');

type Props = {
  channels: readonly DepositChannel[];
  value: string | undefined;
  onChange: (code: string) => void;
};

/** The merchant's channels as cards: badge, name, limits and fee; one chosen at a time. */
export function ChannelPicker({ channels, value, onChange }: Props) {
  const { t } = useTranslation('deposit');
  const { money } = useMoney();
  return (
    <div className="channel-grid" role="radiogroup" aria-label={t('channel.label')}>
      {channels.map((channel) => {
        const fee = feeTag(channel, money);
        const checked = channel.code === value;
        return (
          <button
            key={channel.code}
            type="button"
            role="radio"
            aria-checked={checked}
            className="channel-card"
            data-channel={channel.code}
            onClick={() => onChange(channel.code)}
          >
            <ChannelIcon kind={channel.kind} code={channel.code} />
            <span className="channel-name">{channel.name}</span>
            <span className="channel-range">
              {whole(money(channel.minAmount))} – {whole(money(channel.maxAmount))}
            </span>
            <span className={`channel-fee${fee.key === 'fee.none' ? ' is-free' : ''}`}>
              {t(fee.key, { value: fee.value })}
            </span>
          </button>
        );
      })}
    </div>
  );
}
