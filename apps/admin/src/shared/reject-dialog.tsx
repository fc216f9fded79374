import { useTranslate } from '@refinedev/core';
import { Form, Input, Modal } from 'antd';
import { useState } from 'react';
import { formatMoney } from './format';
import type { Decidable } from './use-decide';

/** Asks the reason of a rejection (the member reads it) and sends it. */
export function RejectDialog({
  row,
  onReject,
  onClose,
  reasonLabel,
}: {
  row: Decidable | undefined;
  /** The reason's label, when the member does not read it. */
  reasonLabel?: string;
  onReject: (id: number, reason: string) => Promise<boolean>;
  onClose: () => void;
}) {
  const t = useTranslate();
  const [form] = Form.useForm<{ reason: string }>();
  const [busy, setBusy] = useState(false);
  const submit = async ({ reason }: { reason: string }) => {
    if (!row) return;
    setBusy(true);
    const done = await onReject(row.id, reason.trim());
    setBusy(false);
    if (done) {
      form.resetFields();
      onClose();
    }
  };
  return (
    <Modal
      open={row !== undefined}
      title={row && t('actions.rejectTitle', { id: row.id, amount: formatMoney(row.amount) })}
      okText={t('actions.reject')}
      okButtonProps={{ danger: true, loading: busy }}
      cancelText={t('actions.cancel')}
      onOk={() => form.submit()}
      onCancel={onClose}
      destroyOnHidden
    >
      <Form
        form={form}
        layout="vertical"
        onFinish={(values) => void submit(values)}
        preserve={false}
      >
        <Form.Item
          name="reason"
          label={reasonLabel ?? t('actions.rejectReason')}
          rules={[{ required: true, whitespace: true, message: t('actions.rejectRequired') }]}
        >
          <Input.TextArea maxLength={200} showCount rows={3} autoFocus />
        </Form.Item>
      </Form>
    </Modal>
  );
}
