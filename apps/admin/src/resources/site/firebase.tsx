import { useTranslate } from '@refinedev/core';
import {
  FirebaseWebConfigInput,
  type FirebaseWebConfig,
  type OperatorMerchantState,
} from '@app/contracts';
import { App, Button, Card, Flex, Form, Input, Tag, Typography } from 'antd';
import type { Rule } from 'antd/es/form';
import { useEffect, useMemo } from 'react';
import { flattenModules } from './modules';

type Field = keyof FirebaseWebConfig;
const FIELDS: readonly Field[] = ['apiKey', 'authDomain', 'projectId', 'appId'];

/** The white-label flags that show the site's buttons (SPEC §6), each with the Firebase app. */
const FLAGS = ['GOOGLELOGIN3', 'FACEBOOKLOGIN3'] as const;

/** The longest value FirebaseWebConfigInput takes per field; projectId has its pattern instead. */
const LONGEST: Partial<Record<Field, number>> = { apiKey: 100, authDomain: 253, appId: 100 };

/**
 * The merchant's Firebase web app, which Google and Facebook sign-in on the player site go through
 * (the four values of the Firebase console's web app config), checked here as the contract
 * (FirebaseWebConfigInput) checks them; PUT …/firebase, or DELETE to remove it (the buttons hide).
 */
export function FirebaseCard({
  state,
  may,
  send,
  isPending,
}: {
  state: OperatorMerchantState | undefined;
  may: boolean;
  send: (path: string, method: 'put' | 'delete', values?: object) => Promise<boolean>;
  isPending: boolean;
}) {
  const t = useTranslate();
  const { modal } = App.useApp();
  const [form] = Form.useForm<FirebaseWebConfig>();
  const firebase = state?.firebase;

  // The fields show the app in force, again after each change; empty once removed.
  useEffect(() => {
    if (firebase === undefined) return;
    if (firebase === null) form.resetFields();
    else form.setFieldsValue(firebase);
  }, [form, firebase]);

  // What players get of each flag: on only when it and its group are on (modules.tsx).
  const flags = useMemo(() => {
    const rows = flattenModules(state?.whitelabel ?? []);
    return FLAGS.map((modId) => ({
      modId,
      effective: rows.find((row) => row.modId === modId)?.effective ?? false,
    }));
  }, [state?.whitelabel]);

  const rules = (name: Field): Rule[] => {
    const longest = LONGEST[name];
    const message =
      longest === undefined
        ? t('site.firebase.projectIdRule')
        : t('site.firebase.tooLong', { max: longest });
    return [
      { required: true, whitespace: true, message: t('site.firebase.required') },
      {
        // The contract's own check of the field (it trims); an empty one is `required`'s.
        validator: async (_, value: string | undefined) => {
          if (!value?.trim()) return;
          if (!FirebaseWebConfigInput.shape[name].safeParse(value).success) {
            throw new Error(message);
          }
        },
      },
    ];
  };

  const save = (fields: FirebaseWebConfig) => {
    const body = FirebaseWebConfigInput.safeParse(fields);
    if (body.success) void send('firebase', 'put', body.data);
  };

  const remove = () => {
    modal.confirm({
      title: t('site.firebase.removeTitle'),
      content: t('site.firebase.removeConfirm'),
      okText: t('actions.confirm'),
      cancelText: t('actions.cancel'),
      okButtonProps: { danger: true },
      onOk: () => send('firebase', 'delete'),
    });
  };

  return (
    <Card
      title={t('site.firebase.title')}
      size="small"
      extra={
        state && (
          <Tag color={state.firebase ? 'green' : 'default'}>
            {t(state.firebase ? 'site.firebase.set' : 'site.firebase.notSet')}
          </Tag>
        )
      }
    >
      <Typography.Paragraph type="secondary">{t('site.firebase.hint')}</Typography.Paragraph>
      <Form
        form={form}
        layout="vertical"
        onFinish={save}
        disabled={!may || !state}
        requiredMark={may}
      >
        {FIELDS.map((name) => (
          <Form.Item
            key={name}
            name={name}
            label={t(`site.firebase.${name}`)}
            extra={t(`site.firebase.${name}Hint`)}
            rules={rules(name)}
          >
            <Input autoComplete="off" spellCheck={false} />
          </Form.Item>
        ))}
        <Typography.Paragraph type="secondary">{t('site.firebase.flags')}</Typography.Paragraph>
        {state && (
          <Flex gap={8} wrap style={{ marginBottom: 16 }}>
            {flags.map(({ modId, effective }) => (
              <Tag key={modId} color={effective ? 'green' : 'default'}>
                {`${modId}: ${t(effective ? 'site.on' : 'site.off')}`}
              </Tag>
            ))}
          </Flex>
        )}
        {may && (
          <Flex gap={8} wrap>
            <Button type="primary" htmlType="submit" loading={isPending}>
              {t('site.firebase.save')}
            </Button>
            {state?.firebase && (
              <Button danger onClick={remove} disabled={isPending}>
                {t('site.firebase.remove')}
              </Button>
            )}
          </Flex>
        )}
      </Form>
    </Card>
  );
}
