import { useCustomMutation, useInvalidate, useTranslate } from '@refinedev/core';
import {
  CONTRACT_KINDS,
  type AgentContract,
  type ContractKind,
  type OperatorContractBody,
} from '@app/contracts';
import { Alert, App, Form, Input, Modal, Radio, Select } from 'antd';
import { useState } from 'react';
import { errorText } from '@/shared/error-text';
import { currentMerchant, merchantPath } from '@/shared/merchant';
import { TiersEditor } from './tiers-editor';
import { fromTerms, nextTier, toTerms, type PayMode, type TermsValues } from './tiers';

type Values = TermsValues & { kind: ContractKind; account: string };

/** What the dialog starts from: a new offer, or a change of a top agent's contract. */
export type ContractDraft = { contract?: AgentContract };

function initialValues(contract: AgentContract | undefined): Values {
  if (contract) {
    return { kind: contract.kind, account: contract.downlineName, ...fromTerms(contract.terms) };
  }
  return {
    kind: 'daily_salary',
    account: '',
    window: 60,
    period: 'half_month',
    mode: 'rate',
    tiers: [nextTier('rate')],
  };
}

/**
 * Offers a top agent a contract, or changes the one it has (the server makes a change a new
 * request the agent answers on its phone). The kind's shape decides the fields: the hourly
 * window and way of paying, the dividend's period; the tiers editor checks the tiers' rules.
 * The server's refusal (its message, in the operator's language) stays shown in the dialog.
 */
export function ContractDialog({
  draft,
  onClose,
}: {
  draft: ContractDraft | undefined;
  onClose: () => void;
}) {
  const t = useTranslate();
  const { message } = App.useApp();
  const invalidate = useInvalidate();
  const [form] = Form.useForm<Values>();
  const [refusal, setRefusal] = useState<string>();
  const { mutateAsync, mutation } = useCustomMutation<AgentContract>();
  const contract = draft?.contract;
  // Undefined until the form has its values (its first render).
  const watchedKind = Form.useWatch<ContractKind | undefined>('kind', form);
  const watchedMode = Form.useWatch<PayMode | undefined>('mode', form);
  const kind = watchedKind ?? contract?.kind ?? 'daily_salary';
  const mode = watchedMode ?? 'rate';

  const submit = async (values: Values) => {
    setRefusal(undefined);
    try {
      await mutateAsync({
        url: merchantPath(currentMerchant(), 'agent-contracts'),
        method: 'post',
        values: {
          kind: values.kind,
          account: values.account.trim(),
          terms: toTerms(values.kind, values),
        } satisfies OperatorContractBody,
        successNotification: false,
        errorNotification: false,
      });
      void message.success(t('payouts.contracts.offered'));
      onClose();
    } catch (error) {
      setRefusal(errorText(error, t));
    } finally {
      await invalidate({ invalidates: ['all'] });
    }
  };

  return (
    <Modal
      open={draft !== undefined}
      title={
        contract
          ? t('payouts.contracts.changeTitle', { account: contract.downlineName })
          : t('payouts.contracts.offerTitle')
      }
      okText={t('payouts.contracts.send')}
      cancelText={t('actions.cancel')}
      okButtonProps={{ loading: mutation.isPending }}
      onOk={() => form.submit()}
      onCancel={onClose}
      afterClose={() => setRefusal(undefined)}
      width={820}
      destroyOnHidden
    >
      <Form
        form={form}
        layout="vertical"
        preserve={false}
        initialValues={initialValues(contract)}
        onFinish={(values) => void submit(values)}
        onValuesChange={() => setRefusal(undefined)}
      >
        <Form.Item name="kind" label={t('payouts.kind.label')}>
          <Radio.Group
            disabled={contract !== undefined}
            optionType="button"
            options={CONTRACT_KINDS.map((value) => ({
              value,
              label: t(`payouts.kind.${value}`),
            }))}
          />
        </Form.Item>
        <Form.Item
          name="account"
          label={t('payouts.contracts.account')}
          rules={[
            { required: true, whitespace: true, message: t('payouts.contracts.accountRequired') },
          ]}
        >
          <Input maxLength={64} disabled={contract !== undefined} style={{ maxWidth: 320 }} />
        </Form.Item>
        {kind === 'hourly_salary' && (
          <>
            <Form.Item name="window" label={t('payouts.contracts.window')}>
              <Radio.Group
                options={[
                  { value: 60, label: t('payouts.contracts.window60') },
                  { value: 30, label: t('payouts.contracts.window30') },
                ]}
              />
            </Form.Item>
            <Form.Item name="mode" label={t('payouts.contracts.pays')}>
              <Radio.Group
                options={[
                  { value: 'rate', label: t('payouts.contracts.byRate') },
                  { value: 'fixed', label: t('payouts.contracts.byFixed') },
                ]}
              />
            </Form.Item>
          </>
        )}
        {kind === 'dividend' && (
          <Form.Item name="period" label={t('payouts.contracts.period')}>
            <Select
              style={{ width: 200 }}
              options={[
                { value: 'half_month', label: t('payouts.contracts.half_month') },
                { value: 'month', label: t('payouts.contracts.month') },
              ]}
            />
          </Form.Item>
        )}
        <TiersEditor kind={kind} mode={kind === 'hourly_salary' ? mode : 'rate'} />
      </Form>
      {refusal && (
        <Alert type="error" showIcon message={refusal} style={{ marginTop: 16 }} role="alert" />
      )}
    </Modal>
  );
}
