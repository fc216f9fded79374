import { useTranslate } from '@refinedev/core';
import { GAME_TYPES, type GameType, type OperatorGame } from '@app/contracts';
import { Button, Flex, Input, InputNumber, Select, Typography } from 'antd';
import { useMemo, useRef, useState } from 'react';
import { QueryTable, switchColumn } from '@/shared/list-page';
import { useMay } from '@/shared/use-may';
import { useCatalogueChange, type useCatalogue } from './catalogue';
import { bySortOrder, moved } from './order';

type Props = {
  catalogue: ReturnType<typeof useCatalogue>;
  vendor: string | undefined;
  onVendor: (vendor: string | undefined) => void;
};

type Flag = 'enabled' | 'isHot' | 'isNew';
const FLAG_TEXTS: Record<Flag, [on: string, off: string]> = {
  enabled: ['games.switchedOn', 'games.switchedOff'],
  isHot: ['games.hotOn', 'games.hotOff'],
  isNew: ['games.newOn', 'games.newOff'],
};

const PAGE_SIZES = [20, 50, 100, 200];
const nodeNumber = (game: OperatorGame) => Number(game.nodeId);

/**
 * The lobby's games (some 600 in the demo): searched by name, filtered by vendor and category,
 * a page at a time. Each game switched on or off, hot or new (PUT …/games/:nodeId, the answer
 * shown at once), and placed among its vendor's games (PUT …/games/order with the vendor's whole
 * new sequence).
 */
