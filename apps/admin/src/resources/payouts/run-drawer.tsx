import { useCustom, useTranslate } from '@refinedev/core';
import type { AgentPayout, PeriodRef, RunPreview } from '@app/contracts';
import { Alert, Descriptions, Drawer, Flex, Table, Tag, Tooltip, Typography } from 'antd';
import type { TableColumnsType } from 'antd';
import { errorText } from '@/shared/error-text';
import { formatMoney, formatTime } from '@/shared/format';
import { RunButtons } from './run-buttons';
import { RunStatusTag } from './run-status-tag';
import { rateText } from './tiers';
import { runPath } from './use-run-actions';

/** Paid, with a shortfall when the upline could not pay all of it, or not paid yet. */
function PaidCell({ line }: { line: AgentPayout }) {
  const t = useTranslate();
  if (line.paidAt === null) return <Tag>{t('payouts.preview.notPaid')}</Tag>;
  return (
    <Flex vertical gap={2}>
      <span>
        <Tag color="green">{t('payouts.preview.paidState')}</Tag>
        {formatMoney(line.paid)}
      </span>
      {line.owed > 0 && (
        <Tooltip title={t('payouts.preview.shortfallHint', { owed: formatMoney(line.owed) })}>
          <Tag color="red">
            {t('payouts.preview.shortfall')} {formatMoney(line.owed)}
          </Tag>
        </Tooltip>
      )}
    </Flex>
  );
}

function lineColumns(
  t: (key: string, options?: object) => string,
  isDividend: boolean,
): TableColumnsType<AgentPayout> {
  const money = (value: number) => formatMoney(value);
  return [
    {
      title: t('payouts.preview.agent'),
      key: 'agent',
      render: (_, line) => line.downlineName || `#${line.downlineId}`,
    },
    {
      title: t('payouts.preview.upline'),
      dataIndex: 'uplineId',
      render: (id: number | null) =>
        id === null ? <Tag color="blue">{t('payouts.preview.house')}</Tag> : `#${id}`,
    },
    {
      title: t('payouts.preview.teamValidBet'),
      dataIndex: 'teamValidBet',
      align: 'right',
      render: money,
    },
    { title: t('payouts.preview.activeMembers'), dataIndex: 'activeMembers', align: 'right' },
    ...(isDividend
      ? [
          {
            title: t('payouts.preview.netLoss'),
            dataIndex: 'netLoss',
            align: 'right' as const,
            render: money,
          },
        ]
      : []),
    {
      title: t('payouts.preview.tier'),
      dataIndex: 'tier',
      align: 'center',
      render: (tier: number | null) => (tier === null ? t('payouts.preview.noTier') : tier + 1),
    },
    {
      title: t('payouts.preview.rate'),
      dataIndex: 'rateBp',
      align: 'right',
      render: (bp: number) => rateText(bp),
    },
    ...(isDividend
      ? [
          {
            title: t('payouts.preview.downlineShare'),
            dataIndex: 'downlineShare',
            align: 'right' as const,
            render: money,
          },
        ]
      : []),
    {
      title: t('payouts.preview.amount'),
      dataIndex: 'due',
      align: 'right',
      render: (due: number) => <strong>{formatMoney(due)}</strong>,
    },
    {
      title: t('payouts.preview.paidState'),
      key: 'paid',
      render: (_, line) => <PaidCell line={line} />,
    },
  ];
}

/**
 * One period of one kind: its run (or the period computed now and not written), each contract's
 * line with the figures it came from, and the steps the operator's role may take on it.
 */
export function RunDrawer({
  periodRef,
  onClose,
}: {
  periodRef: PeriodRef | undefined;
  onClose: () => void;
}) {
  const t = useTranslate();
  const { result, query } = useCustom<RunPreview>({
    url: periodRef ? runPath(periodRef) : '',
    method: 'get',
    errorNotification: false,
    queryOptions: { enabled: periodRef !== undefined },
  });
  const preview = query.data && periodRef ? result.data : undefined;
  const lines = preview?.payouts ?? [];
  const run = preview?.run ?? null;
  const due = lines.reduce((sum, line) => sum + line.due, 0);
  const paid = lines.reduce((sum, line) => sum + line.paid, 0);
  const owed = lines.reduce((sum, line) => sum + line.owed, 0);
  return (
    <Drawer
      open={periodRef !== undefined}
      onClose={onClose}
      width="min(1240px, 96vw)"
      destroyOnHidden
      title={
        periodRef && (
          <Flex gap={8} align="center" wrap>
            <span>{t(`payouts.kind.${periodRef.kind}`)}</span>
            <Typography.Text code>{periodRef.periodKey}</Typography.Text>
            {preview && <RunStatusTag status={run?.status ?? 'notRun'} />}
          </Flex>
        )
      }
      extra={
        periodRef &&
        preview && (
          <RunButtons
            periodRef={periodRef}
            run={run}
            figures={{ owed: run ? run.owed : owed, count: lines.length }}
            size="middle"
          />
        )
      }
    >
      {query.error && <Alert type="error" showIcon message={errorText(query.error, t)} />}
      {preview && (
        <>
          <Descriptions
            size="small"
            bordered
            column={{ xs: 1, lg: 3 }}
            style={{ marginBottom: 16 }}
          >
            <Descriptions.Item label={t('payouts.run.state')}>
              {preview.stored ? t('payouts.preview.stored') : t('payouts.preview.computedNow')}
            </Descriptions.Item>
            <Descriptions.Item label={t('payouts.run.range')}>
              {lines[0] || run
                ? `${formatTime(run?.periodStart ?? lines[0]?.periodStart)} – ${formatTime(run?.periodEnd ?? lines[0]?.periodEnd)}`
                : '—'}
            </Descriptions.Item>
            <Descriptions.Item label={t('payouts.run.computedAt')}>
              {formatTime(run?.computedAt)}
              {run && run.recomputed > 0 && ` (${t('payouts.run.recomputed')}: ${run.recomputed})`}
            </Descriptions.Item>
            <Descriptions.Item label={t('payouts.run.due')}>{formatMoney(due)}</Descriptions.Item>
            <Descriptions.Item label={t('payouts.run.paid')}>{formatMoney(paid)}</Descriptions.Item>
            <Descriptions.Item label={t('payouts.run.owed')}>
              {owed > 0 ? (
                <Typography.Text type="danger">{formatMoney(owed)}</Typography.Text>
              ) : (
                formatMoney(0)
              )}
            </Descriptions.Item>
          </Descriptions>
          <Table
            rowKey="id"
            size="small"
            columns={lineColumns(t, periodRef?.kind === 'dividend')}
            dataSource={lines}
            pagination={{ pageSize: 50, hideOnSinglePage: true }}
            scroll={{ x: 'max-content' }}
            locale={{ emptyText: t('payouts.preview.none') }}
          />
        </>
      )}
      {!preview && !query.error && <Typography.Text type="secondary">…</Typography.Text>}
    </Drawer>
  );
}
