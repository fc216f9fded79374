import { useTranslate } from '@refinedev/core';
import { Form, Input, Modal, type FormInstance } from 'antd';
import type { ReactNode } from 'react';

/**
 * The console's form in a dialog (a member's lock or password, an adjustment, a rejection, a new
 * staff account): OK submits the form, so its rules are checked first; Cancel closes; the fields
 * are forgotten when it closes.
 */
export function FormDialog<Values extends object>({
  form,
  open,
  title,
  okText,
  busy,
  danger,
  initialValues,
  onFinish,
  onClose,
  children,
}: {
  form: FormInstance<Values>;
  open: boolean;
  title: ReactNode;
  /** The OK button's text: confirm unless named. */
  okText?: string;
  busy: boolean;
  danger?: boolean;
  initialValues?: Partial<Values>;
  onFinish: (values: Values) => void;
  onClose: () => void;
  children: ReactNode;
}) {
  const t = useTranslate();
  return (
    <Modal
      open={open}
      title={title}
      okText={okText ?? t('actions.confirm')}
      cancelText={t('actions.cancel')}
      okButtonProps={{ loading: busy, ...(danger && { danger }) }}
      onOk={() => form.submit()}
      onCancel={onClose}
      destroyOnHidden
    >
      <Form
        form={form}
        layout="vertical"
        preserve={false}
        {...(initialValues && { initialValues })}
        onFinish={onFinish}
      >
        {children}
      </Form>
    </Modal>
  );
}

/** The reason an operator gives for a step on a member (lock, unlock, an adjustment). */
export function ReasonField({ label }: { label: string }) {
  const t = useTranslate();
  return (
    <Form.Item
      name="reason"
      label={label}
      rules={[{ required: true, whitespace: true, min: 3, message: t('adjust.reasonRequired') }]}
    >
      <Input.TextArea maxLength={200} showCount rows={3} />
    </Form.Item>
  );
}
