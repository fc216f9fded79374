import { useCustom, useTranslate } from '@refinedev/core';
import {
  DRAW_STATUSES,
  type DrawStatus,
  type OperatorLotteryDraw,
  type OperatorLotteryDraws,
  type OperatorLotteryGame,
} from '@app/contracts';
import {
  Alert,
  Button,
  Descriptions,
  Drawer,
  Flex,
  Select,
  Table,
  Tag,
  Typography,
  type TableColumnsType,
} from 'antd';
import { useState } from 'react';
import { errorText } from '@/shared/error-text';
import { formatMoney, formatTime } from '@/shared/format';
import { drawsOf, gamesPath } from './api';

const STATUS_COLORS: Record<DrawStatus, string> = {
  scheduled: 'default',
  selling: 'blue',
  locked: 'gold',
  drawn: 'green',
  void: 'red',
};

type Loaded = Pick<OperatorLotteryDraws, 'list' | 'next'>;

/** A hash or seed in full, monospaced and copyable: an auditor checks it elsewhere. */
const Hex = ({ value }: { value: string | null }) =>
  value ? (
    <Typography.Text code copyable style={{ wordBreak: 'break-all' }}>
      {value}
    </Typography.Text>
  ) : (
    '—'
  );

/**
 * A game's draws, newest first, a status at a time: what was bet and paid on each, its result
 * and the server's check of its proof; a row opens on its commitment, seed, sealed bets and times.
 * Older draws are read a page at a time.
 */
export function DrawsDrawer({
  game,
  name,
  onClose,
}: {
  game: OperatorLotteryGame | undefined;
  name: string;
  onClose: () => void;
}) {
  const t = useTranslate();
  const [status, setStatus] = useState<DrawStatus>();
  // Older pages read with "Older draws", for the game and status they were read for.
  const [older, setOlder] = useState<Loaded & { of: string }>();
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<string>();
  const gameCode = game?.gameCode ?? '';
  const of = `${gameCode}:${status ?? ''}`;
  const newest = useCustom<OperatorLotteryDraws>({
    url: `${gamesPath()}/${encodeURIComponent(gameCode)}/draws`,
    method: 'get',
    config: { query: { status } },
    errorNotification: false,
    queryOptions: { enabled: game !== undefined },
  });
  const first = newest.query.data && game ? newest.result.data : undefined;
  const more = older?.of === of ? older : undefined;
  const list = [...(first?.list ?? []), ...(more?.list ?? [])];
  const next = more ? more.next : (first?.next ?? null);

  const readOlder = async (before: number) => {
    setBusy(true);
    setFailure(undefined);
    try {
      const page = await drawsOf(gameCode, status, before);
      setOlder({ of, list: [...(more?.list ?? []), ...page.list], next: page.next });
    } catch (error) {
      setFailure(errorText(error, t));
    } finally {
      setBusy(false);
    }
  };

  const columns: TableColumnsType<OperatorLotteryDraw> = [
    { title: t('lottery.draws.numero'), dataIndex: 'numero', width: 150 },
    {
      title: t('lottery.draws.drawAt'),
      key: 'drawAt',
      width: 170,
      render: (_, draw) => formatTime(draw.drawAt),
    },
    {
      title: t('lottery.draws.status'),
      key: 'status',
      width: 100,
      render: (_, draw) => (
        <Tag color={STATUS_COLORS[draw.status]}>{t(`lottery.statuses.${draw.status}`)}</Tag>
      ),
    },
    {
      title: t('lottery.draws.result'),
      key: 'result',
      width: 130,
      render: (_, draw) =>
        draw.winningNumber ? <Typography.Text strong>{draw.winningNumber}</Typography.Text> : '—',
    },
    {
      title: t('lottery.draws.bets'),
      key: 'bets',
      width: 150,
      render: (_, draw) => t('lottery.draws.betsOf', { bets: draw.bets, orders: draw.orders }),
    },
    {
      title: t('lottery.draws.stake'),
      key: 'stake',
      align: 'right',
      width: 120,
      render: (_, draw) => formatMoney(draw.stake),
    },
    {
      title: t('lottery.draws.payout'),
      key: 'payout',
      align: 'right',
      width: 120,
      render: (_, draw) => formatMoney(draw.payout),
    },
    {
      title: t('lottery.draws.proof'),
      key: 'proof',
      width: 140,
      render: (_, draw) =>
        draw.proof === null ? (
          <Typography.Text type="secondary">{t('lottery.proofs.pending')}</Typography.Text>
        ) : (
          <Tag color={draw.proof === 'valid' ? 'green' : 'red'}>
            {t(`lottery.proofs.${draw.proof}`)}
          </Tag>
        ),
    },
  ];

  const details = (draw: OperatorLotteryDraw) => (
    <Descriptions
      size="small"
      column={1}
      bordered
      items={[
        {
          key: 'hash',
          label: t('lottery.draws.seedHash'),
          children: <Hex value={draw.seedHash} />,
        },
        {
          key: 'seed',
          label: t('lottery.draws.seed'),
          children: draw.seed ? <Hex value={draw.seed} /> : t('lottery.draws.sealed'),
        },
        {
          key: 'digest',
          label: t('lottery.draws.betsDigest'),
          children: <Hex value={draw.betsDigest} />,
        },
        { key: 'algorithm', label: t('lottery.draws.algorithm'), children: draw.algorithm ?? '—' },
        { key: 'open', label: t('lottery.draws.openAt'), children: formatTime(draw.openAt) },
        { key: 'lock', label: t('lottery.draws.lockAt'), children: formatTime(draw.lockAt) },
        { key: 'drawn', label: t('lottery.draws.drawnAt'), children: formatTime(draw.drawnAt) },
        {
          key: 'settled',
          label: t('lottery.draws.settledAt'),
          children: formatTime(draw.settledAt),
        },
      ]}
    />
  );

  return (
    <Drawer
      open={game !== undefined}
      onClose={onClose}
      title={t('lottery.actions.drawsOf', { name })}
      width="min(1100px, 100vw)"
      destroyOnHidden
    >
      <Flex gap={12} align="center" style={{ marginBottom: 12 }}>
        <Select<DrawStatus | 'all'>
          aria-label={t('lottery.draws.status')}
          value={status ?? 'all'}
          style={{ width: 180 }}
          onChange={(value) => setStatus(value === 'all' ? undefined : value)}
          options={[
            { value: 'all', label: t('lottery.draws.allStatuses') },
            ...DRAW_STATUSES.map((value) => ({ value, label: t(`lottery.statuses.${value}`) })),
          ]}
        />
      </Flex>
      {newest.query.error && (
        <Alert
          type="error"
          showIcon
          message={errorText(newest.query.error, t)}
          style={{ marginBottom: 12 }}
        />
      )}
      {failure && <Alert type="error" showIcon message={failure} style={{ marginBottom: 12 }} />}
      <Table
        rowKey="numero"
        size="small"
        columns={columns}
        dataSource={list}
        loading={busy || newest.query.isLoading}
        pagination={false}
        scroll={{ x: 1000 }}
        expandable={{ expandedRowRender: details }}
        locale={{ emptyText: t('lottery.draws.empty') }}
      />
      {next !== null && (
        <Flex justify="center" style={{ marginTop: 12 }}>
          <Button loading={busy} onClick={() => void readOlder(next)}>
            {t('lottery.draws.more')}
          </Button>
        </Flex>
      )}
    </Drawer>
  );
}
