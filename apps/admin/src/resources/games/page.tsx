import { List } from '@refinedev/antd';
import { useTranslate } from '@refinedev/core';
import { Tabs } from 'antd';
import { useState } from 'react';
import { useCatalogue } from './catalogue';
import { GamesTab } from './games-tab';
import { ProvidersTab } from './providers-tab';
import { ReconciliationTab } from './reconciliation-tab';
import { VendorsTab } from './vendors-tab';

type Tab = 'vendors' | 'games' | 'providers' | 'reconciliation';

/**
 * The lobby's catalogue and its providers: vendors and games switched on or off, hot and new,
 * ordered as the lobby shows them; the game providers' settings and their daily reconciliation.
 * Every role reads; changes need the games permission (their buttons are left out otherwise).
 */
export function GamesPage() {
  const t = useTranslate();
  const catalogue = useCatalogue();
  const [tab, setTab] = useState<Tab>('games');
  const [vendor, setVendor] = useState<string>();

  return (
    <List title={t('games.menu')}>
      <Tabs
        activeKey={tab}
        onChange={(key) => setTab(key as Tab)}
        destroyOnHidden
        items={[
          {
            key: 'games',
            label: t('games.tabs.games'),
            children: <GamesTab catalogue={catalogue} vendor={vendor} onVendor={setVendor} />,
          },
          {
            key: 'vendors',
            label: t('games.tabs.vendors'),
            children: (
              <VendorsTab
                catalogue={catalogue}
                onShowGames={(code) => {
                  setVendor(code);
                  setTab('games');
                }}
              />
            ),
          },
          {
            key: 'providers',
            label: t('games.tabs.providers'),
            children: <ProvidersTab vendors={catalogue.vendors} />,
          },
          {
            key: 'reconciliation',
            label: t('games.tabs.reconciliation'),
            children: <ReconciliationTab />,
          },
        ]}
      />
    </List>
  );
}
