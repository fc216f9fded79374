import type { PayoutBook } from '@app/contracts';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { dialog, toast } from '@/shared/feedback';
import { Form, FormAlert, SubmitButton, useKitForm } from '@/shared/form';
import { PinField, pinRule } from '@/shared/form/pin-field';
import { useRefusal } from '@/shared/form/use-refusal';
import { useMoney } from '@/shared/money';
import { Figure } from '@/shared/ui/figure';
import { WalletIcon } from '@/shared/ui/icons';
import { usePayOwed } from '../api/dividend';

const NS = 'agentDividend';
const schema = { paymentPassword: pinRule(NS) };
type Values = { paymentPassword: string };

/**
 * What the agent owes its downlines (a payment its wallet could not cover) and paying it:
 * confirmed, proven by the payment password; a refusal (a short wallet, a wrong password) is said
 * under the form in the agent's language; the book is read again either way.
 */
export function PayOwedCard({ book }: { book: PayoutBook }) {
  const { t } = useTranslation(NS);
  const { money } = useMoney();
  return (
    <section className="adv-card adv-owed" aria-label={t('owed.title')}>
      <p className="adv-estimate">
        <span className="adv-owed-title">
          <WalletIcon />
          {t('owed.title')}
        </span>
        <strong className="adv-big">
          <Figure>{money(book.owedTotal)}</Figure>
        </strong>
      </p>
      <p className="adv-note">{t('owed.note')}</p>
      {book.paymentPasswordSet ? (
        <PayOwedForm owed={book.owedTotal} />
      ) : (
        <div className="adv-setup">
          <strong>{t('owed.setupTitle')}</strong>
          <p className="adv-note">{t('owed.setupBody')}</p>
          <Link to="/m/securityCenter">{t('owed.setupAction')}</Link>
        </div>
      )}
    </section>
  );
}

function PayOwedForm({ owed }: { owed: number }) {
  const { t } = useTranslation(NS);
  const { money } = useMoney();
  const form = useKitForm<Values>({ id: 'adv', defaultValues: { paymentPassword: '' }, schema });
  const refusal = useRefusal(form, ['paymentPassword'], 'paymentPassword');
  const pay = usePayOwed();

  async function send({ paymentPassword }: Values) {
    refusal.clear();
    const sure = await dialog.confirm({
      title: t('owed.confirmTitle'),
      content: t('owed.confirm', { amount: money(owed) }),
      confirmText: t('owed.ok'),
      cancelText: t('owed.cancel'),
    });
    if (!sure) return;
    pay.mutate(
      { paymentPassword },
      refusal.answered(({ paid, stillOwed }) =>
        toast.success(
          stillOwed > 0
            ? t('owed.partly', { paid: money(paid), owed: money(stillOwed) })
            : t('owed.done', { amount: money(paid) }),
        ),
      ),
    );
  }

  return (
    <Form form={form} onSubmit={(values) => void send(values)} isPending={pay.isPending}>
      <PinField ns={NS} onEdit={refusal.clear} />
      <FormAlert message={refusal.text} />
      <SubmitButton>{t('owed.submit')}</SubmitButton>
    </Form>
  );
}
