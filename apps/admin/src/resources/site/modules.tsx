import { useTranslate } from '@refinedev/core';
import type { WhitelabelNode } from '@app/contracts';
import { App, Card, Flex, Input, Segmented, Switch, Table, Tag, Typography } from 'antd';
import type { TableColumnsType } from 'antd';
import { useMemo, useState } from 'react';

/** One module of the white-label tree, flattened in the tree's order. */
export type ModuleRow = {
  modId: string;
  /** The module's own switch. */
  enabled: boolean;
  /** What players get: on only when it and every group above it are on. */
  effective: boolean;
  parent: string | null;
  depth: number;
  /** How many modules sit below it. */
  below: number;
};

/** Flags whose "on" takes something away from players (SPEC's HIAGECEN3 hides the agency centre). */
const HIDING = new Set(['HIAGECEN3']);

export function flattenModules(
  nodes: readonly WhitelabelNode[],
  parent: string | null = null,
  depth = 0,
  parentOn = true,
): ModuleRow[] {
  return nodes.flatMap((node) => {
    const effective = parentOn && node.enabled;
    const children = flattenModules(node.childrenNodes, node.modId, depth + 1, effective);
    return [
      {
        modId: node.modId,
        enabled: node.enabled,
        effective,
        parent,
        depth,
        below: children.length,
      },
      ...children,
    ];
  });
}

type Show = 'all' | 'on' | 'off';

/**
 * Every white-label module of the merchant (SPEC §6's flags and §7's module ids, grouped) with its
 * code, its name, its own switch and what players get; searchable by code or name.
 */
export function ModulesCard({
  tree,
  may,
  send,
}: {
  tree: readonly WhitelabelNode[] | undefined;
  may: boolean;
  send: (path: string, method: 'put', values: object) => Promise<boolean>;
}) {
  const t = useTranslate();
  const { modal } = App.useApp();
  const [search, setSearch] = useState('');
  const [show, setShow] = useState<Show>('all');
  const [busy, setBusy] = useState<string>();
  const rows = useMemo(() => flattenModules(tree ?? []), [tree]);
  const nameOf = (modId: string) => t(`site.modules.names.${modId}`, {}, '');

  const needle = search.trim().toLowerCase();
  const shown = rows.filter(
    (row) =>
      (show === 'all' || row.enabled === (show === 'on')) &&
      (needle === '' ||
        row.modId.toLowerCase().includes(needle) ||
        nameOf(row.modId).toLowerCase().includes(needle)),
  );

  const change = async (row: ModuleRow, enabled: boolean) => {
    setBusy(row.modId);
    try {
      await send(`whitelabel/${encodeURIComponent(row.modId)}`, 'put', { enabled });
    } finally {
      setBusy(undefined);
    }
  };

  const toggle = (row: ModuleRow, enabled: boolean) => {
    // Taking something away from players asks first; giving it back does not.
    const takesAway = HIDING.has(row.modId) ? enabled : !enabled;
    if (!takesAway || !row.effective) {
      void change(row, enabled);
      return;
    }
    const name = nameOf(row.modId) ? `${nameOf(row.modId)} (${row.modId})` : row.modId;
    modal.confirm({
      title: row.modId,
      content:
        row.below > 0
          ? t('site.modules.groupOffConfirm', { name, count: row.below })
          : t('site.modules.moduleOffConfirm', { name }),
      okText: t('actions.confirm'),
      cancelText: t('actions.cancel'),
      okButtonProps: { danger: true },
      onOk: () => change(row, enabled),
    });
  };

  const columns: TableColumnsType<ModuleRow> = [
    {
      title: t('site.modules.code'),
      dataIndex: 'modId',
      width: 210,
      render: (modId: string, row) => (
        <span style={{ paddingLeft: needle || show !== 'all' ? 0 : row.depth * 20 }}>
          <Typography.Text code strong={row.below > 0}>
            {modId}
          </Typography.Text>
        </span>
      ),
    },
    {
      title: t('site.modules.name'),
      dataIndex: 'modId',
      key: 'name',
      render: (modId: string, row) =>
        row.below > 0 ? <strong>{nameOf(modId)}</strong> : nameOf(modId) || '—',
    },
    {
      title: t('site.modules.group'),
      dataIndex: 'parent',
      width: 170,
      // Below 1200 px the indentation tells the group; the name needs the room.
      responsive: ['xl'],
      render: (parent: string | null) => (parent ? nameOf(parent) || parent : '—'),
    },
    {
      title: t('site.modules.own'),
      dataIndex: 'enabled',
      width: 90,
      render: (enabled: boolean, row) => (
        <Switch
          aria-label={row.modId}
          size="small"
          checked={enabled}
          disabled={!may}
          loading={busy === row.modId}
          onChange={(value) => toggle(row, value)}
        />
      ),
    },
    {
      title: t('site.modules.effective'),
      dataIndex: 'effective',
      width: 180,
      render: (effective: boolean, row) =>
        effective ? (
          <Tag color="green">{t('site.on')}</Tag>
        ) : row.enabled ? (
          <Tag color="orange">{t('site.modules.offByGroup')}</Tag>
        ) : (
          <Tag>{t('site.off')}</Tag>
        ),
    },
  ];

  return (
    <Card title={t('site.modules.title')} size="small">
      <Typography.Paragraph type="secondary">{t('site.modules.hint')}</Typography.Paragraph>
      <Flex gap={12} wrap align="center" style={{ marginBottom: 12 }}>
        <Input.Search
          allowClear
          placeholder={t('site.modules.search')}
          aria-label={t('site.modules.search')}
          value={search}
          onChange={(event) => setSearch(event.target.value)}
          style={{ width: 320 }}
        />
        <Segmented<Show>
          value={show}
          onChange={setShow}
          options={[
            { value: 'all', label: t('site.modules.all') },
            { value: 'on', label: t('site.modules.showOn') },
            { value: 'off', label: t('site.modules.showOff') },
          ]}
        />
        <Typography.Text type="secondary">
          {t('site.modules.count', { shown: shown.length, total: rows.length })}
        </Typography.Text>
      </Flex>
      <Table<ModuleRow>
        rowKey="modId"
        size="small"
        columns={columns}
        dataSource={shown}
        loading={tree === undefined}
        pagination={false}
        scroll={{ x: 640, y: 520 }}
      />
    </Card>
  );
}
