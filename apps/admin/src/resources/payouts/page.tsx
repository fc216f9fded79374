import { List } from '@refinedev/antd';
import { useTranslate } from '@refinedev/core';
import { Tabs } from 'antd';
import { ContractsTab } from './contracts-tab';
import { RunsTab } from './runs-tab';
import { SettingsTab } from './settings-tab';

/**
 * Agent payouts (issue 29): the period engine's runs (preview, pay, hold, re-run), its settings,
 * and the house's contracts with its top agents. Every role reads; paying needs money, the rest
 * agents (the server's permissions, shown as buttons only to roles that have them).
 */
export function PayoutsPage() {
  const t = useTranslate();
  return (
    <List title={t('payouts.menu')}>
      <Tabs
        destroyOnHidden
        items={[
          { key: 'runs', label: t('payouts.tabs.runs'), children: <RunsTab /> },
          { key: 'settings', label: t('payouts.tabs.settings'), children: <SettingsTab /> },
          { key: 'contracts', label: t('payouts.tabs.contracts'), children: <ContractsTab /> },
        ]}
      />
    </List>
  );
}
