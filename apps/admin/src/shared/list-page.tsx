import { useTranslate } from '@refinedev/core';
import { Alert, App, Button, Flex, Switch, Table, Typography, type TableProps } from 'antd';
import type { ReactNode } from 'react';
import { errorText } from './error-text';
import { currentMerchant, merchantPath } from './merchant';
import { useSend } from './use-send';

/*
 * The pieces a console list page is made of: its toolbar, its table of one read, the columns of a
 * row's switch and edit button, a row's deletion.
 */

/** A read of the operator API as a list shows it (refine's query, or a part of it). */
type Read = { error: unknown; isLoading: boolean; isFetching: boolean; refetch: () => unknown };

/** Reads the list again; it spins while the list is being read. */
export function RefreshButton({ query, children }: { query: Read; children: ReactNode }) {
  return (
    <Button onClick={() => void query.refetch()} loading={query.isFetching}>
      {children}
    </Button>
  );
}

/**
 * The bar above a console list: what the page offers on the left (an add button, a hint), and
 * on the right how many rows there are and a refresh button.
 */
export function ListToolbar({
  start,
  count,
  query,
  refresh,
  marginBottom = 12,
}: {
  start?: ReactNode;
  count: string;
  query: Read;
  /** The refresh button's text. */
  refresh: string;
  marginBottom?: number;
}) {
  return (
    <Flex
      justify={start ? 'space-between' : 'flex-end'}
      align="center"
      gap={12}
      style={{ marginBottom }}
    >
      {start}
      <Flex align="center" gap={12}>
        <Typography.Text type="secondary">{count}</Typography.Text>
        <RefreshButton query={query}>{refresh}</RefreshButton>
      </Flex>
    </Flex>
  );
}

/**
 * A console list's table of one read: the read's error above it, and the console's defaults
 * (rows keyed by id, middle size, loading while first read, 20 rows a page, no pager for one).
 * `pageSize` false shows every row; `wide` scrolls sideways where the columns do not fit (at
 * 1024 px); anything else a Table takes is passed on.
 */
export function QueryTable<Row extends object>({
  query,
  pageSize = 20,
  wide,
  ...table
}: TableProps<Row> & {
  query: Pick<Read, 'error' | 'isLoading'>;
  pageSize?: number | false;
  wide?: boolean;
}) {
  const t = useTranslate();
  return (
    <>
      {Boolean(query.error) && <Alert type="error" showIcon message={errorText(query.error, t)} />}
      <Table<Row>
        rowKey="id"
        size="middle"
        loading={query.isLoading}
        pagination={pageSize === false ? false : { pageSize, hideOnSinglePage: true }}
        {...(wide && { scroll: { x: 'max-content' } })}
        {...table}
      />
    </>
  );
}

/**
 * Deletes a row of a list after a confirmation (its OK button red): DELETE at the merchant's
 * `path`, the outcome told (`done`, or the server's refusal), the list read again either way.
 */
export function useDeleteRow(query: { refetch: () => Promise<unknown> }) {
  const t = useTranslate();
  const { modal } = App.useApp();
  const { send } = useSend(() => query.refetch());
  return ({
    path,
    title,
    content,
    done,
  }: {
    path: string;
    title: string;
    content: string;
    done: string;
  }) => {
    modal.confirm({
      title,
      content,
      okText: title,
      okButtonProps: { danger: true },
      cancelText: t('actions.cancel'),
      onOk: () =>
        send({ url: merchantPath(currentMerchant(), path), method: 'delete', done: () => done }),
    });
  };
}

/**
 * The column of a row's on/off switch: greyed out without the right to change it, named for
 * screen readers by the column and the row (`nameOf`).
 */
export function switchColumn<Row>({
  title,
  key = 'enabled',
  width,
  isOn,
  nameOf,
  mayChange,
  onSwitch,
}: {
  title: string;
  key?: string;
  width: number;
  isOn: (row: Row) => boolean;
  nameOf: (row: Row) => string;
  mayChange: boolean;
  onSwitch: (row: Row, on: boolean) => Promise<unknown>;
}) {
  return {
    title,
    key,
    width,
    render: (_: unknown, row: Row) => (
      <Switch
        size="small"
        checked={isOn(row)}
        disabled={!mayChange}
        aria-label={`${title}: ${nameOf(row)}`}
        onChange={(on) => void onSwitch(row, on)}
      />
    ),
  };
}

/** The column of a row's edit button, for an operator who may change rows (none otherwise). */
export function editColumns<Row>({
  mayChange,
  text,
  width,
  onEdit,
}: {
  mayChange: boolean;
  text: string;
  width: number;
  onEdit: (row: Row) => void;
}) {
  return mayChange
    ? [
        {
          title: '',
          key: 'edit',
          width,
          render: (_: unknown, row: Row) => (
            <Button size="small" onClick={() => onEdit(row)}>
              {text}
            </Button>
          ),
        },
      ]
    : [];
}
