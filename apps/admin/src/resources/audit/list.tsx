import { List } from '@refinedev/antd';
import { useList, useTranslate } from '@refinedev/core';
import type { AuditEntry } from '@app/contracts';
import { Button, Flex, Form, Input, Tag, type TableColumnsType } from 'antd';
import { useState } from 'react';
import { formatTime } from '@/shared/format';
import { QueryTable } from '@/shared/list-page';
import { AuditChange } from './change';

const PAGE = 50;
type Search = { actor?: string; action?: string };

/**
 * The audit log, newest first: search by operator and action, page back by the last id shown
 * (the server's `before` cursor), each line's before and after on expanding it.
 */
export function AuditList() {
  const t = useTranslate();
  const [search, setSearch] = useState<Search>({});
  // The `before` cursor of each page shown so far: [] is the newest page.
  const [cursors, setCursors] = useState<number[]>([]);
  const before = cursors.at(-1);
  const { result, query } = useList<AuditEntry>({
    resource: 'audit',
    filters: [
      { field: 'actor', operator: 'eq', value: search.actor || undefined },
      { field: 'action', operator: 'eq', value: search.action || undefined },
      { field: 'before', operator: 'eq', value: before },
      { field: 'limit', operator: 'eq', value: PAGE },
    ],
    pagination: { mode: 'off' },
    errorNotification: false,
  });
  const rows = result.data;
  const last = rows.at(-1);

  const columns: TableColumnsType<AuditEntry> = [
    { title: t('audit.at'), dataIndex: 'at', width: 180, render: formatTime },
    { title: t('audit.actor'), dataIndex: 'actor' },
    {
      title: t('audit.role'),
      dataIndex: 'role',
      render: (role: string) => <Tag>{t(`roles.${role}`)}</Tag>,
    },
    {
      title: t('audit.action'),
      dataIndex: 'action',
      render: (action: string) => <code>{action}</code>,
    },
    {
      title: t('audit.target'),
      dataIndex: 'target',
      render: (target: string | null) => target ?? '—',
    },
    { title: t('audit.ip'), dataIndex: 'ip', render: (ip: string | null) => ip ?? '—' },
  ];

  return (
    <List title={t('menu.audit')}>
      <Form
        layout="inline"
        style={{ marginBottom: 16 }}
        onFinish={(values: Search) => {
          setSearch(values);
          setCursors([]);
        }}
      >
        <Form.Item name="actor">
          <Input
            allowClear
            placeholder={t('audit.actorPlaceholder')}
            aria-label={t('audit.actor')}
          />
        </Form.Item>
        <Form.Item name="action">
          <Input
            allowClear
            placeholder={t('audit.actionPlaceholder')}
            aria-label={t('audit.action')}
            style={{ width: 260 }}
          />
        </Form.Item>
        <Button type="primary" htmlType="submit">
          {t('audit.search')}
        </Button>
      </Form>
      <QueryTable
        query={query}
        size="small"
        columns={columns}
        dataSource={rows}
        loading={query.isFetching}
        pageSize={false}
        expandable={{ expandedRowRender: (entry) => <AuditChange entry={entry} /> }}
      />
      <Flex justify="flex-end" gap={8} style={{ marginTop: 16 }}>
        <Button disabled={cursors.length === 0} onClick={() => setCursors([])}>
          {t('audit.newest')}
        </Button>
        <Button
          disabled={!last || rows.length < PAGE}
          onClick={() => last && setCursors([...cursors, last.id])}
        >
          {t('audit.older')}
        </Button>
      </Flex>
    </List>
  );
}
