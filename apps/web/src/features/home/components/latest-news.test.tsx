import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderHome } from '../testing/render-home';
import { LatestNews } from './latest-news';

const items = [
  {
    id: 1,
    title: 'Maligayang pagdating',
    content: '<p>Bonus <b>100%</b></p><script>alert(1)</script>',
  },
  { id: 2, title: 'Maintenance', content: '<p>Martes 02:00</p>' },
];
const NOTICE_POP = 'NOTICE_POP';

describe('latest-news popup (SPEC §2 Home, NOTICE_POP)', () => {
  it('shows the popup notices once: closing sets NOTICE_POP and it does not come back', async () => {
    const first = await renderHome(<LatestNews items={items} />);
    const popup = await screen.findByRole('dialog', { name: 'Pinakabagong balita' });
    expect(popup).toHaveTextContent('Maligayang pagdating');
    expect(popup).toHaveTextContent('Martes 02:00');
    expect(popup.querySelector('b')).toHaveTextContent('100%');
    expect(popup.querySelector('script')).toBeNull();

    const closeButtons = screen.getAllByRole('button', { name: 'Isara' });
    await userEvent.click(closeButtons.at(-1) as HTMLElement);
    expect(window.sessionStorage.getItem(NOTICE_POP)).not.toBeNull();
    await waitFor(() =>
      expect(screen.queryByRole('dialog', { name: 'Pinakabagong balita' })).not.toBeInTheDocument(),
    );
    first.unmount();

    // Home again in the same browser session.
    await renderHome(<LatestNews items={items} />);
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('does not show with NOTICE_POP already set, nor without popup notices', async () => {
    window.sessionStorage.setItem(NOTICE_POP, '1');
    const first = await renderHome(<LatestNews items={items} />);
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    first.unmount();

    window.sessionStorage.clear();
    await renderHome(<LatestNews items={[]} />);
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(window.sessionStorage.getItem(NOTICE_POP)).toBeNull();
  });
});
