import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { I18nextProvider } from 'react-i18next';
import { describe, expect, it } from 'vitest';
import { changeLanguage, initI18n } from '../i18n';
import { PasswordField, type PasswordFieldLook } from './password-field';

const look = (hintAs: PasswordFieldLook['hintAs']): PasswordFieldLook => ({
  field: 'f',
  control: 'c',
  toggle: 't',
  error: 'e',
  hint: 'h',
  hintAs,
});

function Field(props: { hintAs: PasswordFieldLook['hintAs']; error?: string; digits?: boolean }) {
  const [value, setValue] = useState('');
  return (
    <PasswordField
      id="pw"
      label="Password"
      value={value}
      onChange={setValue}
      look={look(props.hintAs)}
      hint="6 to 12 characters"
      error={props.error}
      digitsOnly={props.digits}
      autoComplete="new-password"
      required
    />
  );
}

async function renderField(props: Parameters<typeof Field>[0]) {
  const i18n = await initI18n();
  await changeLanguage('EN');
  return render(
    <I18nextProvider i18n={i18n}>
      <Field {...props} />
    </I18nextProvider>,
  );
}

describe('shared password field', () => {
  it('shows and hides the password with one toggle', async () => {
    await renderField({ hintAs: 'note' });
    const input = screen.getByLabelText(/Password/, { selector: 'input' });
    expect(input).toHaveAttribute('type', 'password');
    expect(input).toHaveAttribute('aria-required', 'true');
    await userEvent.click(screen.getByRole('button', { name: 'Show password' }));
    expect(input).toHaveAttribute('type', 'text');
    await userEvent.click(screen.getByRole('button', { name: 'Hide password' }));
    expect(input).toHaveAttribute('type', 'password');
  });

  it('puts the hint under the field or in the placeholder, as the form does', async () => {
    const { unmount } = await renderField({ hintAs: 'note' });
    expect(screen.getByLabelText(/Password/, { selector: 'input' })).toHaveAccessibleDescription(
      '6 to 12 characters',
    );
    unmount();
    await renderField({ hintAs: 'placeholder' });
    expect(screen.getByPlaceholderText('6 to 12 characters')).toBeInTheDocument();
  });

  it('announces its error and links it to the input', async () => {
    await renderField({ hintAs: 'note', error: 'Wrong password' });
    const input = screen.getByLabelText(/Password/, { selector: 'input' });
    expect(input).toHaveAttribute('aria-invalid', 'true');
    expect(input).toHaveAccessibleDescription('Wrong password');
    expect(screen.getByRole('alert')).toHaveTextContent('Wrong password');
  });

  it('keeps only digits for a PIN', async () => {
    await renderField({ hintAs: 'placeholder', digits: true });
    const input = screen.getByLabelText(/Password/, { selector: 'input' });
    await userEvent.type(input, '12a3');
    expect(input).toHaveValue('123');
  });
});
