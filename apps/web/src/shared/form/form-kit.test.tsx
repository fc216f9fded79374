import { DEFAULT_REGISTER_SETTINGS } from '@app/contracts';
import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { deferred } from '@/testing/account-fixtures';
import { fakeServer, siteHandlers } from '@/testing/fake-server';
import { field, findField } from '@/testing/fields';
import { renderUi } from '@/testing/render-ui';
import { ApiError } from '../api-client';
import { changeLanguage } from '../i18n';
import { parseAmount } from '../money';
import { AmountField, amountRule } from './amount-field';
import { PinField, pinRule } from './pin-field';
import {
  confirmField,
  Form,
  PasswordField,
  ruleField,
  SubmitButton,
  TextField,
  useKitForm,
} from './index';

type Values = { email: string; username: string; password: string; confirm: string };
const { login, register } = DEFAULT_REGISTER_SETTINGS;

/** A form of the kit: an optional e-mail (shown on demand, above the rest), then three required fields. */
function Demo({
  onSubmit,
}: {
  onSubmit: (values: Values, form: ReturnType<typeof useDemo>) => unknown;
}) {
  const form = useDemo();
  const [isEmailShown, setEmailShown] = useState(false);
  return (
    <Form form={form} onSubmit={(values) => onSubmit(values, form)}>
      <button type="button" onClick={() => setEmailShown(true)}>
        add e-mail
      </button>
      {isEmailShown && <TextField name="email" label="E-mail" />}
      <TextField name="username" label="Username" required />
      <PasswordField name="password" label="Password" required autoComplete="new-password" />
      <PasswordField name="confirm" label="Confirm" required autoComplete="new-password" />
      <SubmitButton>Save</SubmitButton>
    </Form>
  );
}
function useDemo() {
  return useKitForm<Values>({
    id: 'demo',
    defaultValues: { email: '', username: '', password: '', confirm: '' },
    // The e-mail's rule comes last, though its field shows first: focus follows the page.
    schema: (values) => ({
      username: ruleField(login.loginUsername, { empty: 'username', required: true }),
      password: ruleField(register.password, { empty: 'choosePassword', required: true }),
      confirm: confirmField(values.password),
      email: ruleField({ ...register.email, required: false }, { empty: 'email' }),
    }),
  });
}

async function renderDemo(onSubmit: Parameters<typeof Demo>[0]['onSubmit'] = () => undefined) {
  fakeServer(siteHandlers());
  const view = await renderUi(<Demo onSubmit={onSubmit} />);
  await findField('Username');
  return view;
}
const save = () => userEvent.click(screen.getByRole('button', { name: 'Save' }));

