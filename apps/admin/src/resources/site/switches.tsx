import { useTranslate } from '@refinedev/core';
import type { OperatorMerchantState } from '@app/contracts';
import { App, Card, Flex, Switch, Typography } from 'antd';
import { useState } from 'react';

type SwitchRow = {
  /** The URL segment of its PUT. */
  path: 'maintenance' | 'region-restriction' | 'withdrawal' | 'vip-benefit-display';
  /** Its text keys under site.switches. */
  label: string;
  field: 'maintenance' | 'regionRestriction' | 'withdrawalEnabled' | 'vipBenefitDisplay';
  /** The value that stops players at once, so it is asked for twice; and the question. */
  risky?: { value: boolean; confirm: string };
};

const ROWS: readonly SwitchRow[] = [
  {
    path: 'maintenance',
    label: 'maintenance',
    field: 'maintenance',
    risky: { value: true, confirm: 'maintenanceOnConfirm' },
  },
  {
    path: 'region-restriction',
    label: 'regionRestriction',
    field: 'regionRestriction',
    risky: { value: true, confirm: 'regionOnConfirm' },
  },
  {
    path: 'withdrawal',
    label: 'withdrawal',
    field: 'withdrawalEnabled',
    risky: { value: false, confirm: 'withdrawalOffConfirm' },
  },
  { path: 'vip-benefit-display', label: 'vipBenefitDisplay', field: 'vipBenefitDisplay' },
];

/** The merchant's four switches, each a PUT {enabled}; those that stop players ask first. */
export function SiteSwitches({
  code,
  state,
  may,
  send,
}: {
  code: string;
  state: OperatorMerchantState | undefined;
  may: boolean;
  send: (path: string, method: 'put', values: object) => Promise<boolean>;
}) {
  const t = useTranslate();
  const { modal } = App.useApp();
  const [busy, setBusy] = useState<string>();

  const change = async (row: SwitchRow, enabled: boolean) => {
    setBusy(row.path);
    try {
      await send(row.path, 'put', { enabled });
    } finally {
      setBusy(undefined);
    }
  };

  const toggle = (row: SwitchRow, enabled: boolean) => {
    if (row.risky?.value !== enabled) {
      void change(row, enabled);
      return;
    }
    modal.confirm({
      title: t(`site.switches.${row.label}`),
      content: t(`site.switches.${row.risky.confirm}`, { merchant: code }),
      okText: t('actions.confirm'),
      cancelText: t('actions.cancel'),
      okButtonProps: { danger: true },
      onOk: () => change(row, enabled),
    });
  };

  return (
    <Card title={t('site.switches.title')} size="small">
      <Flex vertical gap={12}>
        {ROWS.map((row) => {
          const value = state?.[row.field];
          const danger = row.risky !== undefined && value === row.risky.value;
          return (
            <Flex key={row.path} justify="space-between" align="center" gap={16}>
              <div>
                <Typography.Text strong id={`site-switch-${row.path}`}>
                  {t(`site.switches.${row.label}`)}
                </Typography.Text>
                <div>
                  <Typography.Text type="secondary">
                    {t(`site.switches.${row.label}Hint`)}
                  </Typography.Text>
                </div>
              </div>
              <Switch
                aria-labelledby={`site-switch-${row.path}`}
                checked={value === true}
                disabled={!may || state === undefined}
                loading={busy === row.path}
                checkedChildren={t('site.on')}
                unCheckedChildren={t('site.off')}
                style={{ flexShrink: 0, ...(danger ? { background: '#cf1322' } : {}) }}
                onChange={(enabled) => toggle(row, enabled)}
              />
            </Flex>
          );
        })}
      </Flex>
    </Card>
  );
}
