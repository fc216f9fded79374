import { useTranslate } from '@refinedev/core';
import { GAME_TYPES, type GameType, type OperatorVendor } from '@app/contracts';
import { Button, Flex, Select, Space, Typography } from 'antd';
import { useMemo, useState } from 'react';
import { QueryTable, RefreshButton, switchColumn } from '@/shared/list-page';
import { useMay } from '@/shared/use-may';
import { useCatalogueChange, type useCatalogue } from './catalogue';
import { bySortOrder, moved } from './order';

type Props = {
  catalogue: ReturnType<typeof useCatalogue>;
  /** Opens the games tab on this vendor's games. */
  onShowGames: (vendor: string) => void;
};

/**
 * The lobby's vendors by category, in the lobby's order: switch one on or off, move it up or
 * down among its category's vendors (PUT …/games/order with the category's new sequence).
 */
export function VendorsTab({ catalogue, onShowGames }: Props) {
  const t = useTranslate();
  const mayChange = useMay('games');
  const { put, order, isPending } = useCatalogueChange();
  const [category, setCategory] = useState<GameType>();
  const { vendors, vendorsQuery } = catalogue;

  // Each category's vendors in the lobby's order.
  const byCategory = useMemo(() => {
    const map = new Map<string, OperatorVendor[]>();
    const sorted = [...vendors].sort(bySortOrder(() => 0));
    for (const vendor of sorted) {
      map.set(vendor.gameType, [...(map.get(vendor.gameType) ?? []), vendor]);
    }
    return map;
  }, [vendors]);
  const rows = useMemo(
    () =>
      GAME_TYPES.filter((type) => category === undefined || type === category).flatMap(
        (type) => byCategory.get(type) ?? [],
      ),
    [byCategory, category],
  );
  const present = GAME_TYPES.filter((type) => byCategory.has(type));

  const move = async (vendor: OperatorVendor, step: -1 | 1) => {
    const list = (byCategory.get(vendor.gameType) ?? []).map((v) => v.vassalage);
    const from = list.indexOf(vendor.vassalage);
    if (await order({ gameType: vendor.gameType, vendors: moved(list, from, from + step) })) {
      await vendorsQuery.refetch();
    }
  };
  const toggle = async (vendor: OperatorVendor, enabled: boolean) => {
    const done = await put<OperatorVendor>(
      `games/vendors/${encodeURIComponent(vendor.vassalage)}`,
      { enabled },
      t(enabled ? 'games.switchedOn' : 'games.switchedOff', { name: vendor.displayName }),
    );
    if (done) await vendorsQuery.refetch();
  };

  const columns = [
    {
      title: t('games.columns.order'),
      key: 'order',
      width: 110,
      render: (_: unknown, vendor: OperatorVendor) => {
        const list = byCategory.get(vendor.gameType) ?? [];
        const place = list.indexOf(vendor);
        return (
          <Space size={4}>
            <Typography.Text style={{ minWidth: 22, display: 'inline-block' }}>
              {place + 1}
            </Typography.Text>
            {mayChange && (
              <>
                <Button
                  size="small"
                  type="text"

                  aria-label={t('games.moveUp', { name: vendor.displayName })}
                  disabled={place <= 0 || isPending}
                  onClick={() => void move(vendor, -1)}
                >
                  ↑
                </Button>
                <Button
                  size="small"
                  type="text"

                  aria-label={t('games.moveDown', { name: vendor.displayName })}
                  disabled={place >= list.length - 1 || isPending}
                  onClick={() => void move(vendor, 1)}
                >
                  ↓
                </Button>
              </>
            )}
          </Space>
        );
      },
    },
    {
      title: t('games.columns.name'),
      key: 'name',
      render: (_: unknown, vendor: OperatorVendor) => (
        <Flex align="center" gap={10}>
          <img
            src={vendor.mobileSmallIcon}
            alt=""
            height={22}
            style={{ maxWidth: 72, objectFit: 'contain', background: '#1f2937', borderRadius: 4 }}
          />
          <span>{vendor.displayName}</span>
        </Flex>
      ),
    },
    { title: t('games.columns.code'), dataIndex: 'vassalage', key: 'code' },
    {
      title: t('games.columns.category'),
      key: 'category',
      render: (_: unknown, vendor: OperatorVendor) => t(`games.categories.${vendor.gameType}`),
    },
    {
      title: t('games.columns.games'),
      key: 'games',
      align: 'right' as const,
      render: (_: unknown, vendor: OperatorVendor) => (
        <Button
          type="link"
          size="small"
          title={t('games.openGames')}
          onClick={() => onShowGames(vendor.vassalage)}
        >
          {vendor.games}
        </Button>
      ),
    },
    switchColumn<OperatorVendor>({
      title: t('games.columns.enabled'),
      width: 90,
      isOn: (vendor) => vendor.enabled,
      nameOf: (vendor) => vendor.displayName,
      mayChange,
      onSwitch: toggle,
    }),
  ];

  return (
    <>
      <Flex justify="space-between" align="center" gap={12} wrap style={{ marginBottom: 16 }}>
        <Flex align="center" gap={12}>
          <Select<GameType | ''>
            aria-label={t('games.columns.category')}
            style={{ width: 220 }}
            value={category ?? ''}
            onChange={(value) => setCategory(value === '' ? undefined : value)}
            options={[
              { value: '', label: t('games.allCategories') },
              ...present.map((type) => ({ value: type, label: t(`games.categories.${type}`) })),
            ]}
          />
          <Typography.Text type="secondary">
            {t('games.vendorCount', { count: rows.length })}
          </Typography.Text>
        </Flex>
        <Flex align="center" gap={12}>
          <Typography.Text type="secondary">{t('games.vendorOrderHint')}</Typography.Text>
          <RefreshButton query={vendorsQuery}>{t('games.refresh')}</RefreshButton>
        </Flex>
      </Flex>
      <QueryTable
        query={vendorsQuery}
        rowKey="vassalage"
        size="small"
        columns={columns}
        dataSource={rows}
        pageSize={false}
        sticky
      />
    </>
  );
}
