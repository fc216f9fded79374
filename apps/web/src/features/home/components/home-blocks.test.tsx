import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { contentFixture, renderHome } from '../testing/render-home';
import { HomeBlocks } from './home-blocks';

const NEWS = '/wps/relay/GLS2_lobbyNews';
const notice = (id: number, title: string) => ({
  id,
  title,
  content: '<p>x</p>',
  publishTime: id,
  read: false,
});
const content = contentFixture({ player: [notice(1, 'Lumang balita sa notices')] });
const ticker = () => screen.getByTestId('notice-text');

describe('announcement ticker: the lobby news (SPEC §2 Home, §7 GLS2_lobbyNews)', () => {
  it('scrolls the lobby news titles, asked for on M, and leads to /m/notice', async () => {
    const { server, router } = await renderHome(<HomeBlocks content={content} />, {
      handlers: {
        [NEWS]: {
          list: [
            { id: 7, title: 'Bagong laro: Mines' },
            { id: 6, title: 'Mas mabilis na GCash' },
          ],
        },
      },
    });
    await waitFor(() => expect(ticker()).toHaveTextContent(/Bagong laro: Mines\s+•\s+Mas mabilis/));
    expect(ticker()).not.toHaveTextContent('Lumang balita');
    const asked = server.requests.find((r) => r.url.pathname === NEWS);
    expect(asked?.url.searchParams.get('platform')).toBe('M');
    await userEvent.click(screen.getByRole('link', { name: /Bagong laro: Mines/ }));
    expect(router.state.location.pathname).toBe('/m/notice');
  });

  it("says 'no announcement' when the lobby news is empty", async () => {
    await renderHome(<HomeBlocks content={contentFixture()} />, {
      handlers: { [NEWS]: { list: [] } },
    });
    await waitFor(() => expect(ticker()).toHaveTextContent('Wala pang anunsyo sa ngayon'));
  });

  it("shows the home content's notice titles until the news comes, or if it cannot", async () => {
    await renderHome(<HomeBlocks content={content} />, {
      handlers: {
        [NEWS]: () => ({
          status: 503,
          body: { success: false, code: 'system.upgrading', message: 'later' },
        }),
      },
    });
    expect(ticker()).toHaveTextContent('Lumang balita sa notices');
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(ticker()).toHaveTextContent('Lumang balita sa notices');
  });
});
