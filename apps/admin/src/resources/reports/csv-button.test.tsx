import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { LANGUAGE_KEY, session } from '@/shared/storage';
import { renderConsole } from '@/testing/render-console';
import { CsvButton } from './csv-button';

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('report CSV download', () => {
  it('fetches the CSV with the bearer token and saves it under the server’s file name', async () => {
    localStorage.setItem(LANGUAGE_KEY, 'EN');
    session.set('session-token');
    const fetch = vi.fn(
      async () =>
        new Response('day,bets\n2026-11-29,1.00\n', {
          status: 200,
          headers: {
            'content-type': 'text/csv; charset=utf-8',
            'content-disposition':
              'attachment; filename="DEMO-pnl-daily-2026-11-23-2026-11-29.csv"',
          },
        }),
    );
    vi.stubGlobal('fetch', fetch);
    const blobs: Blob[] = [];
    URL.createObjectURL = vi.fn((blob: Blob) => {
      blobs.push(blob);
      return 'blob:csv';
    });
    URL.revokeObjectURL = vi.fn();
    const saved: { href: string; download: string }[] = [];
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (
      this: HTMLAnchorElement,
    ) {
      saved.push({ href: this.getAttribute('href') ?? '', download: this.download });
    });

    renderConsole(
      '/reports',
      <CsvButton
        path="/operator/merchants/DEMO/reports/pnl-daily/csv"
        query={{ from: '2026-11-23', to: '2026-11-29' }}
        fallbackName="pnl-daily.csv"
      />,
    );
    await userEvent.setup().click(screen.getByRole('button', { name: 'Download CSV' }));

    expect(
      await screen.findByText('Saved DEMO-pnl-daily-2026-11-23-2026-11-29.csv'),
    ).toBeInTheDocument();
    // Refine may ask who is signed in too: the CSV is the one call to a csv path.
    const csvCalls = (fetch.mock.calls as unknown as [string, RequestInit][]).filter(([url]) =>
      url.includes('/csv'),
    );
    expect(csvCalls).toHaveLength(1);
    const [url, init] = csvCalls[0] as [string, RequestInit];
    expect(url).toBe(
      '/operator/merchants/DEMO/reports/pnl-daily/csv?from=2026-11-23&to=2026-11-29',
    );
    expect((init.headers as Record<string, string>).Authorization).toBe('Bearer session-token');
    expect(saved).toEqual([
      { href: 'blob:csv', download: 'DEMO-pnl-daily-2026-11-23-2026-11-29.csv' },
    ]);
    expect(await blobs[0]?.text()).toContain('2026-11-29,1.00');
  });

  it('shows the server’s refusal instead of saving an error page', async () => {
    localStorage.setItem(LANGUAGE_KEY, 'EN');
    session.set('session-token');
    vi.stubGlobal(
      'fetch',
      vi.fn(
        async () =>
          new Response(
            JSON.stringify({ success: false, code: 'bad.request', message: 'at most 92 days' }),
            { status: 400, headers: { 'content-type': 'application/json' } },
          ),
      ),
    );
    const click = vi.spyOn(HTMLAnchorElement.prototype, 'click');
    renderConsole(
      '/reports',
      <CsvButton path="/x/csv" query={{ from: 'a', to: 'b' }} fallbackName="x.csv" />,
    );
    await userEvent.setup().click(screen.getByRole('button', { name: 'Download CSV' }));
    expect(await screen.findByText('at most 92 days')).toBeInTheDocument();
    expect(click).not.toHaveBeenCalled();
  });
});
