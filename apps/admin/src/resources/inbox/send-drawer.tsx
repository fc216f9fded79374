import { useCustomMutation, useTranslate } from '@refinedev/core';
import { InboxSendInput, LANGUAGE_CODES, type Language } from '@app/contracts';
import { Alert, App, Button, Drawer, Form, Input, Radio, Space, Tabs } from 'antd';
import { useState } from 'react';
import { clearIssues, showIssues } from '@/resources/content/form-issues';
import { RichTextEditor } from '@/resources/content/rich-text/rich-text-editor';
import { ApiError } from '@/shared/api';
import { errorText } from '@/shared/error-text';
import { currentMerchant, merchantPath } from '@/shared/merchant';

type Values = {
  to: 'all' | 'one';
  account?: string;
  sender?: string;
  texts: Partial<Record<Language, { title?: string; content?: string }>>;
};

const INITIAL: Values = { to: 'all', account: '', sender: '', texts: { TY: {}, EN: {} } };

/**
 * InboxSendInput from the form: `all: true` or one member's `account`, and the languages written
 * (one left wholly empty is left out; one half written is sent for the contract to name).
 */
export function toSendInput(values: Values): InboxSendInput {
  const texts: Record<string, { title: string; content: string }> = {};
  for (const language of LANGUAGE_CODES) {
    const title = values.texts[language]?.title?.trim() ?? '';
    const content = values.texts[language]?.content ?? '';
    if (title !== '' || content !== '') texts[language] = { title, content };
  }
  return {
    ...(values.to === 'all' ? { all: true } : { account: values.account?.trim() ?? '' }),
    sender: values.sender?.trim() ?? '',
    texts,
  };
}

type Props = { onClose: () => void; onSent: () => void };

/** Sends a message (POST): to every member, after a confirmation, or to one member's account. */
export function SendDrawer({ onClose, onSent }: Props) {
  const t = useTranslate();
  const { message, modal } = App.useApp();
  const [form] = Form.useForm<Values>();
  const to = Form.useWatch('to', form);
  const [problem, setProblem] = useState<string>();
  const [tab, setTab] = useState<string>(LANGUAGE_CODES[0]);
  const { mutateAsync, mutation } = useCustomMutation();

  const post = async (input: InboxSendInput) => {
    try {
      await mutateAsync({
        url: merchantPath(currentMerchant(), 'inbox'),
        method: 'post',
        values: input,
        successNotification: false,
        errorNotification: false,
      });
      void message.success(t('inbox.sent'));
      onSent();
    } catch (error) {
      const text = errorText(error, t);
      setProblem(text);
      if (error instanceof ApiError && error.code === 'member.not.found') {
        form.setFields([{ name: 'account', errors: [text] }]);
      }
    }
  };

  const send = () => {
    setProblem(undefined);
    const input = toSendInput(form.getFieldsValue(true) as Values);
    const checked = InboxSendInput.safeParse(input);
    if (!checked.success) {
      showIssues(form, checked.error.issues, t);
      // The language tab of the first complaint about a text, so that it shows.
      const language = checked.error.issues.find((issue) => issue.path[0] === 'texts')?.path[1];
      if (typeof language === 'string') setTab(language);
      // The contract's rule over both languages names no field of its own.
      if (checked.error.issues.some((issue) => issue.path.join('.') === 'texts')) {
        setProblem(t('inbox.needText'));
      }
      return;
    }
    clearIssues(form);
    const title = checked.data.texts.TY?.title ?? checked.data.texts.EN?.title ?? '';
    if (checked.data.all) {
      modal.confirm({
        title: t('inbox.allConfirmTitle'),
        content: t('inbox.allConfirm', { title }),
        okText: t('inbox.sendButton'),
        cancelText: t('actions.cancel'),
        onOk: () => post(input),
      });
    } else {
      void post(input);
    }
  };

  return (
    <Drawer
      open
      width="min(880px, 100vw)"
      title={t('inbox.sendTitle')}
      onClose={onClose}
      destroyOnHidden
      extra={
        <Space>
          <Button onClick={onClose}>{t('actions.cancel')}</Button>
          <Button type="primary" loading={mutation.isPending} onClick={send}>
            {t('inbox.sendButton')}
          </Button>
        </Space>
      }
    >
      {problem && (
        <Alert type="error" showIcon message={problem} style={{ marginBottom: 16 }} role="alert" />
      )}
      <Form form={form} layout="vertical" initialValues={INITIAL} onFinish={send}>
        <Form.Item name="to" label={t('inbox.fields.recipients')}>
          <Radio.Group
            optionType="button"
            options={[
              { value: 'all', label: t('inbox.to.all') },
              { value: 'one', label: t('inbox.to.one') },
            ]}
          />
        </Form.Item>
        {to === 'one' && (
          <Form.Item name="account" label={t('inbox.fields.account')}>
            <Input maxLength={64} style={{ maxWidth: 360 }} />
          </Form.Item>
        )}
        <Form.Item name="sender" label={t('inbox.fields.sender')} extra={t('inbox.hints.sender')}>
          <Input maxLength={60} style={{ maxWidth: 360 }} />
        </Form.Item>
        <Alert type="info" message={t('inbox.hints.languages')} style={{ marginBottom: 8 }} />
        <Tabs
          activeKey={tab}
          onChange={setTab}
          items={LANGUAGE_CODES.map((language) => ({
            key: language,
            label: t(`inbox.languages.${language}`),
            forceRender: true,
            children: (
              <>
                <Form.Item
                  name={['texts', language, 'title']}
                  label={`${t('inbox.fields.title')} (${language})`}
                >
                  <Input maxLength={200} showCount />
                </Form.Item>
                <Form.Item
                  name={['texts', language, 'content']}
                  label={`${t('inbox.fields.content')} (${language})`}
                >
                  <RichTextEditor label={`${t('inbox.fields.content')} (${language})`} />
                </Form.Item>
              </>
            ),
          }))}
        />
      </Form>
    </Drawer>
  );
}
