import { useTranslate } from '@refinedev/core';
import type { OperatorLotteryGame, OperatorLotteryGameChange } from '@app/contracts';
import { Form, InputNumber, Typography } from 'antd';
import { FormDialog } from '@/shared/form-dialog';
import { minorToPesos, pesosToMinor } from '@/shared/pesos';

type Values = { betMin: number; betMax: number; drawMax: number; sortOrder: number };

/**
 * A game's limits in pesos (least and most a bet, one member's most on a draw) and its place in
 * the lobby. The dialog checks their order as the server does; only what changed is sent.
 */
export function LimitsDialog({
  game,
  name,
  busy,
  onSave,
  onClose,
}: {
  game: OperatorLotteryGame | undefined;
  name: string;
  busy: boolean;
  onSave: (change: OperatorLotteryGameChange) => void;
  onClose: () => void;
}) {
  const t = useTranslate();
  const [form] = Form.useForm<Values>();
  const atLeast = (field: keyof Values, message: string) => ({
    validator: (_: unknown, value: number | null) =>
      value === null || value >= (form.getFieldValue(field) as number)
        ? Promise.resolve()
        : Promise.reject(new Error(message)),
  });
  const money = (field: 'betMin' | 'betMax' | 'drawMax', rules: object[] = []) => (
    <Form.Item
      name={field}
      label={t(`lottery.limits.${field}`)}
      dependencies={field === 'betMin' ? [] : [field === 'betMax' ? 'betMin' : 'betMax']}
      rules={[
        { required: true, message: t('lottery.limits.positive') },
        { type: 'number', min: 0.01, message: t('lottery.limits.positive') },
        ...rules,
      ]}
    >
      <InputNumber min={0} step={1} precision={2} prefix="₱" style={{ width: 200 }} />
    </Form.Item>
  );

  const save = (values: Values) => {
    if (!game) return;
    const next = {
      betMin: pesosToMinor(values.betMin),
      betMax: pesosToMinor(values.betMax),
      drawMax: pesosToMinor(values.drawMax),
      sortOrder: values.sortOrder,
    };
    const change = Object.fromEntries(
      Object.entries(next).filter(([key, value]) => game[key as keyof typeof next] !== value),
    );
    if (Object.keys(change).length === 0) onClose();
    else onSave(change);
  };

  return (
    <FormDialog
      form={form}
      open={game !== undefined}
      title={t('lottery.limits.title', { name })}
      busy={busy}
      onFinish={save}
      onClose={onClose}
      {...(game && {
        initialValues: {
          betMin: minorToPesos(game.betMin),
          betMax: minorToPesos(game.betMax),
          drawMax: minorToPesos(game.drawMax),
          sortOrder: game.sortOrder,
        },
      })}
    >
      {money('betMin')}
      {money('betMax', [atLeast('betMin', t('lottery.limits.maxBelowMin'))])}
      {money('drawMax', [atLeast('betMax', t('lottery.limits.drawBelowMax'))])}
      <Form.Item
        name="sortOrder"
        label={t('lottery.limits.sortOrder')}
        rules={[{ required: true }]}
      >
        <InputNumber min={0} max={9_999} precision={0} style={{ width: 120 }} />
      </Form.Item>
      <Typography.Text type="secondary">{t('lottery.limits.help')}</Typography.Text>
    </FormDialog>
  );
}
