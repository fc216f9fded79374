import { List } from '@refinedev/antd';
import { useCustom, useTranslate } from '@refinedev/core';
import type { OperatorLotteryGame, OperatorLotteryGameChange } from '@app/contracts';
import { Alert, App, Button, Flex, Typography, type TableColumnsType } from 'antd';
import { useState } from 'react';
import { errorText } from '@/shared/error-text';
import { formatMoney, formatTime } from '@/shared/format';
import { currentLanguage } from '@/shared/language';
import { QueryTable, switchColumn } from '@/shared/list-page';
import { useMay } from '@/shared/use-may';
import { changeGame, gamesPath } from './api';
import { DrawsDrawer } from './draws-drawer';
import { LimitsDialog } from './limits-dialog';
import { scheduleText, spanText } from './schedule';

type Flag = 'enabled' | 'isHot' | 'tradPlay' | 'entPlay';
const FLAG_TITLES: Record<Flag, string> = {
  enabled: 'lottery.columns.enabled',
  isHot: 'lottery.columns.hot',
  tradPlay: 'lottery.columns.trad',
  entPlay: 'lottery.columns.ent',
};

/**
 * The merchant's lottery games in the lobby's order: schedule, sale window, limits and next draw;
 * switched on or off, hot, and each play on or off; limits and order in a dialog; and each game's
 * draws with their results and proofs. Every role reads; changes need the games permission.
 */
export function LotteryPage() {
  const t = useTranslate();
  const { message } = App.useApp();
  const mayChange = useMay('games');
  const language = currentLanguage();
  const { result, query } = useCustom<OperatorLotteryGame[]>({
    url: gamesPath(),
    method: 'get',
    errorNotification: false,
  });
  const read = query.data ? result.data : undefined;
  // The server's answers to this page's changes, until the list is read again.
  const [answers, setAnswers] = useState<{ of: number; games: Map<string, OperatorLotteryGame> }>({
    of: 0,
    games: new Map(),
  });
  const [busy, setBusy] = useState(false);
  const [limitsOf, setLimitsOf] = useState<OperatorLotteryGame>();
  const [drawsOfGame, setDrawsOfGame] = useState<OperatorLotteryGame>();
  const readAt = query.dataUpdatedAt;
  const games = (read ?? []).map(
    (game) => (answers.of === readAt ? answers.games.get(game.gameCode) : undefined) ?? game,
  );
  const nameOf = (game: OperatorLotteryGame | undefined) => (game ? game.names[language] : '');

  const change = async (
    game: OperatorLotteryGame,
    body: OperatorLotteryGameChange,
    done: string,
  ) => {
    setBusy(true);
    try {
      const answer = await changeGame(game.gameCode, body);
      setAnswers((was) => ({
        of: readAt,
        games: new Map(was.of === readAt ? was.games : []).set(answer.gameCode, answer),
      }));
      void message.success(done);
      return true;
    } catch (error) {
      void message.error(errorText(error, t));
      return false;
    } finally {
      setBusy(false);
    }
  };

  const flagColumn = (flag: Flag) =>
    switchColumn<OperatorLotteryGame>({
      title: t(FLAG_TITLES[flag]),
      key: flag,
      width: flag === 'enabled' || flag === 'isHot' ? 64 : 104,
      isOn: (game) => game[flag],
      nameOf,
      mayChange: mayChange && !busy,
      onSwitch: (game, on) =>
        change(
          game,
          { [flag]: on },
          flag === 'enabled'
            ? t(on ? 'lottery.switchedOn' : 'lottery.switchedOff', { name: nameOf(game) })
            : t('lottery.changed', { name: nameOf(game) }),
        ),
    });

  const columns: TableColumnsType<OperatorLotteryGame> = [
    { title: t('lottery.columns.order'), dataIndex: 'sortOrder', width: 70, align: 'right' },
    {
      title: t('lottery.columns.name'),
      key: 'name',
      width: 230,
      render: (_, game) => (
        <Flex vertical>
          <Typography.Text strong>{nameOf(game)}</Typography.Text>
          <Typography.Text type="secondary">
            {game.gameCode} · {game.numberFormat}
          </Typography.Text>
        </Flex>
      ),
    },
    {
      title: t('lottery.columns.schedule'),
      key: 'schedule',
      width: 170,
      render: (_, game) => (
        <Flex vertical>
          <span>{scheduleText(t, game)}</span>
          <Typography.Text type="secondary" style={{ fontSize: 12 }}>
            {t('lottery.window', {
              open: spanText(t, game.saleSeconds),
              close: spanText(t, game.lockSeconds),
            })}
          </Typography.Text>
        </Flex>
      ),
    },
    {
      title: t('lottery.columns.limits'),
      key: 'limits',
      width: 230,
      render: (_, game) => (
        <Flex vertical>
          <span>
            {t('lottery.perBet', { min: formatMoney(game.betMin), max: formatMoney(game.betMax) })}
          </span>
          <Typography.Text type="secondary" style={{ fontSize: 12 }}>
            {t('lottery.perDraw', { max: formatMoney(game.drawMax) })}
          </Typography.Text>
        </Flex>
      ),
    },
    {
      title: t('lottery.columns.next'),
      key: 'next',
      width: 170,
      responsive: ['xl'],
      render: (_, game) => (game.nextDrawAt ? formatTime(game.nextDrawAt) : t('lottery.none')),
    },
    flagColumn('enabled'),
    flagColumn('isHot'),
    flagColumn('tradPlay'),
    flagColumn('entPlay'),
    {
      title: t('lottery.columns.actions'),
      key: 'actions',
      width: 160,
      fixed: 'right',
      render: (_, game) => (
        <Flex gap={4}>
          {mayChange && (
            <Button
              size="small"
              aria-label={t('lottery.actions.limitsOf', { name: nameOf(game) })}
              onClick={() => setLimitsOf(game)}
            >
              {t('lottery.actions.limits')}
            </Button>
          )}
          <Button
            size="small"
            aria-label={t('lottery.actions.drawsOf', { name: nameOf(game) })}
            onClick={() => setDrawsOfGame(game)}
          >
            {t('lottery.actions.draws')}
          </Button>
        </Flex>
      ),
    },
  ];

  return (
    <List
      title={t('lottery.menu')}
      headerButtons={
        <Button onClick={() => void query.refetch()} loading={query.isFetching}>
          {t('lottery.refresh')}
        </Button>
      }
    >
      <Alert type="info" showIcon message={t('lottery.note')} style={{ marginBottom: 12 }} />
      <QueryTable<OperatorLotteryGame>
        query={query}
        rowKey="gameCode"
        columns={columns}
        dataSource={games}
        pageSize={false}
        scroll={{ x: 1240 }}
        footer={() => t('lottery.count', { count: games.length })}
      />
      <LimitsDialog
        game={limitsOf}
        name={nameOf(limitsOf)}
        busy={busy}
        onClose={() => setLimitsOf(undefined)}
        onSave={(body) => {
          const game = limitsOf;
          if (!game) return;
          void change(game, body, t('lottery.changed', { name: nameOf(game) })).then(
            (saved) => saved && setLimitsOf(undefined),
          );
        }}
      />
      <DrawsDrawer
        game={drawsOfGame}
        name={nameOf(drawsOfGame)}
        onClose={() => setDrawsOfGame(undefined)}
      />
    </List>
  );
}
