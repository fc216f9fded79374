import { useTranslate } from '@refinedev/core';
import {
  BASIS_POINTS,
  DEPOSIT_CHANNEL_KINDS,
  DEPOSIT_FEE_MODES,
  DEPOSIT_MAX_AMOUNT,
  DEPOSIT_MAX_PERCENT_FEE,
  depositFee,
  type DepositChannelKind,
  type DepositFeeMode,
  type OperatorDepositChannel,
  type OperatorDepositChannelBody,
} from '@app/contracts';
import { Col, Form, Input, InputNumber, Modal, Radio, Row, Switch } from 'antd';
import type { Rule } from 'antd/es/form';
import { useEffect } from 'react';
import { formatMoney } from '@/shared/format';
import { minorToPesos, pesosToMinor } from '@/shared/pesos';

/** What the operator edits: amounts in pesos, a percent fee in percent. */
type Fields = {
  code: string;
  kind: DepositChannelKind;
  nameEN: string;
  nameTY: string;
  minPesos: number;
  maxPesos: number;
  feeMode: DepositFeeMode;
  /** Percent (1.5) for a percent fee, pesos for a fixed one. */
  fee?: number;
  provider?: string;
  accountName?: string;
  accountNumber?: string;
  enabled: boolean;
  sortOrder: number;
};

const CODE = /^[A-Z0-9_]{2,20}$/;
/** The text key of each fee mode (`fixed` would shadow a string's method in the texts' type). */
const FEE_MODE_TEXT: Record<DepositFeeMode, string> = {
  none: 'none',
  percent: 'percent',
  fixed: 'fixedAmount',
};
const MAX_PESOS = minorToPesos(DEPOSIT_MAX_AMOUNT);
const MAX_PERCENT = (DEPOSIT_MAX_PERCENT_FEE / BASIS_POINTS) * 100;

/** Percent typed (1.5) in basis points (150). */
const percentToBasisPoints = (percent: number) => Math.round((percent * BASIS_POINTS) / 100);

function fieldsOf(channel: OperatorDepositChannel | undefined, sortOrder: number): Fields {
  if (!channel) {
    return {
      code: '',
      kind: 'bank',
      nameEN: '',
      nameTY: '',
      minPesos: 100,
      maxPesos: 50_000,
      feeMode: 'none',
      enabled: true,
      sortOrder,
    };
  }
  const fee =
    channel.feeMode === 'percent'
      ? (channel.feeValue * 100) / BASIS_POINTS
      : channel.feeMode === 'fixed'
        ? minorToPesos(channel.feeValue)
        : undefined;
  return {
    code: channel.code,
    kind: channel.kind,
    nameEN: channel.names.EN,
    nameTY: channel.names.TY,
    minPesos: minorToPesos(channel.minAmount),
    maxPesos: minorToPesos(channel.maxAmount),
    feeMode: channel.feeMode,
    fee,
    provider: channel.payee?.provider,
    accountName: channel.payee?.accountName,
    accountNumber: channel.payee?.accountNumber,
    enabled: channel.enabled,
    sortOrder: channel.sortOrder,
  };
}

/** The fields as the server takes them (PUT …/deposit-channels/:code): amounts in minor units. */
export function bodyOf(fields: Fields): OperatorDepositChannelBody {
  const feeValue =
    fields.feeMode === 'percent'
      ? percentToBasisPoints(fields.fee ?? 0)
      : fields.feeMode === 'fixed'
        ? pesosToMinor(fields.fee ?? 0)
        : 0;
  return {
    kind: fields.kind,
    names: { EN: fields.nameEN.trim(), TY: fields.nameTY.trim() },
    minAmount: pesosToMinor(fields.minPesos),
    maxAmount: pesosToMinor(fields.maxPesos),
    feeMode: fields.feeMode,
    feeValue,
    payee:
      fields.kind === 'demo'
        ? null
        : {
            provider: (fields.provider ?? '').trim(),
            accountName: (fields.accountName ?? '').trim(),
            accountNumber: (fields.accountNumber ?? '').trim(),
          },
    enabled: fields.enabled,
    sortOrder: fields.sortOrder,
  };
}