describe('form kit', () => {
  it('marks required fields with an asterisk and aria-required, optional ones with neither', async () => {
    await renderDemo();
    await userEvent.click(screen.getByRole('button', { name: 'add e-mail' }));
    const label = (name: string) => field(name).closest('.form-field')?.querySelector('label');
    expect(label('Username')).toHaveTextContent(/^Username\*$/);
    expect(field('Username')).toHaveAttribute('aria-required', 'true');
    expect(label('E-mail')).toHaveTextContent(/^E-mail$/);
    expect(field('E-mail')).not.toHaveAttribute('aria-required');
  });

  it("says what is wrong in the member's language, and follows a language change at once", async () => {
    await renderDemo();
    await userEvent.type(field('Password'), 'short1');
    await save();
    expect(field('Username')).toHaveAccessibleDescription('Ilagay ang iyong username');
    expect(field('Password')).toHaveAccessibleDescription(/^Mali ang format ng password/);
    expect(field('Confirm')).toHaveAccessibleDescription('Pakilagay muli ang password');

    await act(() => changeLanguage('EN'));
    expect(field('Username')).toHaveAccessibleDescription('Enter your username');
    expect(field('Password')).toHaveAccessibleDescription(/^Password format is incorrect/);
    expect(field('Confirm')).toHaveAccessibleDescription('Please enter the password again');
  });

  it('checks a field when it is left after an edit, and follows the typing while it shows an error', async () => {
    await renderDemo();
    await userEvent.type(field('Username'), 'j!');
    expect(field('Username')).not.toHaveAttribute('aria-invalid');
    await userEvent.tab();
    expect(field('Username')).toHaveAccessibleDescription('Mali ang format ng account');
    await userEvent.clear(field('Username'));
    await userEvent.type(field('Username'), 'juan');
    await waitFor(() => expect(field('Username')).not.toHaveAttribute('aria-invalid'));
    // A confirmation follows its password.
    await userEvent.type(field('Password'), 'abc12345');
    await userEvent.type(field('Confirm'), 'abc1234');
    await userEvent.tab();
    expect(field('Confirm')).toHaveAccessibleDescription(
      'Hindi tugma ang kumpirmasyon ng password',
    );
    await userEvent.type(field('Password'), '{Backspace}');
    await waitFor(() => expect(field('Confirm')).not.toHaveAttribute('aria-invalid'));
  });

  it('focuses the first invalid field in page order, even one that showed up later', async () => {
    const onSubmit = vi.fn();
    await renderDemo(onSubmit);
    await userEvent.click(screen.getByRole('button', { name: 'add e-mail' }));
    await userEvent.type(field('E-mail'), 'not-an-address');
    await save();
    expect(field('E-mail')).toHaveFocus();
    expect(onSubmit).not.toHaveBeenCalled();

    await userEvent.clear(field('E-mail'));
    await save();
    expect(field('Username')).toHaveFocus();
  });

  it('puts a server refusal with a field under that field, focused, until it is edited', async () => {
    await renderDemo((_values, form) => {
      const refusal = new ApiError(409, 'username.exists', 'May gumagamit na nito', 'username');
      if (!form.placeServerError(refusal, { fields: ['username', 'password'] })) throw refusal;
    });
    await userEvent.type(field('Username'), 'juan');
    await userEvent.type(field('Password'), 'abc12345');
    await userEvent.type(field('Confirm'), 'abc12345');
    await save();
    await waitFor(() => expect(field('Username')).toHaveFocus());
    expect(field('Username')).toHaveAccessibleDescription('May gumagamit na nito');
    await userEvent.type(field('Username'), '2');
    await waitFor(() => expect(field('Username')).not.toHaveAttribute('aria-invalid'));
  });

  it('keeps submit disabled while the submit is pending, so it is sent once', async () => {
    const answer = deferred<undefined>();
    const onSubmit = vi.fn(() => answer.promise);
    await renderDemo(onSubmit);
    await userEvent.type(field('Username'), 'juan');
    await userEvent.type(field('Password'), 'abc12345');
    await userEvent.type(field('Confirm'), 'abc12345');
    await save();
    await waitFor(() => expect(screen.getByRole('button', { name: /Save/ })).toBeDisabled());
    await userEvent.type(field('Confirm'), '{Enter}');
    expect(onSubmit).toHaveBeenCalledTimes(1);
    await act(async () => answer.resolve(undefined));
    await waitFor(() => expect(screen.getByRole('button', { name: 'Save' })).toBeEnabled());
  });

  it('shows and hides a password with one toggle', async () => {
    await renderDemo();
    expect(field('Password')).toHaveAttribute('type', 'password');
    await userEvent.click(screen.getAllByRole('button', { name: 'Ipakita ang password' })[0]!);
    expect(field('Password')).toHaveAttribute('type', 'text');
    await userEvent.click(screen.getByRole('button', { name: 'Itago ang password' }));
    expect(field('Password')).toHaveAttribute('type', 'password');
  });
});

type PayValues = { amount: string; paymentPassword: string };
/** ₱100.00 to ₱5,000.00; ₱3,000.00 may go now ("All"). */
const LIMITS = { minAmount: 10_000, maxAmount: 500_000 };

