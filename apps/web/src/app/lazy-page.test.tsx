import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { initI18n } from '../shared/i18n';
import { LazyPage } from './lazy-page';
import type { PageModule } from './route-table';

describe('lazy page', () => {
  it('shows loading, then the page', async () => {
    await initI18n('EN');
    let resolve: (module: PageModule) => void = () => undefined;
    const load = () => new Promise<PageModule>((done) => (resolve = done));
    render(<LazyPage load={load} />);
    expect(await screen.findByText(/loading/)).toBeInTheDocument();
    resolve({ default: () => <p>the page</p> });
    expect(await screen.findByText('the page')).toBeInTheDocument();
  });

  it('shows error occurred with a retry that loads again', async () => {
    await initI18n('EN');
    let attempts = 0;
    const load = () => {
      attempts += 1;
      return attempts === 1
        ? Promise.reject(new Error('chunk failed'))
        : Promise.resolve({ default: () => <p>loaded on retry</p> });
    };
    render(<LazyPage load={load} />);
    expect(await screen.findByRole('alert')).toHaveTextContent(/error occurred/);
    await userEvent.click(screen.getByRole('button'));
    expect(await screen.findByText('loaded on retry')).toBeInTheDocument();
    expect(attempts).toBe(2);
  });
});
