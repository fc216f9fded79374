import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { forgetOperator } from '@/providers/auth-provider';
import { LANGUAGE_KEY, session } from '@/shared/storage';
import { fakeFetch, ok, type FakeCall } from '@/testing/fake-fetch';
import { renderConsole } from '@/testing/render-console';
import { FeedbackList } from './list';

afterEach(() => {
  vi.unstubAllGlobals();
  forgetOperator();
});

describe('feedback', () => {
  it('shows a member’s markup as the text they wrote, never as HTML', async () => {
    localStorage.setItem(LANGUAGE_KEY, 'EN');
    session.set('session-token');
    const calls = fakeFetch((call: FakeCall) =>
      call.url === '/operator/me'
        ? ok({
            username: 'agent',
            role: 'support',
            totpEnabled: false,
            disabled: false,
            createdAt: 1,
          })
        : ok({
            list: [
              {
                id: 5,
                memberId: 42,
                account: 'juan',
                content: '<b>x</b>',
                language: 'TY',
                createdAt: Date.UTC(2026, 10, 29, 4, 5, 6),
                images: [{ n: 1, mimeType: 'image/png', byteSize: 10, sha256: 'a' }],
              },
            ],
            pageNum: 1,
            totalPages: 1,
            total: 1,
            pageSize: 20,
          }),
    );
    const { container } = renderConsole('/feedback', <FeedbackList />);
    expect(await screen.findByText('<b>x</b>')).toBeInTheDocument();
    expect(container.querySelector('td b')).toBeNull();
    expect(screen.getByRole('link', { name: 'juan' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Image 1' })).toBeInTheDocument();
    expect(calls.map((call) => call.url)).toContain(
      '/operator/merchants/DEMO/feedback?pageNo=1&pageSize=20',
    );
  });
});
