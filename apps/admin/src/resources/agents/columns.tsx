import { percentOfBp, type OperatorAgentNode } from '@app/contracts';
import { Button, Space, Tag, Tooltip, Typography, type TableColumnsType } from 'antd';
import { formatMoney, formatTime } from '@/shared/format';

type Translate = (key: string, options?: object) => string;

/** A row of the tree: a member, or the note that more direct downline members are left out. */
export type TreeRow = OperatorAgentNode & {
  key: string;
  children?: TreeRow[];
  /** Set on the note row: how many are left out, under which member. */
  more?: { count: number; under: string };
};

/** LOTTERY 3.00% …, every product in the tooltip (the drawer lists them all). */
function rates(node: OperatorAgentNode) {
  const all = node.rates.map((r) => `${r.product} ${percentOfBp(r.rateBp)}%`);
  return (
    <Tooltip title={all.join(' · ')}>
      <Typography.Text style={{ whiteSpace: 'nowrap', fontSize: 12 }}>
        {all[0]}
        {all.length > 1 ? ' …' : ''}
      </Typography.Text>
    </Tooltip>
  );
}

/** The columns of the agents' list and of the tree: open, rates and move on each member. */
export function nodeColumns(
  t: Translate,
  actions: {
    open: (account: string) => void;
    rates: (node: OperatorAgentNode) => void;
    move?: ((node: OperatorAgentNode) => void) | undefined;
  },
): TableColumnsType<TreeRow> {
  const unlessMore =
    <V,>(render: (value: V, row: TreeRow) => React.ReactNode) =>
    (value: V, row: TreeRow) =>
      row.more ? null : render(value, row);
  return [
    {
      title: t('agents.account'),
      dataIndex: 'account',
      onCell: (row) => (row.more ? { colSpan: 8 } : {}),
      render: (account: string, row) =>
        row.more ? (
          <Button type="link" size="small" onClick={() => actions.open(row.more?.under ?? '')}>
            {t('agents.more', { count: row.more.count, account: row.more.under })}
          </Button>
        ) : row.agent ? (
          <Button type="link" size="small" onClick={() => actions.open(account)}>
            {account}
          </Button>
        ) : (
          <span>{account}</span>
        ),
    },
    {
      title: t('agents.type'),
      dataIndex: 'type',
      onCell: (row) => (row.more ? { colSpan: 0 } : {}),
      render: unlessMore((type: string, row) => (
        <Tag color={row.agent ? 'blue' : undefined}>{t(`agents.types.${type}`)}</Tag>
      )),
    },
    {
      title: t('agents.direct'),
      dataIndex: 'directCount',
      align: 'right',
      onCell: (row) => (row.more ? { colSpan: 0 } : {}),
    },
    {
      title: t('agents.team'),
      dataIndex: 'teamSize',
      align: 'right',
      onCell: (row) => (row.more ? { colSpan: 0 } : {}),
    },
    {
      title: t('agents.cash'),
      dataIndex: 'cash',
      align: 'right',
      onCell: (row) => (row.more ? { colSpan: 0 } : {}),
      render: unlessMore((cash: number) => formatMoney(cash)),
    },
    {
      title: t('agents.rates'),
      key: 'rates',
      onCell: (row) => (row.more ? { colSpan: 0 } : {}),
      render: unlessMore((_: unknown, row) => rates(row)),
    },
    {
      title: t('agents.registeredAt'),
      dataIndex: 'registeredAt',
      responsive: ['xl'],
      onCell: (row) => (row.more ? { colSpan: 0 } : {}),
      render: unlessMore((at: number) => formatTime(at)),
    },
    {
      title: t('agents.actions'),
      key: 'actions',
      onCell: (row) => (row.more ? { colSpan: 0 } : {}),
      render: unlessMore((_: unknown, row) => (
        <Space size={0}>
          <Button size="small" type="link" onClick={() => actions.rates(row)}>
            {t('agents.rates')}
          </Button>
          {actions.move && (
            <Button size="small" type="link" onClick={() => actions.move?.(row)}>
              {t('agents.move.button')}
            </Button>
          )}
        </Space>
      )),
    },
  ];
}
