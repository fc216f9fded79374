import { useTranslate } from '@refinedev/core';
import { CONTRACT_TOP_RATES_BP, type ContractKind } from '@app/contracts';
import { Button, Card, Flex, Form, InputNumber, Typography } from 'antd';
import type { Rule } from 'antd/es/form';
import {
  hasTwoDecimals,
  isAboveBefore,
  MAX_TIERS,
  nextTier,
  rateText,
  type PayMode,
  type TermsValues,
} from './tiers';

type Translate = (key: string, options?: object) => string;

const valid = (ok: boolean, text: string) =>
  ok ? Promise.resolve() : Promise.reject(new Error(text));

const amountRule = (t: Translate, above0 = false): Rule => ({
  validator: (_, value?: number | null) =>
    valid(
      typeof value === 'number' && (above0 ? value > 0 : value >= 0) && hasTwoDecimals(value),
      t(above0 ? 'payouts.tiers.fixedInvalid' : 'payouts.tiers.amountInvalid'),
    ),
});

/** The fields a tier's order rule reads: its bet, and the bet and pay of the tier before. */
const orderDependencies = (index: number, pay: 'rate' | 'fixed') => [
  ['tiers', index, 'bet'],
  ['tiers', index - 1, 'bet'],
  ['tiers', index - 1, pay],
];

/**
 * A contract's tiers, following its kind's shape: the bet (and for a dividend the net loss) a
 * team must reach, its active members, and the rate (or, for an hourly salary paid so, the fixed
 * amount). Up to 5 tiers; each must be above the one before (a higher bet and a higher pay), as
 * the server requires; rates are percentages with at most two decimals.
 */
export function TiersEditor({ kind, mode }: { kind: ContractKind; mode: PayMode }) {
  const t = useTranslate();
  const form = Form.useFormInstance<TermsValues>();
  const isDividend = kind === 'dividend';
  const isFixed = kind === 'hourly_salary' && mode === 'fixed';
  const orderRule = (index: number): Rule => ({
    validator: () =>
      valid(
        isAboveBefore(form.getFieldValue('tiers') as TermsValues['tiers'], index, mode),
        t('payouts.tiers.notAbove', { n: index + 1, before: index }),
      ),
  });
  return (
    <Form.List name="tiers">
      {(fields, { add, remove }) => (
        <Flex vertical gap={8}>
          <Typography.Text strong>{t('payouts.tiers.title', { max: MAX_TIERS })}</Typography.Text>
          {!isFixed && (
            <Typography.Text type="secondary">
              {t('payouts.tiers.topRate', { rate: rateText(CONTRACT_TOP_RATES_BP[kind]) })}
            </Typography.Text>
          )}
          {fields.map((field, index) => (
            <Card
              key={field.key}
              size="small"
              title={t('payouts.tiers.tier', { n: index + 1 })}
              extra={
                fields.length > 1 && (
                  <Button size="small" type="link" danger onClick={() => remove(field.name)}>
                    {t('payouts.tiers.remove')}
                  </Button>
                )
              }
              styles={{ body: { paddingBottom: 0 } }}
            >
              <Flex gap={12} wrap>
                <Form.Item
                  name={[field.name, 'bet']}
                  label={t(isDividend ? 'payouts.tiers.minTeamBet' : 'payouts.tiers.minValidBet')}
                  rules={[amountRule(t)]}
                >
                  <InputNumber<number> min={0} style={{ width: 160 }} />
                </Form.Item>
                {isDividend && (
                  <Form.Item
                    name={[field.name, 'netLoss']}
                    label={t('payouts.tiers.minNetLoss')}
                    rules={[amountRule(t)]}
                  >
                    <InputNumber<number> min={0} style={{ width: 160 }} />
                  </Form.Item>
                )}
                <Form.Item
                  name={[field.name, 'members']}
                  label={t('payouts.tiers.minActiveMembers')}
                  rules={[
                    {
                      validator: (_, value?: number | null) =>
                        valid(
                          typeof value === 'number' && Number.isInteger(value) && value >= 1,
                          t('payouts.tiers.membersInvalid'),
                        ),
                    },
                  ]}
                >
                  <InputNumber<number> min={1} style={{ width: 120 }} />
                </Form.Item>
                {isFixed ? (
                  <Form.Item
                    name={[field.name, 'fixed']}
                    label={t('payouts.tiers.fixedAmount')}
                    dependencies={orderDependencies(index, 'fixed')}
                    rules={[amountRule(t, true), orderRule(index)]}
                  >
                    <InputNumber<number> min={0} style={{ width: 160 }} />
                  </Form.Item>
                ) : (
                  <Form.Item
                    name={[field.name, 'rate']}
                    label={t('payouts.tiers.rate')}
                    dependencies={orderDependencies(index, 'rate')}
                    rules={[
                      {
                        validator: (_, value?: number | null) =>
                          valid(
                            typeof value === 'number' &&
                              value > 0 &&
                              value <= 100 &&
                              hasTwoDecimals(value),
                            t('payouts.tiers.rateInvalid'),
                          ),
                      },
                      orderRule(index),
                    ]}
                  >
                    <InputNumber<number> min={0} max={100} step={0.01} style={{ width: 120 }} />
                  </Form.Item>
                )}
              </Flex>
            </Card>
          ))}
          {fields.length < MAX_TIERS && (
            <Button
              type="dashed"
              onClick={() => {
                const tiers = (form.getFieldValue('tiers') ?? []) as TermsValues['tiers'];
                add(nextTier(mode, tiers.at(-1)));
              }}
            >
              {t('payouts.tiers.add')}
            </Button>
          )}
        </Flex>
      )}
    </Form.List>
  );
}
