import { useCustom, useTranslate } from '@refinedev/core';
import { CONTRACT_KINDS, type ContractKind, type PayoutRun, type PeriodRef } from '@app/contracts';
import { Button, Card, Flex, Form, Input, Select, Typography } from 'antd';
import type { TableColumnsType } from 'antd';
import { useState } from 'react';
import { QueryTable, RefreshButton } from '@/shared/list-page';
import { formatMoney, formatTime } from '@/shared/format';
import { currentMerchant, merchantPath } from '@/shared/merchant';
import { latestPeriods, PERIOD_KEY } from './periods';
import { KindFilter } from './kind-filter';
import { RunButtons } from './run-buttons';
import { RunDrawer } from './run-drawer';
import { RunStatusTag } from './run-status-tag';

/** How many runs the list asks for (the server takes up to 500). */
const RUNS_LIMIT = 200;

type Translate = (key: string, options?: object) => string;

function runColumns(t: Translate, open: (ref: PeriodRef) => void): TableColumnsType<PayoutRun> {
  return [
    {
      title: t('payouts.kind.label'),
      dataIndex: 'kind',
      render: (kind: ContractKind) => t(`payouts.kind.${kind}`),
    },
    {
      title: t('payouts.run.period'),
      dataIndex: 'periodKey',
      render: (key: string, run) => (
        <Button
          type="link"
          size="small"
          style={{ padding: 0 }}
          title={t('payouts.run.open')}
          onClick={() => open(run)}
        >
          {key}
        </Button>
      ),
    },
    {
      title: t('payouts.run.range'),
      key: 'range',
      responsive: ['xl'],
      render: (_, run) => (
        <Typography.Text type="secondary" style={{ whiteSpace: 'nowrap' }}>
          {formatTime(run.periodStart).slice(0, 16)} – {formatTime(run.periodEnd).slice(11, 16)}
        </Typography.Text>
      ),
    },
    {
      title: t('payouts.run.state'),
      dataIndex: 'status',
      render: (status: string) => <RunStatusTag status={status} />,
    },
    { title: t('payouts.run.payouts'), dataIndex: 'payouts', align: 'right', responsive: ['xl'] },
    { title: t('payouts.run.due'), dataIndex: 'due', align: 'right', render: formatMoney },
    { title: t('payouts.run.paid'), dataIndex: 'paid', align: 'right', render: formatMoney },
    {
      title: t('payouts.run.owed'),
      dataIndex: 'owed',
      align: 'right',
      render: (owed: number, run) =>
        owed > 0 && run.paidAt !== null ? (
          <Typography.Text type="danger">{formatMoney(owed)}</Typography.Text>
        ) : (
          formatMoney(owed)
        ),
    },
    {
      title: t('payouts.run.computedAt'),
      dataIndex: 'computedAt',
      responsive: ['xxl'],
      render: formatTime,
    },
    {
      title: t('queue.actions'),
      key: 'actions',
      // The period's key opens the run; the row keeps the steps only (narrow screens).
      render: (_, run) => (
        <RunButtons periodRef={run} run={run} figures={{ owed: run.owed, count: run.payouts }} />
      ),
    },
  ];
}

/** Opens any period of a kind: its run, or the period computed now (nothing is written). */
function PreviewForm({ onOpen }: { onOpen: (ref: PeriodRef) => void }) {
  const t = useTranslate();
  const [form] = Form.useForm<PeriodRef>();
  const watchedKind = Form.useWatch<ContractKind | undefined>('kind', form);
  const kind = watchedKind ?? 'daily_salary';
  return (
    <Card size="small" title={t('payouts.preview.title')} style={{ marginBottom: 16 }}>
      <Typography.Paragraph type="secondary" style={{ marginTop: 0 }}>
        {t('payouts.preview.hint')}
      </Typography.Paragraph>
      <Form
        form={form}
        layout="inline"
        initialValues={{ kind: 'daily_salary', periodKey: '' }}
        onFinish={(values) => onOpen({ kind: values.kind, periodKey: values.periodKey.trim() })}
        style={{ rowGap: 8 }}
      >
        <Form.Item name="kind" label={t('payouts.kind.label')}>
          <Select
            style={{ width: 170 }}
            options={CONTRACT_KINDS.map((value) => ({ value, label: t(`payouts.kind.${value}`) }))}
          />
        </Form.Item>
        <Form.Item
          name="periodKey"
          label={t('payouts.preview.key')}
          rules={[
            {
              required: true,
              transform: (value: string) => value.trim(),
              pattern: PERIOD_KEY,
              message: t('payouts.preview.keyInvalid'),
            },
          ]}
        >
          <Input style={{ width: 210 }} placeholder="2026-11-27" allowClear />
        </Form.Item>
        <Form.Item>
          <Button type="primary" htmlType="submit">
            {t('payouts.preview.show')}
          </Button>
        </Form.Item>
      </Form>
      <Flex gap={4} align="center" wrap style={{ marginTop: 8 }}>
        <Typography.Text type="secondary">{t('payouts.preview.quick')}</Typography.Text>
        {latestPeriods(kind).map(({ label, key }) => (
          <Button
            key={key}
            size="small"
            type="link"
            onClick={() => form.setFieldsValue({ periodKey: key })}
          >
            {t(`payouts.preview.${label}`)} ({key})
          </Button>
        ))}
      </Flex>
      <Typography.Text type="secondary" style={{ fontSize: 12 }}>
        {t('payouts.preview.keyHint')}
      </Typography.Text>
    </Card>
  );
}

/** The period engine's runs, by kind, newest first; a run or a period opens in a drawer. */
export function RunsTab() {
  const t = useTranslate();
  const [kind, setKind] = useState<ContractKind | ''>('');
  const [opened, setOpened] = useState<PeriodRef>();
  const { result, query } = useCustom<PayoutRun[]>({
    url: merchantPath(currentMerchant(), 'payout-runs'),
    method: 'get',
    config: { query: { kind: kind || undefined, limit: RUNS_LIMIT } },
    errorNotification: false,
  });
  const rows = query.data ? result.data : [];
  const open = ({ kind: runKind, periodKey }: PeriodRef) => setOpened({ kind: runKind, periodKey });
  return (
    <>
      <PreviewForm onOpen={open} />
      <Flex justify="space-between" align="center" wrap gap={8} style={{ marginBottom: 12 }}>
        <KindFilter value={kind} onChange={setKind} width={200} />
        <RefreshButton query={query}>{t('payouts.run.refresh')}</RefreshButton>
      </Flex>
      <QueryTable
        query={query}
        wide
        pageSize={25}
        columns={runColumns(t, open)}
        dataSource={rows}
        locale={{ emptyText: t('payouts.run.empty') }}
      />
      <RunDrawer periodRef={opened} onClose={() => setOpened(undefined)} />
    </>
  );
}
