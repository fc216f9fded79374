import { useCreate, useTranslate } from '@refinedev/core';
import { OPERATOR_ROLES, type CreateOperatorBody, type OperatorAccount } from '@app/contracts';
import { App, Form, Input, Select } from 'antd';
import { errorText } from '@/shared/error-text';
import { FormDialog } from '@/shared/form-dialog';

/** The owner makes a staff account: username, a first password and a role. */
export function CreateStaffDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const t = useTranslate();
  const { message } = App.useApp();
  const [form] = Form.useForm<CreateOperatorBody>();
  const { mutateAsync, mutation } = useCreate<OperatorAccount>();
  const submit = async (values: CreateOperatorBody) => {
    try {
      const { data } = await mutateAsync({
        resource: 'staff',
        values,
        successNotification: false,
        errorNotification: false,
      });
      void message.success(t('staff.created', { username: data.username }));
      form.resetFields();
      onClose();
    } catch (error) {
      void message.error(errorText(error, t));
    }
  };
  return (
    <FormDialog
      form={form}
      open={open}
      title={t('staff.create')}
      okText={t('staff.create')}
      busy={mutation.isPending}
      initialValues={{ role: 'finance' }}
      onClose={onClose}
      onFinish={(values) => void submit(values)}
    >
      <Form.Item
        name="username"
        label={t('staff.username')}
        extra={t('staff.usernameHint')}
        rules={[
          {
            required: true,
            pattern: /^[a-z][a-z0-9._-]{2,31}$/,
            message: t('staff.usernameHint'),
          },
        ]}
      >
        <Input autoComplete="off" />
      </Form.Item>
      <Form.Item
        name="password"
        label={t('staff.password')}
        extra={t('staff.passwordHint')}
        rules={[{ required: true, min: 12, max: 128, message: t('staff.passwordHint') }]}
      >
        <Input.Password autoComplete="new-password" />
      </Form.Item>
      <Form.Item name="role" label={t('staff.role')} rules={[{ required: true }]}>
        <Select
          options={OPERATOR_ROLES.map((role) => ({ value: role, label: t(`roles.${role}`) }))}
        />
      </Form.Item>
    </FormDialog>
  );
}
