import { useTranslate } from '@refinedev/core';
import {
  JACKPOT_CEILING,
  JACKPOT_TICK_CHOICES,
  JACKPOT_TICK_MAX_SECONDS,
  type JackpotSettings,
  type OperatorMerchantState,
} from '@app/contracts';
import { App, Button, Card, Col, Flex, Form, Input, InputNumber, Row, Tag, Typography } from 'antd';
import type { Rule } from 'antd/es/form';
import { useEffect } from 'react';

type Fields = {
  min: number;
  max: number;
  incrementMin: number;
  incrementMax: number;
  /** "3, 4, 5" */
  ticks: string;
};

const grouped = (value: number | string | undefined) =>
  value === undefined || value === '' ? '' : String(value).replace(/\B(?=(\d{3})+(?!\d))/g, ',');
const ungrouped = (text: string | undefined) => Number((text ?? '').replace(/[^\d]/g, ''));

/** "3, 4,5" → [3, 4, 5]; undefined when it is not one to five whole seconds from 1 to 60. */
export function parseTicks(text: string): number[] | undefined {
  const parts = text
    .split(/[,\s]+/)
    .map((part) => part.trim())
    .filter(Boolean);
  if (parts.length < 1 || parts.length > JACKPOT_TICK_CHOICES) return undefined;
  const seconds = parts.map(Number);
  const fits = (value: number) =>
    Number.isInteger(value) && value >= 1 && value <= JACKPOT_TICK_MAX_SECONDS;
  return seconds.every(fits) ? seconds : undefined;
}

/**
 * The home page's jackpot counter (SPEC §4, §9): its range, its steps and the seconds between
 * them, checked here as the contract (JackpotSettings) checks them; PUT …/jackpot, or DELETE to
 * go back to the defaults.
 */
export function JackpotCard({
  state,
  may,
  send,
  isPending,
}: {
  state: OperatorMerchantState | undefined;
  may: boolean;
  send: (path: string, method: 'put' | 'delete', values?: object) => Promise<boolean>;
  isPending: boolean;
}) {
  const t = useTranslate();
  const { modal } = App.useApp();
  const [form] = Form.useForm<Fields>();
  const jackpot = state?.jackpot;

  // The fields show the counter in force, again after each change.
  useEffect(() => {
    if (!jackpot) return;
    form.setFieldsValue({
      min: jackpot.min,
      max: jackpot.max,
      incrementMin: jackpot.incrementMin,
      incrementMax: jackpot.incrementMax,
      ticks: jackpot.tickSeconds.join(', '),
    });
  }, [form, jackpot]);

  const whole: Rule[] = [
    { required: true, message: t('site.jackpot.required') },
    {
      type: 'number',
      min: 1,
      max: JACKPOT_CEILING,
      message: t('site.jackpot.whole', { max: grouped(JACKPOT_CEILING) }),
    },
  ];
  const notBelow =
    (other: keyof Fields, text: string): Rule =>
    ({ getFieldValue }) => ({
      validator: async (_, value: number | undefined) => {
        const floor = getFieldValue(other) as number | undefined;
        if (value !== undefined && floor !== undefined && value < floor) throw new Error(text);
      },
    });
  const notAboveMax: Rule = ({ getFieldValue }) => ({
    validator: async (_, value: number | undefined) => {
      const max = getFieldValue('max') as number | undefined;
      if (value !== undefined && max !== undefined && value > max) {
        throw new Error(t('site.jackpot.incrementAboveMax'));
      }
    },
  });
  const ticksMessage = t('site.jackpot.ticksInvalid', {
    count: JACKPOT_TICK_CHOICES,
    max: JACKPOT_TICK_MAX_SECONDS,
  });

  const save = (fields: Fields) => {
    const body: JackpotSettings = {
      min: fields.min,
      max: fields.max,
      incrementMin: fields.incrementMin,
      incrementMax: fields.incrementMax,
      tickSeconds: parseTicks(fields.ticks) ?? [],
    };
    void send('jackpot', 'put', body);
  };

  const reset = () => {
    modal.confirm({
      title: t('site.jackpot.reset'),
      content: t('site.jackpot.resetConfirm'),
      okText: t('actions.confirm'),
      cancelText: t('actions.cancel'),
      onOk: () => send('jackpot', 'delete'),
    });
  };

  const amount = (name: keyof Fields, extra: Rule[] = [], dependencies: (keyof Fields)[] = []) => (
    <Col xs={24} md={12}>
      <Form.Item
        name={name}
        label={t(`site.jackpot.${name}`)}
        rules={[...whole, ...extra]}
        dependencies={dependencies}
      >
        <InputNumber<number>
          min={1}
          max={JACKPOT_CEILING}
          precision={0}
          formatter={grouped}
          parser={ungrouped}
          style={{ width: '100%' }}
        />
      </Form.Item>
    </Col>
  );

  return (
    <Card
      title={t('site.jackpot.title')}
      size="small"
      extra={
        state && (
          <Tag color={state.ownJackpot ? 'blue' : 'default'}>
            {t(state.ownJackpot ? 'site.jackpot.own' : 'site.jackpot.defaults')}
          </Tag>
        )
      }
    >
      <Typography.Paragraph type="secondary">{t('site.jackpot.hint')}</Typography.Paragraph>
      <Form
        form={form}
        layout="vertical"
        onFinish={save}
        disabled={!may || !state}
        requiredMark={may}
      >
        <Row gutter={16}>
          {amount('min')}
          {amount('max', [notBelow('min', t('site.jackpot.maxBelowMin'))], ['min'])}
          {amount('incrementMin')}
          {amount(
            'incrementMax',
            [notBelow('incrementMin', t('site.jackpot.incrementMaxBelowMin')), notAboveMax],
            ['incrementMin', 'max'],
          )}
          <Col xs={24} md={12}>
            <Form.Item
              name="ticks"
              label={t('site.jackpot.tickSeconds')}
              extra={t('site.jackpot.tickSecondsHint', { count: JACKPOT_TICK_CHOICES })}
              rules={[
                { required: true, message: t('site.jackpot.required') },
                {
                  validator: async (_, value: string | undefined) => {
                    if (value && !parseTicks(value)) throw new Error(ticksMessage);
                  },
                },
              ]}
            >
              <Input />
            </Form.Item>
          </Col>
        </Row>
        {may && (
          <Flex gap={8} wrap>
            <Button type="primary" htmlType="submit" loading={isPending}>
              {t('site.jackpot.save')}
            </Button>
            {state?.ownJackpot && (
              <Button onClick={reset} disabled={isPending}>
                {t('site.jackpot.reset')}
              </Button>
            )}
          </Flex>
        )}
      </Form>
    </Card>
  );
}
