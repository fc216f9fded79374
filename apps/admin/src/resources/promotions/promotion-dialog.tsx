import { useTranslate } from '@refinedev/core';
import { PROMOTION_KINDS, type OperatorPromotion } from '@app/contracts';
import { Alert, Col, DatePicker, Form, Input, InputNumber, Modal, Row, Select, Switch } from 'antd';
import { useState } from 'react';
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

  const required = [{ required: true, whitespace: true, message: t('promotions.required') }];
  const money = { min: 0, precision: 2, prefix: '₱', style: { width: '100%' } };
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
              rules={required}
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
          <Col span={12}>
            <Form.Item
              name={['titles', 'EN']}
              label={t('promotions.fields.titleEN')}
              rules={required}
            >
              <Input maxLength={120} />
            </Form.Item>
          </Col>
          <Col span={12}>
            <Form.Item
              name={['titles', 'TY']}
              label={t('promotions.fields.titleTY')}
              rules={required}
            >
              <Input maxLength={120} />
            </Form.Item>
          </Col>
          <Col span={12}>
            <Form.Item
              name={['bodies', 'EN']}
              label={t('promotions.fields.bodyEN')}
              rules={required}
            >
              <Input.TextArea rows={4} />
            </Form.Item>
          </Col>
          <Col span={12}>
            <Form.Item
              name={['bodies', 'TY']}
              label={t('promotions.fields.bodyTY')}
              rules={required}
            >
              <Input.TextArea rows={4} />
            </Form.Item>
          </Col>
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
                <Form.Item name="capPesos" label={t('promotions.fields.cap')}>
                  <InputNumber {...money} />
                </Form.Item>
              </Col>
            </>
          )}
          {uses.fixed && (
            <Col span={12}>
              <Form.Item name="fixedPesos" label={t('promotions.fields.fixedAmount')}>
                <InputNumber {...money} />
              </Form.Item>
            </Col>
          )}
          {uses.target && (
            <Col span={12}>
              <Form.Item name="targetPesos" label={t('promotions.fields.target')}>
                <InputNumber {...money} />
              </Form.Item>
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
