import { useCustom, useCustomMutation, useTranslate } from '@refinedev/core';
import {
  percentOfBp,
  type OperatorAgentNode,
  type OperatorAgentRate,
  type OperatorAgentRatesBody,
  type OperatorAgentRebates,
  type RebateQuota,
} from '@app/contracts';
import {
  Alert,
  App,
  Button,
  Drawer,
  Flex,
  Form,
  Input,
  InputNumber,
  Table,
  Typography,
  type TableColumnsType,
} from 'antd';
import { useState } from 'react';
import { errorText } from '@/shared/error-text';
import { currentMerchant, merchantPath } from '@/shared/merchant';
import { useMay } from '@/shared/use-may';

const pct = (bp: number | null) => (bp === null ? '—' : `${percentOfBp(bp)}%`);

/**
 * A member's rebate rates per product with the merchant's bounds, its upline's rate and the
 * highest of its direct downline, and its direct downline's quota use; the house raises rates
 * (agents) as the member's upline would.
 */
export function RatesDrawer({
  node,
  onClose,
  onSaved,
}: {
  node: OperatorAgentNode | undefined;
  onClose: () => void;
  onSaved: () => void;
}) {
  const t = useTranslate();
  const { message } = App.useApp();
  const mayRaise = useMay('agents');
  const [editing, setEditing] = useState(false);
  const [form] = Form.useForm<{ rates: Record<string, number>; reason: string }>();
  const account = node?.account ?? '';
  const url = merchantPath(currentMerchant(), `agents/${encodeURIComponent(account)}/rebates`);
  const { result, query } = useCustom<OperatorAgentRebates>({
    url,
    method: 'get',
    errorNotification: false,
    queryOptions: { enabled: node !== undefined },
  });
  const data = query.data && node ? result.data : undefined;
  const { mutateAsync, mutation } = useCustomMutation<OperatorAgentRebates>();
  const startEditing = () => {
    if (!data) return;
    form.setFieldsValue({
      rates: Object.fromEntries(data.rates.map((r) => [r.product, r.rateBp / 100])),
      reason: '',
    });
    setEditing(true);
  };
  const save = async () => {
    if (!data) return;
    const values = await form.validateFields();
    const rates = data.rates
      .map((r) => ({
        product: r.product,
        rateBp: Math.round((values.rates[r.product] ?? 0) * 100),
      }))
      .filter((r, i) => r.rateBp !== data.rates[i]?.rateBp);
    if (rates.length === 0) {
      void message.info(t('agents.panel.nothing'));
      return;
    }
    try {
      await mutateAsync({
        url,
        method: 'put',
        values: { rates, reason: values.reason.trim() } satisfies OperatorAgentRatesBody,
        successNotification: false,
        errorNotification: false,
      });
      void message.success(t('agents.panel.saved'));
      setEditing(false);
      await query.refetch();
      onSaved();
    } catch (error) {
      void message.error(errorText(error, t));
    }
  };

  const columns: TableColumnsType<OperatorAgentRate> = [
    { title: t('agents.panel.product'), dataIndex: 'product' },
    {
      title: t('agents.panel.rate'),
      dataIndex: 'rateBp',
      align: 'right',
      render: (bp: number, row) =>
        editing ? (
          <Form.Item name={['rates', row.product]} noStyle>
            <InputNumber
              aria-label={`${t('agents.panel.rate')} ${row.product}`}
              size="small"
              min={bp / 100}
              max={Math.min(row.maxBp, row.uplineBp ?? row.maxBp) / 100}
              step={0.01}
              precision={2}
              suffix="%"
              style={{ width: 120 }}
            />
          </Form.Item>
        ) : (
          pct(bp)
        ),
    },
    {
      title: t('agents.panel.bounds'),
      key: 'bounds',
      render: (_, row) => `${pct(row.minBp)} – ${pct(row.maxBp)}`,
    },
    { title: t('agents.panel.upline'), dataIndex: 'uplineBp', align: 'right', render: pct },
    {
      title: t('agents.panel.downlineMax'),
      dataIndex: 'downlineMaxBp',
      align: 'right',
      render: pct,
    },
  ];
  const quotaColumns: TableColumnsType<RebateQuota> = [
    { title: t('agents.panel.product'), dataIndex: 'product' },
    { title: t('agents.panel.quotaRate'), dataIndex: 'rateBp', align: 'right', render: pct },
    {
      title: t('agents.panel.used'),
      key: 'used',
      align: 'right',
      render: (_, row) => `${row.used} / ${row.limit}`,
    },
  ];

  return (
    <Drawer
      open={node !== undefined}
      width={720}
      title={t('agents.panel.title', { account })}
      onClose={onClose}
      extra={
        mayRaise && data && !editing ? (
          <Button onClick={startEditing}>{t('agents.panel.edit')}</Button>
        ) : null
      }
    >
      {query.error && <Alert type="error" showIcon message={errorText(query.error, t)} />}
      <Form form={form} layout="vertical" requiredMark={false}>
        <Flex vertical gap={16}>
          <Typography.Text type="secondary">{t('agents.panel.rules')}</Typography.Text>
          <Table<OperatorAgentRate>
            size="small"
            rowKey="product"
            loading={query.isFetching}
            columns={columns}
            dataSource={data?.rates ?? []}
            pagination={false}
          />
          {editing && (
            <>
              <Form.Item
                name="reason"
                label={t('agents.panel.reason')}
                rules={[
                  { required: true, whitespace: true, message: t('agents.panel.reasonRequired') },
                ]}
              >
                <Input.TextArea rows={2} maxLength={500} />
              </Form.Item>
              <Flex gap={8} justify="end">
                <Button onClick={() => setEditing(false)}>{t('actions.cancel')}</Button>
                <Button
                  type="primary"
                  loading={mutation.isPending}
                  onClick={() => void save().catch(() => undefined)}
                >
                  {t('agents.panel.save')}
                </Button>
              </Flex>
            </>
          )}
          <Typography.Text strong>{t('agents.panel.quotas')}</Typography.Text>
          <Table<RebateQuota>
            size="small"
            rowKey={(row) => `${row.product}-${row.rateBp}`}
            columns={quotaColumns}
            dataSource={data?.quotas ?? []}
            pagination={false}
          />
        </Flex>
      </Form>
    </Drawer>
  );
}
