import { useCustom, useCustomMutation, useGetIdentity, useTranslate } from '@refinedev/core';
import type { OperatorAccount } from '@app/contracts';
import { Alert, App, Button, Drawer, Form, Space, Typography } from 'antd';
import { useState } from 'react';
import { ApiError } from '@/shared/api';
import { errorText } from '@/shared/error-text';
import { ListToolbar, QueryTable, useDeleteRow } from '@/shared/list-page';
import { currentMerchant, merchantPath } from '@/shared/merchant';
import { useMay } from '@/shared/use-may';
import { clearIssues, showIssues } from './form-issues';
import type { FormValues, KindSpec } from './kind-spec';

type Props<Row extends { id: number }, Input> = { spec: KindSpec<Row, Input> };

/**
 * One kind of content: its items in a table, a drawer to add or edit one (the contract checks
 * the form before it is sent; the server's refusal shows in the drawer) and delete after a
 * confirmation. Roles without the content permission see the table only.
 */
export function ContentTab<Row extends { id: number }, Input>({ spec }: Props<Row, Input>) {
  const t = useTranslate();
  const mayChange = useMay('content');
  const { data: me } = useGetIdentity<OperatorAccount>();
  const code = currentMerchant();
  const { result, query } = useCustom<Row[]>({
    url: merchantPath(code, spec.kind),
    method: 'get',
    errorNotification: false,
  });
  const rows = query.data ? result.data : [];
  /** The drawer: closed, a new item, or the item edited. */
  const [open, setOpen] = useState<{ row?: Row; key: number }>();
  const deleteRow = useDeleteRow(query);

  const remove = (row: Row) =>
    deleteRow({
      path: `${spec.kind}/${row.id}`,
      title: t('content.delete'),
      content: t('content.deleteConfirm', { title: spec.titleOf(row) }),
      done: t('content.deleted'),
    });

  const columns = [
    // Every kind's items are listed with their id first.
    { title: t('content.fields.id'), dataIndex: 'id', width: 64 },
    ...spec.columns(t),
    ...(mayChange
      ? [
          {
            title: t('content.fields.actions'),
            key: 'actions',
            width: 150,
            // Always in sight at 1024 wide, where the table scrolls sideways.
            fixed: 'right' as const,
            render: (_: unknown, row: Row) => (
              <Space size={4}>
                <Button size="small" onClick={() => setOpen({ row, key: Date.now() })}>
                  {t('content.edit')}
                </Button>
                <Button size="small" danger onClick={() => remove(row)}>
                  {t('content.delete')}
                </Button>
              </Space>
            ),
          },
        ]
      : []),
  ];

  return (
    <>
      <ListToolbar
        start={
          mayChange ? (
            <Button type="primary" onClick={() => setOpen({ key: Date.now() })}>
              {t('content.add')}
            </Button>
          ) : (
            <Typography.Text type="secondary">{me ? t('content.readOnly') : ''}</Typography.Text>
          )
        }
        count={t('content.count', { count: rows.length })}
        query={query}
        refresh={t('content.refresh')}
      />
      <QueryTable<Row> query={query} wide columns={columns} dataSource={rows} />
      {open && (
        <ItemDrawer
          key={open.key}
          spec={spec}
          row={open.row}
          onClose={() => setOpen(undefined)}
          onSaved={() => {
            setOpen(undefined);
            void query.refetch();
          }}
        />
      )}
    </>
  );
}

type DrawerProps<Row extends { id: number }, Input> = {
  spec: KindSpec<Row, Input>;
  row: Row | undefined;
  onClose: () => void;
  onSaved: () => void;
};

/** Adds (POST) or replaces (PUT /:id) one item with every field of the kind's contract. */
function ItemDrawer<Row extends { id: number }, Input>({
  spec,
  row,
  onClose,
  onSaved,
}: DrawerProps<Row, Input>) {
  const t = useTranslate();
  const { message } = App.useApp();
  const [form] = Form.useForm();
  const [refusal, setRefusal] = useState<string>();
  const { mutateAsync, mutation } = useCustomMutation();
  const code = currentMerchant();

  const save = async () => {
    setRefusal(undefined);
    const checked = spec.contract.safeParse(spec.toInput(form.getFieldsValue(true) as FormValues));
    if (!checked.success) {
      showIssues(form, checked.error.issues, t);
      return;
    }
    clearIssues(form);
    try {
      await mutateAsync({
        url: merchantPath(code, row ? `${spec.kind}/${row.id}` : spec.kind),
        method: row ? 'put' : 'post',
        values: checked.data as object,
        successNotification: false,
        errorNotification: false,
      });
      void message.success(t('content.saved'));
      onSaved();
    } catch (error) {
      const text = errorText(error, t);
      setRefusal(text);
      const field = error instanceof ApiError ? spec.refusalFields?.[error.code] : undefined;
      if (field) form.setFields([{ name: field, errors: [text] }]);
    }
  };

  return (
    <Drawer
      open
      width="min(880px, 100vw)"
      title={row ? t('content.editTitle', { id: row.id }) : t('content.addTitle')}
      onClose={onClose}
      destroyOnHidden
      extra={
        <Space>
          <Button onClick={onClose}>{t('actions.cancel')}</Button>
          <Button type="primary" loading={mutation.isPending} onClick={() => void save()}>
            {t('content.save')}
          </Button>
        </Space>
      }
    >
      {refusal && (
        <Alert type="error" showIcon message={refusal} style={{ marginBottom: 16 }} role="alert" />
      )}
      <Form
        form={form}
        layout="vertical"
        initialValues={spec.toForm(row)}
        onFinish={() => void save()}
      >
        <spec.Fields form={form} />
      </Form>
    </Drawer>
  );
}