export function GamesTab({ catalogue, vendor, onVendor }: Props) {
  const t = useTranslate();
  const mayChange = useMay('games');
  const { put, order, isPending } = useCatalogueChange();
  const { games, vendors, gamesQuery } = catalogue;
  const [search, setSearch] = useState('');
  const [category, setCategory] = useState<GameType>();
  const [page, setPage] = useState(1);
  const [pageSize, setPageSize] = useState(50);
  // The server's answers to this page's switches, until the list is read again.
  const [answers, setAnswers] = useState<{ of: number; games: Map<string, OperatorGame> }>({
    of: 0,
    games: new Map(),
  });
  const readAt = gamesQuery.dataUpdatedAt;
  const changed = answers.of === readAt ? answers.games : undefined;

  const current = useMemo(
    () => games.map((game) => changed?.get(game.nodeId) ?? game),
    [games, changed],
  );
  const vendorNames = useMemo(
    () => new Map(vendors.map((v) => [v.vassalage, v.displayName])),
    [vendors],
  );
  // Each vendor's games in their order: a game's place is its index here.
  const byVendor = useMemo(() => {
    const map = new Map<string, OperatorGame[]>();
    for (const game of [...current].sort(bySortOrder(nodeNumber))) {
      map.set(game.vassalage, [...(map.get(game.vassalage) ?? []), game]);
    }
    return map;
  }, [current]);
  const placeOf = (game: OperatorGame) =>
    (byVendor.get(game.vassalage) ?? []).findIndex((g) => g.nodeId === game.nodeId);

  // The lobby's order: categories, their vendors, each vendor's games.
  const rows = useMemo(() => {
    const vendorRank = new Map(
      [...vendors]
        .sort(
          (a, b) =>
            GAME_TYPES.indexOf(a.gameType) - GAME_TYPES.indexOf(b.gameType) ||
            a.sortOrder - b.sortOrder,
        )
        .map((v, n) => [v.vassalage, n]),
    );
    const words = search.trim().toLocaleLowerCase();
    return [...byVendor.entries()]
      .sort(([a], [b]) => (vendorRank.get(a) ?? 1e6) - (vendorRank.get(b) ?? 1e6))
      .flatMap(([, list]) => list)
      .filter(
        (game) =>
          (vendor === undefined || game.vassalage === vendor) &&
          (category === undefined || game.gameType === category) &&
          (words === '' || game.gameName.toLocaleLowerCase().includes(words)),
      );
  }, [byVendor, vendors, vendor, category, search]);

  const toggle = async (game: OperatorGame, flag: Flag, value: boolean) => {
    const [on, off] = FLAG_TEXTS[flag];
    const answer = await put<OperatorGame>(
      `games/${encodeURIComponent(game.nodeId)}`,
      { [flag]: value },
      t(value ? on : off, { name: game.gameName }),
    );
    if (answer) {
      setAnswers((was) => ({
        of: readAt,
        games: new Map(was.of === readAt ? was.games : []).set(answer.nodeId, answer),
      }));
    }
  };
  const place = async (game: OperatorGame, to: number): Promise<boolean> => {
    const list = (byVendor.get(game.vassalage) ?? []).map((g) => g.nodeId);
    const from = list.indexOf(game.nodeId);
    if (from === to || from < 0) return false;
    if (!(await order({ vendor: game.vassalage, nodeIds: moved(list, from, to) }))) return false;
    await gamesQuery.refetch();
    return true;
  };

  const flagColumn = (flag: Flag, title: string) =>
    switchColumn<OperatorGame>({
      title,
      key: flag,
      width: 60,
      isOn: (game) => game[flag],
      nameOf: (game) => game.gameName,
      mayChange,
      onSwitch: (game, value) => toggle(game, flag, value),
    });
  const columns = [
    {
      title: t('games.columns.order'),
      key: 'order',
      width: 96,
      render: (_: unknown, game: OperatorGame) => (
        <OrderCell
          key={`${game.nodeId}:${placeOf(game)}`}
          place={placeOf(game)}
          count={byVendor.get(game.vassalage)?.length ?? 1}
          label={t('games.orderOf', { name: game.gameName })}
          editable={mayChange && !isPending}
          onPlace={(to) => place(game, to)}
        />
      ),
    },
    {
      title: t('games.columns.name'),
      key: 'name',
      render: (_: unknown, game: OperatorGame) => (
        <Flex align="center" gap={10}>
          <img
            src={game.iconUrl}
            alt=""
            width={28}
            height={28}
            loading="lazy"
            style={{ borderRadius: 6, flex: 'none' }}
          />
          <Typography.Text ellipsis style={{ maxWidth: 300 }}>
            {game.gameName}
          </Typography.Text>
        </Flex>
      ),
    },
    {
      title: t('games.columns.vendor'),
      key: 'vendor',
      width: 150,
      render: (_: unknown, game: OperatorGame) => vendorNames.get(game.vassalage) ?? game.vassalage,
    },
    {
      title: t('games.columns.category'),
      key: 'category',
      width: 120,
      // From 1200 px up: below, the vendor says it and the name keeps its room.
      responsive: ['xl' as const],
      render: (_: unknown, game: OperatorGame) => t(`games.categories.${game.gameType}`),
    },
    {
      title: t('games.columns.minBet'),
      key: 'minBet',
      align: 'right' as const,
      width: 110,
      render: (_: unknown, game: OperatorGame) => `₱${game.minBet.toFixed(2)}`,
    },
    flagColumn('enabled', t('games.columns.enabled')),
    flagColumn('isHot', t('games.columns.hot')),
    flagColumn('isNew', t('games.columns.new')),
  ];

  return (
    <>
      <Flex gap={12} align="center" wrap style={{ marginBottom: 12 }}>
        <Input.Search
          allowClear
          aria-label={t('games.search')}
          placeholder={t('games.search')}
          style={{ width: 280 }}
          value={search}
          onChange={(event) => {
            setSearch(event.target.value);
            setPage(1);
          }}
        />
        <Select<string>
          showSearch
          optionFilterProp="label"
          aria-label={t('games.columns.vendor')}
          style={{ width: 220 }}
          value={vendor ?? ''}
          onChange={(value) => {
            onVendor(value === '' ? undefined : value);
            setPage(1);
          }}
          options={[
            { value: '', label: t('games.allVendors') },
            ...[...vendors]
              .sort((a, b) => a.displayName.localeCompare(b.displayName))
              .map((v) => ({ value: v.vassalage, label: `${v.displayName} (${v.games})` })),
          ]}
        />
        <Select<GameType | ''>
          aria-label={t('games.columns.category')}
          style={{ width: 180 }}
          value={category ?? ''}
          onChange={(value) => {
            setCategory(value === '' ? undefined : value);
            setPage(1);
          }}
          options={[
            { value: '', label: t('games.allCategories') },
            ...GAME_TYPES.filter((type) => vendors.some((v) => v.gameType === type)).map(
              (type) => ({ value: type, label: t(`games.categories.${type}`) }),
            ),
          ]}
        />
        <Typography.Text type="secondary">
          {t('games.count', { shown: rows.length, total: games.length })}
        </Typography.Text>
        <Button
          style={{ marginLeft: 'auto' }}
          onClick={() => void gamesQuery.refetch()}
          loading={gamesQuery.isFetching}
        >
          {t('games.refresh')}
        </Button>
      </Flex>
      {mayChange && (
        <Typography.Paragraph type="secondary" style={{ marginBottom: 12 }}>
          {t('games.orderHint')}
        </Typography.Paragraph>
      )}
      <QueryTable
        query={gamesQuery}
        rowKey="nodeId"
        size="small"
        columns={columns}
        dataSource={rows}
        sticky
        pagination={{
          current: page,
          pageSize,
          pageSizeOptions: PAGE_SIZES,
          showSizeChanger: true,
          onChange: (next, size) => {
            setPage(size === pageSize ? next : 1);
            setPageSize(size);
          },
        }}
      />
    </>
  );
}

/**
 * A game's place among its vendor's games (1 first): typed, it moves there on Enter or blur.
 * Keyed by the place, so a new order starts a new cell.
 */
function OrderCell({
  place,
  count,
  label,
  editable,
  onPlace,
}: {
  place: number;
  count: number;
  label: string;
  editable: boolean;
  onPlace: (to: number) => Promise<boolean>;
}) {
  const [value, setValue] = useState<number | null>(place + 1);
  // The place asked for, so that Enter and the blur after it send it once. A new place is a
  // new cell (its key), so both start again from it.
  const asked = useRef<number>(undefined);
  if (!editable) return <span>{place + 1}</span>;
  const commit = async () => {
    if (value === null || value === place + 1) return setValue(place + 1);
    const to = Math.max(1, Math.min(count, Math.round(value))) - 1;
    if (asked.current === to) return;
    asked.current = to;
    if (!(await onPlace(to))) {
      asked.current = undefined;
      setValue(place + 1);
    }
  };
  return (
    <InputNumber<number>
      size="small"
      aria-label={label}
      min={1}
      max={count}
      precision={0}
      value={value}
      style={{ width: 72 }}
      onChange={setValue}
      onPressEnter={() => void commit()}
      onBlur={() => void commit()}
    />
  );
}
