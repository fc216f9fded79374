import { useInvalidate, useTranslate } from '@refinedev/core';
import type { OperatorMemberAction, OperatorMemberDetail } from '@app/contracts';
import { App, Button, Form, Input, Space } from 'antd';
import { useState } from 'react';
import { FormDialog, ReasonField } from '@/shared/form-dialog';
import { currentMerchant, merchantPath } from '@/shared/merchant';
import { useMay } from '@/shared/use-may';
import { useSend } from '@/shared/use-send';
import { AdjustDialog } from './adjust-dialog';

type Step = 'lock' | 'unlock' | 'sign-out' | 'password';

/** One step with its fields in a dialog, sent on OK; it closes once the step is done. */
function StepDialog({
  open,
  title,
  onClose,
  onSend,
  children,
}: {
  open: boolean;
  title: string;
  onClose: () => void;
  onSend: (values: Record<string, string>) => Promise<boolean>;
  children: React.ReactNode;
}) {
  const [form] = Form.useForm<Record<string, string>>();
  const [busy, setBusy] = useState(false);
  return (
    <FormDialog
      form={form}
      open={open}
      title={title}
      busy={busy}
      onClose={onClose}
      onFinish={(values) => {
        setBusy(true);
        void onSend(values).then((done) => {
          setBusy(false);
          if (done) onClose();
        });
      }}
    >
      {children}
    </FormDialog>
  );
}

/** What the operator's role may do to a member: lock or unlock, sign out, password, adjust. */
export function MemberActions({ member }: { member: OperatorMemberDetail }) {
  const t = useTranslate();
  const { modal } = App.useApp();
  const invalidate = useInvalidate();
  const mayMembers = useMay('members');
  const mayMoney = useMay('money');
  const [dialog, setDialog] = useState<'lock' | 'unlock' | 'password' | 'adjust'>();
  const { send: sendChange } = useSend<OperatorMemberAction>(() =>
    invalidate({ invalidates: ['all'] }),
  );
  const send = (step: Step, values: object = {}) =>
    sendChange({
      url: merchantPath(currentMerchant(), `members/${member.id}/${step}`),
      method: 'post',
      values,
      done: (data) => t('members.actionDone', { count: data.signedOut }),
    });

  const confirmSignOut = () => {
    modal.confirm({
      title: t('members.signOut'),
      content: t('members.signOutConfirm', { account: member.account }),
      okText: t('actions.confirm'),
      cancelText: t('actions.cancel'),
      onOk: () => send('sign-out'),
    });
  };

  const close = () => setDialog(undefined);
  return (
    <Space wrap>
      {mayMembers &&
        (member.disabled ? (
          <Button onClick={() => setDialog('unlock')}>{t('members.unlock')}</Button>
        ) : (
          <Button danger onClick={() => setDialog('lock')}>
            {t('members.lock')}
          </Button>
        ))}
      {mayMembers && <Button onClick={confirmSignOut}>{t('members.signOut')}</Button>}
      {mayMembers && <Button onClick={() => setDialog('password')}>{t('members.password')}</Button>}
      {mayMoney && (
        <Button type="primary" onClick={() => setDialog('adjust')}>
          {t('adjust.open')}
        </Button>
      )}
      <StepDialog
        open={dialog === 'lock'}
        title={t('members.lockTitle', { account: member.account })}
        onClose={close}
        onSend={({ reason = '' }) => send('lock', { reason: reason.trim() })}
      >
        <ReasonField label={t('members.lockReason')} />
      </StepDialog>
      <StepDialog
        open={dialog === 'unlock'}
        title={t('members.unlockTitle', { account: member.account })}
        onClose={close}
        onSend={({ reason = '' }) => send('unlock', { reason: reason.trim() })}
      >
        <p>{t('members.unlockConfirm', { account: member.account })}</p>
        <ReasonField label={t('members.unlockReason')} />
      </StepDialog>
      <StepDialog
        open={dialog === 'password'}
        title={t('members.passwordTitle', { account: member.account })}
        onClose={close}
        onSend={({ password = '' }) => send('password', { password })}
      >
        <Form.Item
          name="password"
          label={t('members.newPassword')}
          extra={t('members.passwordHint')}
          rules={[{ required: true, min: 6, max: 64, message: t('members.passwordHint') }]}
        >
          <Input.Password autoComplete="new-password" />
        </Form.Item>
        <Form.Item
          name="confirm"
          label={t('members.confirmPassword')}
          dependencies={['password']}
          rules={[
            { required: true, message: t('members.passwordMismatch') },
            ({ getFieldValue }) => ({
              validator: (_, value?: string) =>
                !value || getFieldValue('password') === value
                  ? Promise.resolve()
                  : Promise.reject(new Error(t('members.passwordMismatch'))),
            }),
          ]}
        >
          <Input.Password autoComplete="new-password" />
        </Form.Item>
      </StepDialog>
      <AdjustDialog
        memberId={member.id}
        account={member.account}
        open={dialog === 'adjust'}
        onClose={close}
      />
    </Space>
  );
}
