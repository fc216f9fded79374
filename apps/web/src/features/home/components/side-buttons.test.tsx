import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { memberSession } from '@/testing/render-app';
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

describe('side buttons: the in-app live chat (issue 31)', () => {
  const inApp = { customerService: [{ name: 'LIVECHAT', url: '/m/chat' }] };

  it("goes to /m/chat and shows a dot while the staff's messages wait unseen", async () => {
    const onOpenLink = vi.fn();
    const { server } = await renderHome(
      <SideButtons onDownload={vi.fn()} onOpenLink={onOpenLink} />,
      {
        settings: inApp,
        session: memberSession(),
        handlers: { '/wps/relay/CBS_chatUnread': 2 },
      },
    );
    // Folded, the toggle carries the dot.
    const toggle = screen.getByRole('button', { name: 'Ipakita ang mabilisang link' });
    expect(await within(toggle).findByText('2 bagong mensahe sa chat')).toBeInTheDocument();
    await openRail();
    const chat = screen.getByRole('button', { name: 'Live chat sa customer service' });
    expect(within(chat).getByText('2 bagong mensahe sa chat')).toBeInTheDocument();
    await userEvent.click(chat);
    expect(onOpenLink).toHaveBeenLastCalledWith('/m/chat');
    expect(
      server.requests.filter((r) => r.url.pathname === '/wps/relay/CBS_chatUnread'),
    ).toHaveLength(1);
  });

  it('shows no dot when nothing waits, and asks nothing for a visitor', async () => {
    const { server } = await renderHome(<SideButtons onDownload={vi.fn()} onOpenLink={vi.fn()} />, {
      settings: inApp,
      handlers: { '/wps/relay/CBS_chatUnread': 2 },
    });
    await openRail();
    expect(screen.getByRole('button', { name: 'Live chat sa customer service' })).toBeVisible();
    expect(screen.queryByTestId('chat-dot')).toBeNull();
    expect(server.requests.some((r) => r.url.pathname === '/wps/relay/CBS_chatUnread')).toBe(false);
  });

  it('asks nothing when the live chat is an outside link', async () => {
    const { server } = await renderHome(<SideButtons onDownload={vi.fn()} onOpenLink={vi.fn()} />, {
      settings: { customerService: [{ name: 'LIVECHAT', url: 'https://chat.example/perlas' }] },
      session: memberSession(),
      handlers: { '/wps/relay/CBS_chatUnread': 2 },
    });
    await openRail();
    expect(screen.getByRole('button', { name: 'Live chat sa customer service' })).toBeVisible();
    expect(screen.queryByTestId('chat-dot')).toBeNull();
    expect(server.requests.some((r) => r.url.pathname === '/wps/relay/CBS_chatUnread')).toBe(false);
  });
});
