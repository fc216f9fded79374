import { List } from '@refinedev/antd';
import { useCustom, useTranslate } from '@refinedev/core';
import {
  OPERATOR_MEMBER_TYPES,
  type OperatorMemberFilter,
  type OperatorMemberPage,
  type OperatorMemberRow,
} from '@app/contracts';
import { Flex, Input, Select, Tag, type TableColumnsType } from 'antd';
import { useState } from 'react';
import { Link } from 'react-router';
import { QueryTable } from '@/shared/list-page';
import { formatMoney, formatTime } from '@/shared/format';
import { currentMerchant, merchantPath } from '@/shared/merchant';

const FILTERS: readonly OperatorMemberFilter[] = [...OPERATOR_MEMBER_TYPES, 'agents'];

/** Members and agents: search by account, mobile, e-mail, payee name or id; a type filter. */
export function MemberList() {
  const t = useTranslate();
  const [q, setQ] = useState('');
  const [type, setType] = useState<OperatorMemberFilter>();
  const [page, setPage] = useState(1);
  const [size, setSize] = useState(20);
  const { result, query } = useCustom<OperatorMemberPage>({
    url: merchantPath(currentMerchant(), 'members'),
    method: 'get',
    config: { query: { q: q || undefined, type, page, size } },
    errorNotification: false,
  });
  const found = query.data ? result.data : undefined;

  const columns: TableColumnsType<OperatorMemberRow> = [
    { title: t('members.id'), dataIndex: 'id', width: 80 },
    {
      title: t('members.account'),
      dataIndex: 'account',
      render: (account: string, row) => <Link to={`/members/${row.id}`}>{account}</Link>,
    },
    { title: t('members.nickname'), dataIndex: 'nickname' },
    {
      title: t('members.type'),
      dataIndex: 'type',
      render: (value: string) => <Tag>{t(`members.types.${value}`)}</Tag>,
    },
    {
      title: t('members.upline'),
      dataIndex: 'uplineAccount',
      render: (v: string | null) => v ?? '—',
    },
    { title: t('members.cash'), dataIndex: 'cash', align: 'right', render: formatMoney },
    { title: t('members.registeredAt'), dataIndex: 'registeredAt', render: formatTime },
    { title: t('members.lastLoginAt'), dataIndex: 'lastLoginAt', render: formatTime },
    {
      title: t('members.state'),
      dataIndex: 'disabled',
      render: (disabled: boolean) => (
        <Tag color={disabled ? 'red' : 'green'}>
          {t(disabled ? 'members.locked' : 'members.active')}
        </Tag>
      ),
    },
  ];

  return (
    <List title={t('menu.members')}>
      <Flex gap={12} style={{ marginBottom: 16 }}>
        <Input.Search
          aria-label={t('members.search')}
          placeholder={t('members.searchHint')}
          allowClear
          enterButton={t('members.searchButton')}
          style={{ maxWidth: 480 }}
          onSearch={(value) => {
            setQ(value.trim());
            setPage(1);
          }}
        />
        <Select
          aria-label={t('members.type')}
          allowClear
          placeholder={t('members.allTypes')}
          style={{ width: 200 }}
          value={type}
          onChange={(value?: OperatorMemberFilter) => {
            setType(value);
            setPage(1);
          }}
          options={FILTERS.map((value) => ({ value, label: t(`members.types.${value}`) }))}
        />
      </Flex>
      <QueryTable
        query={query}
        columns={columns}
        dataSource={found?.items ?? []}
        loading={query.isFetching}
        pagination={{
          current: page,
          pageSize: size,
          total: found?.total ?? 0,
          showSizeChanger: true,
          showTotal: (total) => t('members.total', { total }),
          onChange: (next, nextSize) => {
            setPage(nextSize === size ? next : 1);
            setSize(nextSize);
          },
        }}
      />
    </List>
  );
}
