import { List } from '@refinedev/antd';
import { useTranslate } from '@refinedev/core';
import { Tabs } from 'antd';
import { useState } from 'react';
import { announcements } from './announcements';
import { ContentTab } from './content-tab';
import { help } from './help';
import { hotMatches } from './hot-matches';

const KINDS = [announcements, hotMatches, help] as const;

/**
 * What members read (SPEC §3): notices, banners and pop-ups; hot matches; help entries. One tab
 * per kind; the content permission adds, edits and deletes, every role reads.
 */
export function ContentPage() {
  const t = useTranslate();
  const [tab, setTab] = useState<string>(announcements.kind);
  return (
    <List title={t('content.menu')}>
      <Tabs
        activeKey={tab}
        onChange={setTab}
        destroyOnHidden
        items={KINDS.map((spec) => ({
          key: spec.kind,
          label: t(`content.tabs.${spec.kind}`),
          children: <ContentTab spec={spec as never} />,
        }))}
      />
    </List>
  );
}
