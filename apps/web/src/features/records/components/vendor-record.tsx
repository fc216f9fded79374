import type { VendorRecord } from '@app/contracts';
import { parseLanguage } from '@app/contracts/zod-free';
import { useTranslation } from 'react-i18next';
import { formatDateTime } from '@/shared/format';
import { useMoney } from '@/shared/money';
import { CardChip } from '@/shared/ui/card-chip';
import { Fact } from './outcome-view';

/** A provider's round in one line: its vendor and where the round stands. */
export function VendorSummary({ record }: { record: VendorRecord }) {
  const { t } = useTranslation('records');
  return (
    <>
      {record.vendorName}
      {' · '}
      {t(`vendor.status.${record.status}`)}
    </>
  );
}

/** A provider's game for the list: a card and a chip (drawn here). */
export function VendorBadge() {
  return (
    <svg viewBox="0 0 40 40" className="record-badge is-vendor" aria-hidden="true">
      <CardChip chip="#f3c74f" ring="#8a5a00" />
    </svg>
  );
}

/** A provider's round in the detail sheet: its game, round and amounts. */
export function VendorDetail({ record }: { record: VendorRecord }) {
  const { t, i18n } = useTranslation('records');
  const { money, signed } = useMoney();
  const language = parseLanguage(i18n.language);
  const isOpen = record.status === 'open';
  return (
    <div className="record-detail" data-testid="record-detail">
      <dl className="record-facts">
        <Fact label={t('game')} value={record.gameName} />
        <Fact label={t('vendor.vendor')} value={record.vendorName} />
        <Fact label={t('vendor.round_id')} value={record.roundId} mono />
        <Fact label={t('time')} value={formatDateTime(record.createdAt, language)} />
        {record.settledAt !== null && (
          <Fact label={t('vendor.settled_at')} value={formatDateTime(record.settledAt, language)} />
        )}
        <Fact label={t('stake')} value={money(record.stake)} />
        <Fact label={t('payout')} value={money(record.payout)} />
        <Fact label={t('profit')} value={isOpen ? t('vendor.waiting') : signed(record.profit)} />
      </dl>
    </div>
  );
}
