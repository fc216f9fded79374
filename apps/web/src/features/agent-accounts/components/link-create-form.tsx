import {
  AFFILIATE_CHANNEL_MAX,
  AFFILIATE_DATE_MAX_DAYS,
  AFFILIATE_EXPIRIES,
  DAY_MS,
  siteDayKey,
  type AffiliateExpiry,
} from '@app/contracts';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from '@/shared/feedback';
import {
  Form,
  FormAlert,
  SubmitButton,
  TextField,
  anyText,
  errorText,
  useKitForm,
  useLanguageRevalidation,
} from '@/shared/form';
import { checkedText } from '@/shared/form/rules';
import { useSession } from '@/shared/session';
import { ToggleGroup } from '@/shared/ui/toggle-group';
import { useCreateLink } from '../api/affiliate-links';
import { grantedChoices } from '../lib/types';
import { DateField } from './date-field';
import { TypeChoice } from './type-choice';

type Values = { channel: string; expiresOn: string };
const FIELDS = ['channel', 'expiresOn'] as const;
const EMPTY: Values = { channel: '', expiresOn: '' };
/** Messages of this form's own checks: keys of this feature's namespace. */
const required = (key: string) =>
  checkedText((value) => (value.trim() === '' ? { key: `agentAccounts:${key}` } : undefined));

/** A new link: where it is shared (channel), the type it gives, and how long it works. */
export function LinkCreateForm() {
  const { t } = useTranslation('agentAccounts');
  const callerType = useSession()?.type ?? 1;
  const [type, setType] = useState(grantedChoices(callerType)[0]?.type ?? 0);
  const [expiry, setExpiry] = useState<AffiliateExpiry>('30d');
  const [formError, setFormError] = useState<string>();
  const create = useCreateLink();
  const form = useKitForm<Values>({
    id: 'aa-link',
    defaultValues: EMPTY,
    schema: {
      channel: required('links.channel_empty'),
      expiresOn: expiry === 'date' ? required('links.date_empty') : anyText(),
    },
  });
  useLanguageRevalidation(form, FIELDS);
  const [now] = useState(() => Date.now());

  const submit = (values: Values) => {
    setFormError(undefined);
    create.mutate(
      {
        channel: values.channel.trim(),
        type,
        expiry,
        ...(expiry === 'date' ? { expiresOn: values.expiresOn } : {}),
      },
      {
        onSuccess: () => {
          form.reset(EMPTY);
          toast.success(t('links.created'));
        },
        onError: (error) => {
          if (!form.placeServerError(error, { fields: [...FIELDS] }))
            setFormError(errorText(error));
        },
      },
    );
  };

  return (
    <Form
      form={form}
      onSubmit={submit}
      isPending={create.isPending}
      className="aa-card aa-form"
      labelledBy="aa-link-title"
    >
      <h2 id="aa-link-title" className="aa-card-title">
        {t('links.form_title')}
      </h2>
      <TextField
        name="channel"
        label={t('links.channel')}
        required
        hint={t('links.channel_hint')}
        maxLength={AFFILIATE_CHANNEL_MAX}
      />
      <TypeChoice name="aa-link-type" callerType={callerType} value={type} onChange={setType} />
      <div className="aa-expiry">
        <span className="form-label" id="aa-expiry-label">
          {t('links.expiry')}
        </span>
        <ToggleGroup
          label={t('links.expiry')}
          variant="chips"
          className="aa-expiry-chips"
          options={AFFILIATE_EXPIRIES.map((value) => ({ value, text: t(`links.expiry_${value}`) }))}
          value={expiry}
          onChange={setExpiry}
        />
      </div>
      {expiry === 'date' && (
        <DateField
          name="expiresOn"
          label={t('links.last_day')}
          min={siteDayKey(now)}
          max={siteDayKey(now + AFFILIATE_DATE_MAX_DAYS * DAY_MS)}
        />
      )}
      <FormAlert message={formError} />
      <SubmitButton>{t('links.submit')}</SubmitButton>
    </Form>
  );
}
