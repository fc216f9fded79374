import { useCustomMutation, useTranslate } from '@refinedev/core';
import type { OperatorAgentMove, OperatorAgentMoveBody, OperatorAgentNode } from '@app/contracts';
import { Alert, App, Form, Input, Modal } from 'antd';
import { useEffect } from 'react';
import { errorText } from '@/shared/error-text';
import { currentMerchant, merchantPath } from '@/shared/merchant';

/**
 * Moves a member with its whole team under another upline: the new upline's account and a
 * reason, then a confirmation that says how many members move (the member and its team).
 */
export function MoveDialog({
  node,
  onClose,
  onMoved,
}: {
  node: OperatorAgentNode | undefined;
  onClose: () => void;
  onMoved: (moved: OperatorAgentMove) => void;
}) {
  const t = useTranslate();
  const { message, modal } = App.useApp();
  const [form] = Form.useForm<OperatorAgentMoveBody>();
  const { mutateAsync, mutation } = useCustomMutation<OperatorAgentMove>();
  useEffect(() => {
    if (node) form.resetFields();
  }, [node, form]);

  const submit = async () => {
    if (!node) return;
    const values = await form.validateFields();
    const body = { toUpline: values.toUpline.trim(), reason: values.reason.trim() };
    const count = node.teamSize + 1;
    modal.confirm({
      title: t('agents.move.confirmTitle', { count }),
      content: t('agents.move.confirm', {
        account: node.account,
        team: node.teamSize,
        count,
        upline: body.toUpline,
      }),
      okText: t('actions.confirm'),
      cancelText: t('actions.cancel'),
      onOk: async () => {
        try {
          const { data } = await mutateAsync({
            url: merchantPath(currentMerchant(), `agents/${encodeURIComponent(node.account)}/move`),
            method: 'post',
            values: body,
            successNotification: false,
            errorNotification: false,
          });
          void message.success(t('agents.move.done', { moved: data.moved, upline: data.toUpline }));
          onMoved(data);
        } catch (error) {
          void message.error(errorText(error, t));
        }
      },
    });
  };

  return (
    <Modal
      open={node !== undefined}
      title={node ? t('agents.move.title', { account: node.account }) : ''}
      okText={t('agents.move.submit')}
      cancelText={t('actions.cancel')}
      confirmLoading={mutation.isPending}
      onOk={() => void submit().catch(() => undefined)}
      onCancel={onClose}
      destroyOnHidden
    >
      <Alert type="info" showIcon message={t('agents.move.rules')} style={{ marginBottom: 16 }} />
      <Form form={form} layout="vertical" requiredMark={false}>
        <Form.Item
          name="toUpline"
          label={t('agents.move.toUpline')}
          rules={[{ required: true, whitespace: true, message: t('agents.move.toUplineRequired') }]}
        >
          <Input autoComplete="off" maxLength={64} />
        </Form.Item>
        <Form.Item
          name="reason"
          label={t('agents.move.reason')}
          rules={[{ required: true, whitespace: true, message: t('agents.move.reasonRequired') }]}
        >
          <Input.TextArea rows={3} maxLength={500} />
        </Form.Item>
      </Form>
    </Modal>
  );
}
