import { useTranslate } from '@refinedev/core';
import {
  OPERATOR_PROVIDERS_PATH,
  OperatorProviderInput,
  VendorCode,
  type OperatorProvider,
  type OperatorVendor,
} from '@app/contracts';
import { Alert, Form, Input, Modal, Select, Switch } from 'antd';
import type { Rule } from 'antd/es/form';
import { useState } from 'react';
import { api } from '@/shared/api';
import { errorText } from '@/shared/error-text';

type Values = {
  code: string;
  name: string;
  launchUrl: string;
  secret?: string;
  allowsTrial: boolean;
  enabled: boolean;
  vendors: string[];
};

/** A form rule by a schema of the contracts: its message the console's own text. */
const byContract = (
  schema: { safeParse: (value: unknown) => { success: boolean } },
  message: string,
): Rule => ({
  validator: (_, value: unknown) =>
    schema.safeParse(value === '' ? undefined : value).success
      ? Promise.resolve()
      : Promise.reject(new Error(message)),
});

const path = (rest: string) => `${OPERATOR_PROVIDERS_PATH}/${rest}`;

/**
 * Adds a provider (`provider` undefined) or changes one: its name, launch URL, secret, trial and
 * on/off (PUT …/providers/:code, checked by OperatorProviderInput first), then the vendors handed
 * to it or taken back. The secret is written only: the field starts empty and is cleared after.
 * Give it a key per opening: each starts from the provider's values, without the last refusal.
 */
export function ProviderDialog({
  open,
  provider,
  vendors,
  onClose,
  onSaved,
}: {
  open: boolean;
  provider: OperatorProvider | undefined;
  vendors: readonly OperatorVendor[];
  onClose: () => void;
  onSaved: (code: string) => Promise<void>;
}) {
  const t = useTranslate();
  const [form] = Form.useForm<Values>();
  const [busy, setBusy] = useState(false);
  const [refusal, setRefusal] = useState<string>();
  const isNew = provider === undefined;

  const submit = async (values: Values) => {
    const code = (provider?.code ?? values.code).trim();
    const secret = values.secret ?? '';
    const body = OperatorProviderInput.safeParse({
      name: values.name,
      launchUrl: values.launchUrl,
      allowsTrial: values.allowsTrial,
      enabled: values.enabled,
      ...(secret === '' ? {} : { secret }),
    });
    if (!body.success) return;
    setBusy(true);
    setRefusal(undefined);
    try {
      await api('PUT', path(encodeURIComponent(code)), { body: body.data });
      const before = new Set(provider?.vendors ?? []);
      const after = new Set(values.vendors);
      for (const vendor of after) {
        if (!before.has(vendor)) {
          await api('PUT', path(`${encodeURIComponent(code)}/vendors/${vendor}`), { body: {} });
        }
      }
      for (const vendor of before) {
        if (!after.has(vendor)) await api('DELETE', path(`vendors/${vendor}`), { body: {} });
      }
      form.setFieldValue('secret', '');
      await onSaved(code);
      onClose();
    } catch (error) {
      setRefusal(errorText(error, t));
    } finally {
      setBusy(false);
    }
  };

  const shape = OperatorProviderInput.shape;
  return (
    <Modal
      open={open}
      title={
        isNew
          ? t('games.providers.addTitle')
          : t('games.providers.editTitle', { code: provider.code })
      }
      okText={t('actions.confirm')}
      cancelText={t('actions.cancel')}
      okButtonProps={{ loading: busy }}
      onOk={() => form.submit()}
      onCancel={onClose}
      width={640}
      destroyOnHidden
    >
      <Form
        form={form}
        layout="vertical"
        onFinish={(values) => void submit(values)}
        autoComplete="off"
        initialValues={
          provider
            ? { ...provider, secret: '' }
            : { allowsTrial: false, enabled: true, vendors: [], secret: '' }
        }
      >
        {isNew && (
          <Form.Item
            name="code"
            label={t('games.providers.code')}
            rules={[byContract(VendorCode, t('games.providers.codeRule'))]}
          >
            <Input maxLength={32} />
          </Form.Item>
        )}
        <Form.Item
          name="name"
          label={t('games.providers.name')}
          rules={[byContract(shape.name, t('games.providers.name'))]}
        >
          <Input maxLength={64} />
        </Form.Item>
        <Form.Item
          name="launchUrl"
          label={t('games.providers.launchUrl')}
          extra={t('games.providers.launchUrlHint')}
          rules={[byContract(shape.launchUrl, t('games.providers.launchUrlHint'))]}
        >
          <Input placeholder="https://provider.example/launch?token={token}" />
        </Form.Item>
        <Form.Item
          name="secret"
          label={t('games.providers.secret')}
          extra={t('games.providers.secretHint')}
          rules={[
            isNew
              ? byContract(shape.secret.unwrap(), t('games.providers.secretRequired'))
              : byContract(shape.secret, t('games.providers.secretRequired')),
          ]}
        >
          <Input.Password
            visibilityToggle={false}
            autoComplete="new-password"
            placeholder={isNew ? undefined : t('games.providers.secretKeep')}
          />
        </Form.Item>
        <Form.Item name="vendors" label={t('games.providers.vendors')}>
          <Select
            mode="multiple"
            allowClear
            optionFilterProp="label"
            options={vendors.map((v) => ({
              value: v.vassalage,
              label: `${v.displayName} (${v.vassalage})`,
            }))}
          />
        </Form.Item>
        <Form.Item
          name="allowsTrial"
          label={t('games.providers.allowsTrial')}
          valuePropName="checked"
        >
          <Switch />
        </Form.Item>
        <Form.Item name="enabled" label={t('games.providers.enabled')} valuePropName="checked">
          <Switch />
        </Form.Item>
        {refusal && <Alert type="error" showIcon message={refusal} />}
      </Form>
    </Modal>
  );
}