/** A money form of the kit in the transfer namespace: an amount with chips and the payment password. */
function PayDemo({ onSubmit }: { onSubmit: (values: PayValues) => unknown }) {
  const form = useKitForm<PayValues>({
    id: 'pay',
    defaultValues: { amount: '', paymentPassword: '' },
    schema: {
      amount: amountRule(
        'transfer',
        (text) => {
          const amount = parseAmount(text);
          if (text === '') return 'empty';
          if (amount === undefined) return 'invalid';
          if (amount < LIMITS.minAmount) return 'min';
          return amount > LIMITS.maxAmount ? 'over' : undefined;
        },
        { min: '₱100.00', max: '₱5,000.00' },
      ),
      paymentPassword: pinRule('transfer'),
    },
  });
  return (
    <Form form={form} onSubmit={onSubmit}>
      <AmountField ns="transfer" limits={LIMITS} most={300_000} chips={[10_000, 500_000]} />
      <PinField ns="transfer" />
      <SubmitButton>Send</SubmitButton>
    </Form>
  );
}

async function renderPay(onSubmit: (values: PayValues) => unknown = () => undefined) {
  fakeServer(siteHandlers());
  await renderUi(<PayDemo onSubmit={onSubmit} />);
  return { amount: await screen.findByLabelText('Halaga'), pin: field('Payment password') };
}
const send = () => userEvent.click(screen.getByRole('button', { name: 'Send' }));

describe('form kit: money fields', () => {
  it('says a payment password of the wrong length is one, digits only, until it has six', async () => {
    const onSubmit = vi.fn();
    const { amount, pin } = await renderPay(onSubmit);
    await userEvent.type(amount, '500');
    await userEvent.type(pin, '12a3');
    expect(pin).toHaveValue('123');
    await send();
    expect(pin).toHaveAccessibleDescription('Ilagay ang 6-digit na payment password mo');
    expect(pin).toHaveAttribute('aria-invalid', 'true');
    expect(pin).toHaveFocus();
    expect(onSubmit).not.toHaveBeenCalled();
    await userEvent.type(pin, '4567');
    expect(pin).toHaveValue('123456');
    await waitFor(() => expect(pin).toHaveAttribute('aria-invalid', 'false'));
    await send();
    expect(onSubmit).toHaveBeenCalledWith(
      { amount: '500.00', paymentPassword: '123456' },
      expect.anything(),
    );
  });

  it('sets the amount from a chip or "All", and keeps chips above what may go off', async () => {
    const { amount } = await renderPay();
    const chip = screen.getByRole('button', { name: '₱100' });
    await userEvent.click(chip);
    expect(amount).toHaveValue('100.00');
    expect(chip).toHaveAttribute('aria-pressed', 'true');
    expect(screen.getByRole('button', { name: '₱5,000' })).toBeDisabled();
    await userEvent.click(screen.getByRole('button', { name: 'Lahat: ₱3,000.00' }));
    expect(amount).toHaveValue('3000.00');
    expect(chip).toHaveAttribute('aria-pressed', 'false');
  });

  it('says an amount out of the limits names the limit, follows the typing, in either language', async () => {
    const onSubmit = vi.fn();
    const { amount } = await renderPay(onSubmit);
    await userEvent.type(amount, '50');
    await userEvent.tab();
    expect(amount).toHaveAccessibleDescription('₱100.00 ang pinakamababang puwedeng i-transfer');
    expect(amount).toHaveValue('50.00');
    await send();
    expect(onSubmit).not.toHaveBeenCalled();
    await userEvent.clear(amount);
    await userEvent.type(amount, '6000');
    await waitFor(() =>
      expect(amount).toHaveAccessibleDescription(
        'Lampas ito sa puwede mong ipadala ngayon (₱5,000.00)',
      ),
    );
    await act(() => changeLanguage('EN'));
    await waitFor(() =>
      expect(screen.getByLabelText('Amount')).toHaveAccessibleDescription(
        "That's more than you can send now (₱5,000.00)",
      ),
    );
  });
});
