import { useTranslate } from '@refinedev/core';
import { CONTRACT_KINDS, type ContractKind } from '@app/contracts';
import { Select } from 'antd';

/** The filter of a payouts list (contracts, runs) by kind of contract: all kinds, or one. */
export function KindFilter({
  value,
  onChange,
  width,
}: {
  value: ContractKind | '';
  onChange: (kind: ContractKind | '') => void;
  width: number;
}) {
  const t = useTranslate();
  return (
    <Select<ContractKind | ''>
      value={value}
      onChange={onChange}
      style={{ width }}
      aria-label={t('payouts.kind.label')}
      options={[
        { value: '', label: t('payouts.kind.all') },
        ...CONTRACT_KINDS.map((kind) => ({ value: kind, label: t(`payouts.kind.${kind}`) })),
      ]}
    />
  );
}