/**
 * A deposit channel's whole form, new or edited, checked as the contract
 * (OperatorDepositChannelBody) checks it. `onSave` gets the code and the body in minor units.
 */
export function ChannelDialog({
  open,
  channel,
  takenCodes,
  nextOrder,
  saving,
  onSave,
  onClose,
}: {
  open: boolean;
  /** The channel edited; undefined: a new one. */
  channel: OperatorDepositChannel | undefined;
  takenCodes: readonly string[];
  nextOrder: number;
  saving: boolean;
  onSave: (code: string, body: OperatorDepositChannelBody) => void;
  onClose: () => void;
}) {
  const t = useTranslate();
  const [form] = Form.useForm<Fields>();
  const kind = Form.useWatch('kind', form);
  const feeMode = Form.useWatch('feeMode', form);

  useEffect(() => {
    if (open) {
      form.resetFields();
      form.setFieldsValue(fieldsOf(channel, nextOrder));
    }
  }, [open, channel, nextOrder, form]);

  const required: Rule = { required: true, message: t('site.channels.required') };
  const text = (max: number): Rule[] => [
    { ...required, whitespace: true },
    { max, message: t('site.channels.textRule', { max }) },
  ];
  const amount: Rule[] = [
    required,
    {
      type: 'number',
      min: 0.01,
      max: MAX_PESOS,
      message: t('site.channels.amountRule', { max: formatMoney(DEPOSIT_MAX_AMOUNT) }),
    },
  ];

  const feeRules: Rule[] = [
    required,
    ({ getFieldValue }) => ({
      validator: async (_, fee: number | null | undefined) => {
        if (fee === undefined || fee === null) return;
        const mode = getFieldValue('feeMode') as DepositFeeMode;
        const minPesos = getFieldValue('minPesos') as number | undefined;
        if (mode === 'percent') {
          if (fee < 0 || fee > MAX_PERCENT) {
            throw new Error(t('site.channels.percentRule', { max: MAX_PERCENT }));
          }
          const minAmount = minPesos === undefined ? undefined : pesosToMinor(minPesos);
          const feeValue = percentToBasisPoints(fee);
          if (minAmount && depositFee({ feeMode: 'percent', feeValue }, minAmount) >= minAmount) {
            throw new Error(t('site.channels.percentTakesAll'));
          }
        }
        if (mode === 'fixed' && minPesos !== undefined && fee >= minPesos) {
          throw new Error(t('site.channels.fixedRule'));
        }
      },
    }),
  ];

  const submit = (fields: Fields) => onSave(channel?.code ?? fields.code, bodyOf(fields));

  return (
    <Modal
      open={open}
      title={
        channel ? t('site.channels.editTitle', { code: channel.code }) : t('site.channels.newTitle')
      }
      okText={t('site.channels.save')}
      cancelText={t('actions.cancel')}
      okButtonProps={{ loading: saving }}
      onOk={() => form.submit()}
      onCancel={onClose}
      width={720}
      forceRender
    >
      <Form form={form} layout="vertical" onFinish={submit}>
        <Row gutter={16}>
          <Col span={12}>
            <Form.Item
              name="code"
              label={t('site.channels.code')}
              rules={
                channel
                  ? []
                  : [
                      required,
                      { pattern: CODE, message: t('site.channels.codeRule') },
                      {
                        validator: async (_, value: string | undefined) => {
                          if (value && takenCodes.includes(value)) {
                            throw new Error(t('site.channels.codeTaken'));
                          }
                        },
                      },
                    ]
              }
              normalize={(value: string) => value.toUpperCase()}
            >
              <Input disabled={channel !== undefined} maxLength={20} />
            </Form.Item>
          </Col>
          <Col span={12}>
            <Form.Item name="kind" label={t('site.channels.kind')} rules={[required]}>
              <Radio.Group
                optionType="button"
                options={DEPOSIT_CHANNEL_KINDS.map((value) => ({
                  value,
                  label: t(`site.channels.kinds.${value}`),
                }))}
              />
            </Form.Item>
          </Col>
          <Col span={12}>
            <Form.Item name="nameEN" label={t('site.channels.nameEN')} rules={text(40)}>
              <Input />
            </Form.Item>
          </Col>
          <Col span={12}>
            <Form.Item name="nameTY" label={t('site.channels.nameTY')} rules={text(40)}>
              <Input />
            </Form.Item>
          </Col>
          <Col span={12}>
            <Form.Item name="minPesos" label={t('site.channels.minAmount')} rules={amount}>
              <InputNumber<number> prefix="₱" min={0} precision={2} style={{ width: '100%' }} />
            </Form.Item>
          </Col>
          <Col span={12}>
            <Form.Item
              name="maxPesos"
              label={t('site.channels.maxAmount')}
              dependencies={['minPesos']}
              rules={[
                ...amount,
                ({ getFieldValue }) => ({
                  validator: async (_, max: number | null | undefined) => {
                    const min = getFieldValue('minPesos') as number | undefined;
                    if (max !== undefined && max !== null && min !== undefined && max < min) {
                      throw new Error(t('site.channels.maxBelowMin'));
                    }
                  },
                }),
              ]}
            >
              <InputNumber<number> prefix="₱" min={0} precision={2} style={{ width: '100%' }} />
            </Form.Item>
          </Col>
          <Col span={12}>
            <Form.Item name="feeMode" label={t('site.channels.feeMode')} rules={[required]}>
              <Radio.Group
                optionType="button"
                options={DEPOSIT_FEE_MODES.map((value) => ({
                  value,
                  label: t(`site.channels.feeModes.${FEE_MODE_TEXT[value]}`),
                }))}
              />
            </Form.Item>
          </Col>
          <Col span={12}>
            {feeMode === 'percent' && (
              <Form.Item
                name="fee"
                label={t('site.channels.feePercent')}
                rules={feeRules}
                dependencies={['minPesos', 'feeMode']}
              >
                <InputNumber<number> suffix="%" min={0} precision={2} style={{ width: '100%' }} />
              </Form.Item>
            )}
            {feeMode === 'fixed' && (
              <Form.Item
                name="fee"
                label={t('site.channels.feeFixed')}
                rules={feeRules}
                dependencies={['minPesos', 'feeMode']}
              >
                <InputNumber<number> prefix="₱" min={0} precision={2} style={{ width: '100%' }} />
              </Form.Item>
            )}
          </Col>
          {kind !== 'demo' && (
            <>
              <Col span={8}>
                <Form.Item name="provider" label={t('site.channels.provider')} rules={text(60)}>
                  <Input />
                </Form.Item>
              </Col>
              <Col span={8}>
                <Form.Item
                  name="accountName"
                  label={t('site.channels.accountName')}
                  rules={text(80)}
                >
                  <Input />
                </Form.Item>
              </Col>
              <Col span={8}>
                <Form.Item
                  name="accountNumber"
                  label={t('site.channels.accountNumber')}
                  rules={text(40)}
                >
                  <Input />
                </Form.Item>
              </Col>
            </>
          )}
          <Col span={12}>
            <Form.Item name="sortOrder" label={t('site.channels.order')} rules={[required]}>
              <InputNumber<number> min={0} max={999} precision={0} style={{ width: '100%' }} />
            </Form.Item>
          </Col>
          <Col span={12}>
            <Form.Item name="enabled" label={t('site.channels.enabled')} valuePropName="checked">
              <Switch />
            </Form.Item>
          </Col>
        </Row>
      </Form>
    </Modal>
  );
}
