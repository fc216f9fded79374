import { useCustom, useInvalidate, useTranslate } from '@refinedev/core';
import {
  CONTRACT_STATUSES,
  type AgentContract,
  type ContractKind,
  type ContractStatus,
  type OperatorContractBody,
} from '@app/contracts';
import { App, Button, Flex, Select, Space, Tag, Typography } from 'antd';
import type { TableColumnsType } from 'antd';
import { useState } from 'react';
import { QueryTable, RefreshButton } from '@/shared/list-page';
import { useSend } from '@/shared/use-send';
import { formatTime } from '@/shared/format';
import { currentMerchant, merchantPath } from '@/shared/merchant';
import { useMay } from '@/shared/use-may';
import { KindFilter } from './kind-filter';
import { ContractDialog, type ContractDraft } from './contract-dialog';
import { termsSummary } from './tiers';

type Translate = (key: string, options?: object) => string;

const STATUS_COLORS: Record<ContractStatus, string> = {
  P: 'gold',
  A: 'green',
  E: 'blue',
  R: 'red',
  T: 'default',
};

/** The house's own contracts (a top agent's) that are in force or offered: change or end them. */
const isOpenHouseContract = (contract: AgentContract) =>
  contract.uplineId === null && ['P', 'A', 'E'].includes(contract.status);

function terms(contract: AgentContract, t: Translate) {
  const extra =
    'window' in contract.terms
      ? t(`payouts.contracts.window${contract.terms.window}`)
      : 'period' in contract.terms
        ? t(`payouts.contracts.${contract.terms.period}`)
        : undefined;
  return (
    <Flex vertical gap={0} style={{ fontSize: 12 }}>
      {extra && <Typography.Text type="secondary">{extra}</Typography.Text>}
      {termsSummary(contract.terms, t).map((line, index) => (
        <span key={index} style={{ whiteSpace: 'nowrap' }}>
          {index + 1}. {line}
        </span>
      ))}
    </Flex>
  );
}

/**
 * The agent contracts of the merchant, filtered by kind and status; the house offers, changes and
 * ends its top agents' contracts (agents). Contracts between agents are shown, not changed here.
 */
export function ContractsTab() {
  const t = useTranslate();
  const { modal } = App.useApp();
  const mayChange = useMay('agents');
  const invalidate = useInvalidate();
  const [kind, setKind] = useState<ContractKind | ''>('');
  const [status, setStatus] = useState<ContractStatus | ''>('');
  const [draft, setDraft] = useState<ContractDraft>();
  const { result, query } = useCustom<{ list: AgentContract[] }>({
    url: merchantPath(currentMerchant(), 'agent-contracts'),
    method: 'get',
    config: { query: { kind: kind || undefined, status: status || undefined } },
    errorNotification: false,
  });
  const rows = query.data ? result.data.list : [];
  const { send } = useSend(() => invalidate({ invalidates: ['all'] }));

  const terminate = (contract: AgentContract) => {
    modal.confirm({
      title: t('payouts.contracts.terminateTitle', {
        kind: t(`payouts.kind.${contract.kind}`),
        account: contract.downlineName,
      }),
      content: t('payouts.contracts.terminateConfirm'),
      okText: t('actions.confirm'),
      cancelText: t('actions.cancel'),
      okButtonProps: { danger: true },
      onOk: () =>
        send({
          url: merchantPath(currentMerchant(), 'agent-contracts/terminate'),
          method: 'post',
          values: {
            kind: contract.kind,
            account: contract.downlineName,
          } satisfies OperatorContractBody,
        }),
    });
  };

  const columns: TableColumnsType<AgentContract> = [
    { title: t('payouts.contracts.id'), dataIndex: 'id', width: 64 },
    {
      title: t('payouts.kind.label'),
      dataIndex: 'kind',
      render: (value: ContractKind) => t(`payouts.kind.${value}`),
    },
    { title: t('payouts.contracts.agent'), dataIndex: 'downlineName' },
    {
      title: t('payouts.contracts.upline'),
      dataIndex: 'uplineName',
      render: (name: string | null) =>
        name ?? <Tag color="blue">{t('payouts.contracts.house')}</Tag>,
    },
    { title: t('payouts.contracts.terms'), key: 'terms', render: (_, row) => terms(row, t) },
    {
      title: t('payouts.contracts.status.label'),
      dataIndex: 'status',
      render: (value: ContractStatus) => (
        <Tag color={STATUS_COLORS[value]}>{t(`payouts.contracts.status.${value}`)}</Tag>
      ),
    },
    {
      title: t('payouts.contracts.version'),
      dataIndex: 'version',
      align: 'right',
      responsive: ['xl'],
    },
    {
      title: t('payouts.contracts.createdAt'),
      dataIndex: 'createdAt',
      responsive: ['xl'],
      render: formatTime,
    },
    {
      title: t('payouts.contracts.startedAt'),
      key: 'dates',
      responsive: ['xxl'],
      render: (_, row) => (
        <Flex vertical style={{ fontSize: 12 }}>
          <span>{formatTime(row.startedAt)}</span>
          {row.endedAt !== null && (
            <Typography.Text type="secondary">
              {t('payouts.contracts.endedAt')}: {formatTime(row.endedAt)}
            </Typography.Text>
          )}
        </Flex>
      ),
    },
    {
      title: t('queue.actions'),
      key: 'actions',
      render: (_, row) =>
        mayChange &&
        isOpenHouseContract(row) && (
          <Space size={6} wrap>
            <Button size="small" onClick={() => setDraft({ contract: row })}>
              {t('payouts.contracts.change')}
            </Button>
            <Button size="small" danger onClick={() => terminate(row)}>
              {t('payouts.contracts.terminate')}
            </Button>
          </Space>
        ),
    },
  ];

  return (
    <>
      <Flex justify="space-between" align="center" wrap gap={8} style={{ marginBottom: 12 }}>
        <Space wrap>
          <KindFilter value={kind} onChange={setKind} width={180} />
          <Select<ContractStatus | ''>
            value={status}
            onChange={setStatus}
            style={{ width: 220 }}
            aria-label={t('payouts.contracts.status.label')}
            options={[
              { value: '', label: t('payouts.contracts.status.all') },
              ...CONTRACT_STATUSES.map((value) => ({
                value,
                label: t(`payouts.contracts.status.${value}`),
              })),
            ]}
          />
        </Space>
        <Space>
          <RefreshButton query={query}>{t('payouts.contracts.refresh')}</RefreshButton>
          {mayChange && (
            <Button type="primary" onClick={() => setDraft({})}>
              {t('payouts.contracts.offer')}
            </Button>
          )}
        </Space>
      </Flex>
      <QueryTable
        query={query}
        wide
        pageSize={25}
        columns={columns}
        dataSource={rows}
        locale={{ emptyText: t('payouts.contracts.empty') }}
      />
      <ContractDialog draft={draft} onClose={() => setDraft(undefined)} />
    </>
  );
}
