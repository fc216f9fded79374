import { useTranslate } from '@refinedev/core';
import { Form, Input } from 'antd';
import { useState } from 'react';
import { FormDialog } from './form-dialog';
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
    <FormDialog
      form={form}
      open={row !== undefined}
      title={row && t('actions.rejectTitle', { id: row.id, amount: formatMoney(row.amount) })}
      okText={t('actions.reject')}
      busy={busy}
      danger
      onClose={onClose}
      onFinish={(values) => void submit(values)}
    >
      <Form.Item
        name="reason"
        label={reasonLabel ?? t('actions.rejectReason')}
        rules={[{ required: true, whitespace: true, message: t('actions.rejectRequired') }]}
      >
        <Input.TextArea maxLength={200} showCount rows={3} autoFocus />
      </Form.Item>
    </FormDialog>
  );
}
