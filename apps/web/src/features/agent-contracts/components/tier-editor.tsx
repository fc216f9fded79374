import { CONTRACT_MAX_TIERS, type ContractKind, type ContractTerms } from '@app/contracts';
import Button from 'antd-mobile/es/components/button';
import Input from 'antd-mobile/es/components/input';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ToggleGroup } from '@/shared/ui/toggle-group';
import { emptyRow, formOf, termsOf, type TermsForm, type TierRow } from '../lib/tiers';

type Props = {
  kind: ContractKind;
  name: string;
  initial: ContractTerms | null;
  bound: ContractTerms | null;
  isPending: boolean;
  /** The server's refusal, in the member's language. */
  refusal: string | null;
  onSubmit: (terms: ContractTerms) => void;
  onCancel: () => void;
};

/** The offer / change form: up to 5 tiers, checked by the original's rules before it is sent. */
export function TierEditor({
  kind,
  name,
  initial,
  bound,
  isPending,
  refusal,
  onSubmit,
  onCancel,
}: Props) {
  const { t } = useTranslation('agentContracts');
  const [form, setForm] = useState<TermsForm>(() => formOf(initial));
  const [issue, setIssue] = useState<string | null>(null);
  const setRow = (index: number, patch: Partial<TierRow>) =>
    setForm((f) => ({
      ...f,
      rows: f.rows.map((row, i) => (i === index ? { ...row, ...patch } : row)),
    }));
  const fixed = kind === 'hourly_salary' && form.fixed;

  function submit() {
    const made = termsOf(kind, form, bound);
    if ('issue' in made) {
      setIssue(t(`issue.${made.issue.key}`, { tier: made.issue.tier, max: made.issue.max }));
      return;
    }
    setIssue(null);
    onSubmit(made.terms);
  }

  const field = (index: number, key: keyof TierRow, label: string, mode: 'decimal' | 'numeric') => (
    // The tier's number is read out with the label (antd's Input puts an aria-label on its
    // wrapper, not on the field, so the name comes from the label alone).
    <label className="ac-field">
      <span>
        {label}
        <span className="visually-hidden"> {index + 1}</span>
      </span>
      <Input
        value={form.rows[index]?.[key] ?? ''}
        inputMode={mode}
        onChange={(value) => setRow(index, { [key]: value })}
      />
    </label>
  );

  return (
    <form
      className="ac-editor"
      aria-label={t('editor.title', { name })}
      onSubmit={(event) => {
        event.preventDefault();
        submit();
      }}
    >
      <h4 className="ac-editor-title">{t('editor.title', { name })}</h4>
      {kind === 'hourly_salary' && (
        <>
          <ToggleGroup
            variant="segmented"
            label={t('editor.window')}
            value={String(form.window)}
            options={[60, 30].map((m) => ({ value: String(m), text: t('window', { minutes: m }) }))}
            onChange={(value) => setForm((f) => ({ ...f, window: value === '30' ? 30 : 60 }))}
          />
          <ToggleGroup
            variant="segmented"
            label={t('editor.mode')}
            value={form.fixed ? 'fixed' : 'rate'}
            options={[
              { value: 'rate', text: t('editor.rate') },
              { value: 'fixed', text: t('editor.fixed') },
            ]}
            onChange={(value) => setForm((f) => ({ ...f, fixed: value === 'fixed' }))}
          />
        </>
      )}
      {kind === 'dividend' && (
        <ToggleGroup
          variant="segmented"
          label={t('editor.period')}
          value={form.period}
          options={(['half_month', 'month'] as const).map((p) => ({
            value: p,
            text: t(`period.${p}`),
          }))}
          onChange={(value) =>
            setForm((f) => ({ ...f, period: value === 'half_month' ? 'half_month' : 'month' }))
          }
        />
      )}
      <ol className="ac-editor-rows">
        {form.rows.map((_, index) => (
          <li key={index} className="ac-editor-row">
            <span className="ac-editor-level">
              {t('tier.level')} {index + 1}
            </span>
            {field(
              index,
              'bet',
              t(kind === 'dividend' ? 'tier.teamBet' : 'tier.validBet'),
              'decimal',
            )}
            {kind === 'dividend' && field(index, 'netLoss', t('tier.netLoss'), 'decimal')}
            {field(index, 'members', t('tier.members'), 'numeric')}
            {field(index, 'pay', t(fixed ? 'editor.fixedAmount' : 'editor.ratePercent'), 'decimal')}
            {form.rows.length > 1 && (
              <Button
                size="mini"
                fill="none"
                className="ac-remove"
                onClick={() =>
                  setForm((f) => ({ ...f, rows: f.rows.filter((__, i) => i !== index) }))
                }
              >
                {t('editor.remove')}
              </Button>
            )}
          </li>
        ))}
      </ol>
      {form.rows.length < CONTRACT_MAX_TIERS && (
        <Button
          size="small"
          fill="outline"
          onClick={() => setForm((f) => ({ ...f, rows: [...f.rows, emptyRow()] }))}
        >
          {t('editor.add')}
        </Button>
      )}
      {(issue ?? refusal) && (
        <p className="ac-issue" role="alert">
          {issue ?? refusal}
        </p>
      )}
      <div className="ac-actions">
        <Button fill="outline" onClick={onCancel}>
          {t('editor.cancel')}
        </Button>
        <Button color="primary" type="submit" loading={isPending}>
          {t('editor.send')}
        </Button>
      </div>
    </form>
  );
}
