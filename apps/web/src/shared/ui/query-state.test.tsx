import { fireEvent, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { fakeServer, siteHandlers } from '@/testing/fake-server';
import { renderUi } from '@/testing/render-ui';
import { ApiError, NetworkError } from '../api-client';
import { QueryError } from './query-state';

const networkError = (offline = false) => new NetworkError(offline);

describe('QueryError (SPEC §8 messages)', () => {
  it("says 'no internet' offline, with a retry", async () => {
    fakeServer(siteHandlers());
    const onRetry = vi.fn();
    await renderUi(<QueryError error={networkError(true)} isRetrying={false} onRetry={onRetry} />, {
      language: 'EN',
    });
    expect(await screen.findByRole('alert')).toHaveTextContent('no internet');
    fireEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(onRetry).toHaveBeenCalledOnce();
  });

  it("says 'network slow' when online but the server did not answer", async () => {
    fakeServer(siteHandlers());
    await renderUi(<QueryError error={networkError()} isRetrying={false} onRetry={vi.fn()} />, {
      language: 'EN',
    });
    expect(await screen.findByRole('alert')).toHaveTextContent('network slow');
  });

  it('goes by what the browser said when the request failed, not by what it says now', async () => {
    fakeServer(siteHandlers());
    // Failed offline, shown after the network came back: still 'no internet' (no flash of 'slow').
    const { unmount } = await renderUi(
      <QueryError error={networkError(true)} isRetrying={false} onRetry={vi.fn()} />,
      { language: 'EN' },
    );
    expect(await screen.findByRole('alert')).toHaveTextContent('no internet');
    unmount();
    vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    await renderUi(
      <QueryError error={networkError(false)} isRetrying={false} onRetry={vi.fn()} />,
      {
        language: 'EN',
      },
    );
    expect(await screen.findByRole('alert')).toHaveTextContent('network slow');
  });

  it("says 'error occurred' for any other failure", async () => {
    fakeServer(siteHandlers());
    vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    const error = new ApiError(500, 'system.error', 'Unknown error');
    await renderUi(<QueryError error={error} isRetrying={false} onRetry={vi.fn()} />, {
      language: 'EN',
    });
    expect(await screen.findByRole('alert')).toHaveTextContent('error occurred');
  });
});
