import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { renderHome } from '../testing/render-home';
import { SideButtons } from './side-buttons';

const openRail = () =>
  userEvent.click(screen.getByRole('button', { name: 'Ipakita ang mabilisang link' }));
const names = () =>
  [...screen.getByRole('navigation', { name: 'Mabilisang link' }).querySelectorAll('a, button')]
    .map((el) => el.getAttribute('aria-label'))
    .filter((name) => name !== 'Isara ang mabilisang link');

describe('side buttons (SPEC §2 Home)', () => {
  it('without customer service or social links: referral and app download only', async () => {
    await renderHome(<SideButtons onDownload={vi.fn()} onOpenLink={vi.fn()} />);
    await openRail();
    expect(names()).toEqual(['Mag-imbita ng kaibigan', 'I-download ang app']);
    expect(screen.getByRole('link', { name: 'Mag-imbita ng kaibigan' })).toHaveAttribute(
      'href',
      '/m/inviteFriends',
    );
  });

  it('live chat when customer service exists, and only the social links configured', async () => {
    const onOpenLink = vi.fn();
    const onDownload = vi.fn();
    await renderHome(<SideButtons onDownload={onDownload} onOpenLink={onOpenLink} />, {
      settings: {
        customerService: [{ name: 'LIVECHAT', url: '/m/service' }],
        socialLinks: [
          { type: 'FACEBOOK', url: 'https://facebook.example/perlas' },
          { type: 'TELEGRAM2', url: 'https://t.example/perlas_promos' },
        ],
      },
    });
    await openRail();
    expect(names()).toEqual([
      'Mag-imbita ng kaibigan',
      'I-download ang app',
      'Live chat sa customer service',
      'Facebook',
      'Telegram (mga promo)',
    ]);
    await userEvent.click(screen.getByRole('button', { name: 'Live chat sa customer service' }));
    expect(onOpenLink).toHaveBeenLastCalledWith('/m/service');
    await openRail();
    await userEvent.click(screen.getByRole('button', { name: 'Telegram (mga promo)' }));
    expect(onOpenLink).toHaveBeenLastCalledWith('https://t.example/perlas_promos');
    await openRail();
    await userEvent.click(screen.getByRole('button', { name: 'I-download ang app' }));
    expect(onDownload).toHaveBeenCalledOnce();
  });

  it('stays folded in one button until opened, and closes on Escape', async () => {
    await renderHome(<SideButtons onDownload={vi.fn()} onOpenLink={vi.fn()} />);
    expect(screen.queryByRole('button', { name: 'I-download ang app' })).not.toBeInTheDocument();
    await openRail();
    expect(screen.getByRole('button', { name: 'I-download ang app' })).toBeVisible();
    await userEvent.keyboard('{Escape}');
    expect(screen.queryByRole('button', { name: 'I-download ang app' })).not.toBeInTheDocument();
  });
});
