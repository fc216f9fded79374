import { useCustom, useTranslate } from '@refinedev/core';
import { providerReconciliationPath, type ProviderReconciliation } from '@app/contracts';
import {
  Alert,
  Button,
  DatePicker,
  Descriptions,
  Empty,
  Flex,
  Select,
  Table,
  Tag,
  Typography,
} from 'antd';
import dayjs from 'dayjs';
import { useState } from 'react';
import { errorText } from '@/shared/error-text';
import { formatMoney, formatTime } from '@/shared/format';
import { siteDay } from '@/shared/pesos';
import { useProviders } from './providers-tab';

const DAY = 'YYYY-MM-DD';
const KINDS = ['bets', 'wins', 'refunds'] as const;
type Kind = (typeof KINDS)[number];
type MoneyRow = ProviderReconciliation[Kind] & { kind: Kind };
type Stale = ProviderReconciliation['stale'][number];
const MISMATCH = { color: '#cf1322', fontWeight: 600 };

/**
 * A provider's site day reconciled against the ledger (GET …/providers/:code/reconciliation):
 * the rounds opened, settled and still open, and each movement as the provider's calls add it up
 * beside the ledger's; any figure that differs is shown in red, with the rounds left open.
 */
export function ReconciliationTab() {
  const t = useTranslate();
  const { providers } = useProviders();
  const [chosen, setChosen] = useState<string>();
  const [day, setDay] = useState(siteDay(1));
  const code = chosen ?? providers[0]?.code;
  const { result, query } = useCustom<ProviderReconciliation>({
    url: providerReconciliationPath(code ?? ''),
    method: 'get',
    config: { query: { day } },
    queryOptions: { enabled: code !== undefined },
    errorNotification: false,
  });
  const report = query.data ? result.data : undefined;

  const moneyRows: MoneyRow[] = report ? KINDS.map((kind) => ({ kind, ...report[kind] })) : [];
  const differs = (row: MoneyRow) => row.provider !== row.ledger;
  const columns = [
    {
      title: t('games.reconciliation.kind'),
      key: 'kind',
      render: (_: unknown, row: MoneyRow) => t(`games.reconciliation.${row.kind}`),
    },
    {
      title: t('games.reconciliation.calls'),
      dataIndex: 'calls',
      key: 'calls',
      align: 'right' as const,
    },
    {
      title: t('games.reconciliation.byProvider'),
      key: 'provider',
      align: 'right' as const,
      render: (_: unknown, row: MoneyRow) => formatMoney(row.provider),
    },
    {
      title: t('games.reconciliation.byLedger'),
      key: 'ledger',
      align: 'right' as const,
      render: (_: unknown, row: MoneyRow) => formatMoney(row.ledger),
    },
    {
      title: t('games.reconciliation.difference'),
      key: 'difference',
      align: 'right' as const,
      render: (_: unknown, row: MoneyRow) => (
        <span style={differs(row) ? MISMATCH : undefined}>
          {formatMoney(row.provider - row.ledger)}
        </span>
      ),
    },
  ];
  const staleColumns = [
    { title: t('games.reconciliation.roundId'), dataIndex: 'roundId', key: 'roundId' },
    { title: t('games.reconciliation.account'), dataIndex: 'account', key: 'account' },
    {
      title: t('games.reconciliation.stake'),
      key: 'stake',
      align: 'right' as const,
      render: (_: unknown, row: Stale) => formatMoney(row.stake),
    },
    {
      title: t('games.reconciliation.createdAt'),
      key: 'createdAt',
      render: (_: unknown, row: Stale) => formatTime(row.createdAt),
    },
  ];

  return (
    <>
      <Flex gap={12} align="center" wrap style={{ marginBottom: 16 }}>
        <Typography.Text type="secondary">{t('games.reconciliation.provider')}</Typography.Text>
        <Select<string>
          aria-label={t('games.reconciliation.provider')}
          placeholder={t('games.reconciliation.pick')}
          style={{ width: 220 }}
          value={code}
          onChange={setChosen}
          options={providers.map((p) => ({ value: p.code, label: `${p.name} (${p.code})` }))}
        />
        <Typography.Text type="secondary">{t('games.reconciliation.day')}</Typography.Text>
        <DatePicker
          allowClear={false}
          aria-label={t('games.reconciliation.day')}
          value={dayjs(day)}
          maxDate={dayjs(siteDay())}
          onChange={(value) => setDay(value.format(DAY))}
        />
        {report && (
          <Tag color={report.balanced ? 'green' : 'red'}>
            {t(
              report.balanced ? 'games.reconciliation.balanced' : 'games.reconciliation.unbalanced',
            )}
          </Tag>
        )}
        <Button
          style={{ marginLeft: 'auto' }}
          disabled={code === undefined}
          onClick={() => void query.refetch()}
          loading={query.isFetching}
        >
          {t('games.refresh')}
        </Button>
      </Flex>
      {query.error && <Alert type="error" showIcon message={errorText(query.error, t)} />}
      {code === undefined && <Empty description={t('games.providers.none')} />}
      {report && (
        <Flex vertical gap={16}>
          <Descriptions
            size="small"
            bordered
            title={t('games.reconciliation.rounds')}
            column={4}
            items={(['opened', 'settled', 'open', 'mismatched'] as const).map((key) => ({
              key,
              label: t(`games.reconciliation.${key}`),
              children: (
                <span
                  data-testid={`rounds-${key}`}
                  style={
                    key === 'mismatched' && report.rounds.mismatched > 0 ? MISMATCH : undefined
                  }
                >
                  {report.rounds[key]}
                </span>
              ),
            }))}
          />
          <Table
            rowKey="kind"
            size="small"
            columns={columns}
            dataSource={moneyRows}
            pagination={false}
            rowClassName={(row) => (differs(row) ? 'games-mismatch' : '')}
            onRow={(row) => (differs(row) ? { style: { background: '#fff1f0' } } : {})}
          />
          <Typography.Title level={5} style={{ margin: 0 }}>
            {t('games.reconciliation.stale')}
          </Typography.Title>
          <Table
            rowKey="roundId"
            size="small"
            columns={staleColumns}
            dataSource={report.stale}
            pagination={{ pageSize: 10, hideOnSinglePage: true }}
            locale={{ emptyText: t('games.reconciliation.noStale') }}
          />
        </Flex>
      )}
    </>
  );
}
