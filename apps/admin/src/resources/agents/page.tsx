import { useCustom, useTranslate } from '@refinedev/core';
import type { OperatorAgentNode, OperatorAgentPage, OperatorAgentTree } from '@app/contracts';
import { Alert, App, Breadcrumb, Button, Card, Flex, Input, Table, Typography } from 'antd';
import { useState } from 'react';
import { errorText } from '@/shared/error-text';
import { currentMerchant, merchantPath } from '@/shared/merchant';
import { useMay } from '@/shared/use-may';
import { treeOf } from './api';
import { nodeColumns, type TreeRow } from './columns';
import { MoveDialog } from './move-dialog';
import { RatesDrawer } from './rates-drawer';

/** Children loaded at once when a row opens; more are seen by opening that member's tree. */
export const CHILDREN_PAGE = 50;

type Loaded = { items: OperatorAgentNode[]; total: number };

/** The rows under `nodes`: loaded children nested, an unopened agent with a team expandable. */
function rowsOf(nodes: OperatorAgentNode[], loaded: ReadonlyMap<string, Loaded>): TreeRow[] {
  return nodes.map((node) => {
    const own = loaded.get(node.account);
    const row: TreeRow = { ...node, key: node.account };
    if (own) {
      row.children = rowsOf(own.items, loaded);
      if (own.total > own.items.length) {
        row.children.push({
          ...node,
          key: `${node.account}…more`,
          more: { count: own.total - own.items.length, under: node.account },
        });
      }
    } else if (node.directCount > 0) {
      row.children = [];
    }
    return row;
  });
}

/**
 * The agent tree: search an agent (top agents when empty), browse its direct downline a level at
 * a time (children loaded as a row opens), read and raise rates, and move a member with its team
 * under another upline (agents).
 */
export function AgentsPage() {
  const t = useTranslate();
  const { message } = App.useApp();
  const mayMove = useMay('agents');
  const [q, setQ] = useState('');
  const [page, setPage] = useState(1);
  const [root, setRoot] = useState<string>();
  const [treePage, setTreePage] = useState(1);
  const [loaded, setLoaded] = useState<ReadonlyMap<string, Loaded>>(new Map());
  const [ratesOf, setRatesOf] = useState<OperatorAgentNode>();
  const [moving, setMoving] = useState<OperatorAgentNode>();

  const search = useCustom<OperatorAgentPage>({
    url: merchantPath(currentMerchant(), 'agents'),
    method: 'get',
    config: { query: { q: q || undefined, page, size: 10 } },
    errorNotification: false,
  });
  const found = search.query.data ? search.result.data : undefined;
  const tree = useCustom<OperatorAgentTree>({
    url: merchantPath(currentMerchant(), `agents/${encodeURIComponent(root ?? '')}/tree`),
    method: 'get',
    config: { query: { page: treePage, size: 20 } },
    errorNotification: false,
    queryOptions: { enabled: root !== undefined },
  });
  const shown = tree.query.data && root !== undefined ? tree.result.data : undefined;

  const open = (account: string) => {
    setRoot(account);
    setTreePage(1);
    setLoaded(new Map());
  };
  const expand = async (expanded: boolean, row: TreeRow) => {
    if (!expanded || row.more || loaded.has(row.account)) return;
    try {
      const answer = await treeOf(row.account, 1, CHILDREN_PAGE);
      setLoaded((before) =>
        new Map(before).set(row.account, {
          items: answer.downline.items,
          total: answer.downline.total,
        }),
      );
    } catch (error) {
      void message.error(errorText(error, t));
    }
  };
  const refresh = async () => {
    setLoaded(new Map());
    await Promise.all([search.query.refetch(), root ? tree.query.refetch() : undefined]);
  };

  const columns = nodeColumns(t, {
    open,
    rates: setRatesOf,
    move: mayMove ? setMoving : undefined,
  });
  const failure = search.query.error ?? (root ? tree.query.error : null);

  return (
    <Flex vertical gap={16} style={{ padding: 24 }}>
      <Typography.Title level={3} style={{ margin: 0 }}>
        {t('agents.menu')}
      </Typography.Title>
      {failure && <Alert type="error" showIcon message={errorText(failure, t)} />}
      <Card size="small" title={q ? t('agents.agents') : t('agents.topAgents')}>
        <Input.Search
          allowClear
          aria-label={t('agents.search')}
          placeholder={t('agents.searchHint')}
          style={{ maxWidth: 420, marginBottom: 12 }}
          onSearch={(value) => {
            setQ(value.trim());
            setPage(1);
          }}
        />
        <Table<TreeRow>
          size="small"
          rowKey="key"
          columns={columns}
          loading={search.query.isFetching}
          dataSource={(found?.items ?? []).map((node) => ({ ...node, key: node.account }))}
          scroll={{ x: 'max-content' }}
          pagination={{
            current: page,
            pageSize: 10,
            total: found?.total ?? 0,
            showSizeChanger: false,
            onChange: setPage,
          }}
        />
      </Card>
      {root !== undefined && (
        <Card
          size="small"
          title={
            <Breadcrumb
              items={[
                { title: t('agents.house') },
                ...(shown?.uplines ?? []).map((account) => ({
                  title: (
                    <Button type="link" size="small" onClick={() => open(account)}>
                      {account}
                    </Button>
                  ),
                })),
                { title: <strong>{shown?.agent.account ?? root}</strong> },
              ]}
            />
          }
        >
          {shown && (
            <Table<TreeRow>
              size="small"
              rowKey="key"
              columns={columns}
              dataSource={[{ ...shown.agent, key: shown.agent.account }]}
              pagination={false}
              scroll={{ x: 'max-content' }}
              style={{ marginBottom: 16 }}
            />
          )}
          <Typography.Text strong>
            {t('agents.downline', { account: shown?.agent.account ?? root })}
          </Typography.Text>
          <Table<TreeRow>
            size="small"
            rowKey="key"
            columns={columns}
            loading={tree.query.isFetching}
            dataSource={rowsOf(shown?.downline.items ?? [], loaded)}
            expandable={{ onExpand: (expanded, row) => void expand(expanded, row) }}
            scroll={{ x: 'max-content' }}
            pagination={{
              current: treePage,
              pageSize: 20,
              total: shown?.downline.total ?? 0,
              showSizeChanger: false,
              onChange: (next) => {
                setTreePage(next);
                setLoaded(new Map());
              },
            }}
          />
        </Card>
      )}
      <RatesDrawer
        key={ratesOf?.account ?? ''}
        node={ratesOf}
        onClose={() => setRatesOf(undefined)}
        onSaved={() => void refresh()}
      />
      <MoveDialog
        node={moving}
        onClose={() => setMoving(undefined)}
        onMoved={() => {
          setMoving(undefined);
          void refresh();
        }}
      />
    </Flex>
  );
}
