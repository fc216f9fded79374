import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { renderHome } from '../testing/render-home';
import { NoticeStrip } from './notice-strip';

describe('announcement ticker (SPEC §2 Home)', () => {
  it('scrolls the player notices’ titles and leads to /m/notice', async () => {
    const { router } = await renderHome(
      <NoticeStrip titles={['Mabilis na GCash', 'Maintenance sa Martes']} onDownload={vi.fn()} />,
    );
    const ticker = screen.getByRole('link', { name: /Mabilis na GCash/ });
    expect(ticker).toHaveAccessibleName(/Maintenance sa Martes/);
    expect(screen.getByTestId('notice-text')).toHaveClass('is-scrolling');
    await userEvent.click(ticker);
    expect(router.state.location.pathname).toBe('/m/notice');
  });

  it('says there is no announcement, still, when there is none', async () => {
    await renderHome(<NoticeStrip titles={[]} onDownload={vi.fn()} />);
    expect(screen.getByTestId('notice-text')).toHaveTextContent('Wala pang anunsyo sa ngayon');
    expect(screen.getByTestId('notice-text')).not.toHaveClass('is-scrolling');
  });

  it('says nothing while the notices load, and speaks English in EN', async () => {
    const first = await renderHome(<NoticeStrip titles={[]} isLoading onDownload={vi.fn()} />);
    expect(screen.getByTestId('notice-text')).toHaveTextContent(/^$/);
    first.unmount();
    await renderHome(<NoticeStrip titles={[]} onDownload={vi.fn()} />, { language: 'EN' });
    expect(screen.getByTestId('notice-text')).toHaveTextContent('No announcements right now');
  });

  it('has the app-download button beside it', async () => {
    const onDownload = vi.fn();
    await renderHome(<NoticeStrip titles={[]} onDownload={onDownload} />);
    await userEvent.click(screen.getByRole('button', { name: 'I-download ang app' }));
    expect(onDownload).toHaveBeenCalledOnce();
  });
});
