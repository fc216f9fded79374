import { PLAY_LIMIT_MAX, type PlayLimit } from '@app/contracts';
import { parseLanguage } from '@app/contracts/zod-free';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from '@/shared/feedback';
import { errorText, Form, FormAlert, useKitForm } from '@/shared/form';
import { amountField, MoneyField } from '@/shared/form/money-field';
import { formatDateTime } from '@/shared/format';
import { amountText, parseAmount, useMoney } from '@/shared/money';
import { useSetLimit } from '../api/responsible-gaming';

/** The smallest limit one may set: ₱1.00 (the contract's PlayLimitInput minimum). */
const MIN_LIMIT = 100;

type Values = { amount: string };

/** Sets, changes or removes one limit; says when the change holds. */
export function LimitForm({ limit, onDone }: { limit: PlayLimit; onDone: () => void }) {
  const { t, i18n } = useTranslation('responsibleGaming');
  const language = parseLanguage(i18n.language);
  const { money } = useMoney();
  const [problem, setProblem] = useState<string>();
  const setLimit = useSetLimit();
  const form = useKitForm<Values>({
    id: `limit-${limit.kind}-${limit.period}`,
    defaultValues: { amount: limit.amount === null ? '' : amountText(limit.amount) },
    schema: {
      amount: amountField(MIN_LIMIT, PLAY_LIMIT_MAX, {
        key: 'responsibleGaming:limits.amount_invalid',
        values: { min: money(MIN_LIMIT), max: money(PLAY_LIMIT_MAX) },
      }),
    },
  });

  const save = (amount: number | null) => {
    setProblem(undefined);
    setLimit.mutateAsync({ kind: limit.kind, period: limit.period, amount }).then(
      (settings) => {
        const saved = settings.limits.find(
          (l) => l.kind === limit.kind && l.period === limit.period,
        );
        toast.success(
          saved?.pending
            ? t('limits.saved_later', { at: formatDateTime(saved.pending.from, language) })
            : t('limits.saved_now'),
        );
        onDone();
      },
      (failure: unknown) => {
        if (!form.placeServerError(failure, { fields: ['amount'] })) setProblem(errorText(failure));
      },
    );
  };

  return (
    <Form
      form={form}
      className="rg-form"
      isPending={setLimit.isPending}
      onSubmit={({ amount }) => {
        const minor = parseAmount(amount);
        if (minor !== undefined) save(minor); // the rule passed: always a number
      }}
    >
      <MoneyField
        name="amount"
        label={t('limits.amount_label', { period: t(`limits.period.${limit.period}`) })}
        hint="1000.00"
      />
      <FormAlert message={problem} />
      <p className="rg-rule">{t('limits.rule')}</p>
      <div className="rg-form-actions">
        <button type="submit" className="rg-primary" disabled={setLimit.isPending}>
          {t('limits.save')}
        </button>
        {limit.amount !== null && (
          <button
            type="button"
            className="rg-secondary"
            disabled={setLimit.isPending}
            onClick={() => save(null)}
          >
            {t('limits.remove')}
          </button>
        )}
      </div>
    </Form>
  );
}
