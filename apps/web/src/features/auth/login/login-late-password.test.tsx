import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type * as SavedLoginModule from '@/shared/saved-login';
import { readSavedLogin, saveLogin, type SavedLogin } from '@/shared/saved-login';
import { fakeServer } from '@/testing/fake-server';
import { renderApp } from '@/testing/render-app';
import { field, findField, handlers } from '../testing/auth-test-utils';

// The remembered password is decrypted slowly: each test says when the decryption finishes.
vi.mock('@/shared/saved-login', async (importOriginal) => ({
  ...(await importOriginal<typeof SavedLoginModule>()),
  readSavedLogin: vi.fn(),
}));

const juan: SavedLogin = {
  type: 'username',
  username: 'juan',
  password: 'Demo1234',
  countryDialingCode: '',
};

/** Makes decryption wait until `finish()`; `decrypted` settles with it. */
function slowDecryption() {
  let finish: () => void = () => undefined;
  const decrypted = new Promise<SavedLogin>((resolve) => {
    finish = () => resolve(juan);
  });
  vi.mocked(readSavedLogin).mockReturnValue(decrypted);
  return { finish: () => finish(), decrypted };
}

describe('a remembered password decrypted after the form shows', () => {
  beforeEach(async () => {
    await saveLogin(juan);
  });

  it('fills the password and clears the "enter your password" of an earlier submit', async () => {
    const { finish } = slowDecryption();
    fakeServer(handlers());
    await renderApp('/m/login');
    expect(await findField('Username')).toHaveValue('juan');
    await userEvent.click(screen.getByRole('button', { name: 'Mag-log in' }));
    expect(field('Password')).toHaveAccessibleDescription('Ilagay ang iyong password');

    finish();
    await waitFor(() => expect(field('Password')).toHaveValue('Demo1234'));
    expect(field('Password')).not.toHaveAttribute('aria-invalid');
    expect(screen.queryByText('Ilagay ang iyong password')).not.toBeInTheDocument();
  });

  it('leaves a password field the member edited alone, even when emptied again', async () => {
    const { finish, decrypted } = slowDecryption();
    fakeServer(handlers());
    await renderApp('/m/login');
    await userEvent.type(await findField('Password'), 'x');
    await userEvent.clear(field('Password'));

    finish();
    // The form's own wait on the decryption ran before this one.
    await act(() => decrypted);
    expect(field('Password')).toHaveValue('');
    expect(field('Username')).toHaveValue('juan');
  });
});
