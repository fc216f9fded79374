import { useTranslate } from '@refinedev/core';
import { PROMOTION_KINDS, type OperatorPromotion } from '@app/contracts';
import { Alert, Col, DatePicker, Form, Input, InputNumber, Modal, Row, Select, Switch } from 'antd';
import { useState, type ReactNode } from 'react';
import { api } from '@/shared/api';
import { errorText } from '@/shared/error-text';
import { currentMerchant, merchantPath } from '@/shared/merchant';
import {
  bodyOf,
  contractIssues,
  formOf,
  newPromotion,
  usesOf,
  type PromotionForm,
} from './form-values';

const TIME = 'YYYY-MM-DD HH:mm';
/** The languages a promotion is written in, side by side in this order. */
const LANGUAGES = ['EN', 'TY'] as const;

/** A required text in each language (EN, TY): `name`.EN and .TY, labelled `label`EN and TY. */
function InEachLanguage({
  name,
  label,
  children,
}: {
  name: string;
  label: string;
  children: ReactNode;
}) {
  const t = useTranslate();
  return LANGUAGES.map((language) => (
    <Col span={12} key={language}>
      <Form.Item
        name={[name, language]}
        label={t(`promotions.fields.${label}${language}`)}
        rules={[{ required: true, whitespace: true, message: t('promotions.required') }]}
      >
        {children}
      </Form.Item>
    </Col>
  ));
}

/** An amount in pesos (sent in minor units). */
function MoneyField({ name, label }: { name: string; label: string }) {
  return (
    <Form.Item name={name} label={label}>
      <InputNumber min={0} precision={2} prefix="₱" style={{ width: '100%' }} />
    </Form.Item>
  );
}

/**
 * Creates a promotion (`promotion` undefined, POST …/promotions) or changes one (PUT …/:id, its
 * code kept). The body is checked by the contract (OperatorPromotionInput) before it is sent;
 * the server's refusal is shown in the dialog. Give it a key per opening.
 */
export function PromotionDialog({
  open,
  promotion,
  onClose,
  onSaved,
}: {
  open: boolean;
  promotion: OperatorPromotion | undefined;
  onClose: () => void;
  onSaved: (saved: OperatorPromotion) => Promise<void>;
}) {
  const t = useTranslate();
  const [form] = Form.useForm<PromotionForm>();
  const kind = Form.useWatch('kind', form);
  const uses = usesOf(kind);
  const [busy, setBusy] = useState(false);
  const [refusal, setRefusal] = useState<string>();
  const isNew = promotion === undefined;

  const submit = async (values: PromotionForm) => {
    const body = bodyOf(values);
    const issues = contractIssues(body);
    if (issues.length > 0) {
      form.setFields(
        issues.map(({ name, path }) => ({
          name: name as never,
          errors: [path === 'endAt' ? t('promotions.endAfterStart') : t('promotions.invalid')],
        })),
      );
      return;
    }
    setBusy(true);
    setRefusal(undefined);
    try {
      const path = merchantPath(currentMerchant(), 'promotions');
      const saved = isNew
        ? await api<OperatorPromotion>('POST', path, { body })
        : await api<OperatorPromotion>('PUT', `${path}/${promotion.id}`, { body });
      await onSaved(saved);
      onClose();
    } catch (error) {
      setRefusal(errorText(error, t));
    } finally {
      setBusy(false);
    }
  };

  return (
    <Modal
      open={open}
      title={isNew ? t('promotions.addTitle') : t('promotions.editTitle', { code: promotion.code })}
      okText={t('actions.confirm')}
      cancelText={t('actions.cancel')}
      okButtonProps={{ loading: busy }}
      onOk={() => form.submit()}
      onCancel={onClose}
      width={820}
      destroyOnHidden
    >
      <Form
        form={form}
        layout="vertical"
        onFinish={(values) => void submit(values)}
        initialValues={promotion ? formOf(promotion) : newPromotion()}
      >
        <Row gutter={16}>
          <Col span={12}>
            <Form.Item
              name="code"
              label={t('promotions.fields.code')}
              extra={isNew ? t('promotions.fields.codeHint') : undefined}
              rules={[{ required: true, whitespace: true, message: t('promotions.required') }]}
              normalize={(value: string) => value.toUpperCase()}
            >
              <Input maxLength={32} disabled={!isNew} />
            </Form.Item>
          </Col>
          <Col span={12}>
            <Form.Item name="kind" label={t('promotions.fields.kind')}>
              <Select
                options={PROMOTION_KINDS.map((value) => ({
                  value,
                  label: t(`promotions.kinds.${value}`),
                }))}
              />
            </Form.Item>
          </Col>
          <InEachLanguage name="titles" label="title">
            <Input maxLength={120} />
          </InEachLanguage>
          <InEachLanguage name="bodies" label="body">
            <Input.TextArea rows={4} />
          </InEachLanguage>
          <Col span={12}>
            <Form.Item
              name="startAt"
              label={t('promotions.fields.startAt')}
              rules={[{ required: true, message: t('promotions.required') }]}
            >
              <DatePicker showTime={{ format: 'HH:mm' }} format={TIME} style={{ width: '100%' }} />
            </Form.Item>
          </Col>
          <Col span={12}>
            <Form.Item name="endAt" label={t('promotions.fields.endAt')}>
              <DatePicker showTime={{ format: 'HH:mm' }} format={TIME} style={{ width: '100%' }} />
            </Form.Item>
          </Col>
          {uses.percent && (
            <>
              <Col span={12}>
                <Form.Item name="percent" label={t('promotions.fields.percent')}>
                  <InputNumber
                    min={0}
                    max={1000}
                    precision={2}
                    suffix="%"
                    style={{ width: '100%' }}
                  />
                </Form.Item>
              </Col>
              <Col span={12}>
                <MoneyField name="capPesos" label={t('promotions.fields.cap')} />
              </Col>
            </>
          )}
          {uses.fixed && (
            <Col span={12}>
              <MoneyField name="fixedPesos" label={t('promotions.fields.fixedAmount')} />
            </Col>
          )}
          {uses.target && (
            <Col span={12}>
              <MoneyField name="targetPesos" label={t('promotions.fields.target')} />
            </Col>
          )}
          <Col span={12}>
            <Form.Item name="turnoverMultiplier" label={t('promotions.fields.turnoverMultiplier')}>
              <InputNumber min={0} max={100} precision={0} style={{ width: '100%' }} />
            </Form.Item>
          </Col>
          <Col span={6}>
            <Form.Item name="sortOrder" label={t('promotions.fields.sortOrder')}>
              <InputNumber min={0} max={10_000} precision={0} style={{ width: '100%' }} />
            </Form.Item>
          </Col>
          <Col span={6}>
            <Form.Item
              name="enabled"
              label={t('promotions.fields.enabled')}
              valuePropName="checked"
            >
              <Switch />
            </Form.Item>
          </Col>
          {uses.approval && (
            <Col span={12}>
              <Form.Item
                name="needsApproval"
                label={t('promotions.fields.needsApproval')}
                valuePropName="checked"
              >
                <Switch />
              </Form.Item>
            </Col>
          )}
        </Row>
        {refusal && <Alert type="error" showIcon message={refusal} />}
      </Form>
    </Modal>
  );
}
