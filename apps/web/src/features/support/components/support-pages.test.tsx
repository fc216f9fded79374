import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { fakeServer, siteHandlers } from '@/testing/fake-server';
import { memberSession, renderApp } from '@/testing/render-app';

const settings = {
  customerService: [
    { name: 'LIVECHAT', url: '/m/service' },
    { name: 'EMAIL', url: 'mailto:support@perlasplay.example' },
  ],
  socialLinks: [
    { type: 'FACEBOOK' as const, url: 'https://www.facebook.com/perlasplay.example' },
    { type: 'TELEGRAM' as const, url: 'https://t.me/perlasplay_example' },
  ],
};

describe('customer service (/m/service)', () => {
  it("lists the merchant's ways to reach people, without a link to itself", async () => {
    fakeServer(siteHandlers({ settings }));
    await renderApp('/m/service');
    const contact = await screen.findByRole('region', { name: 'Makipag-usap sa amin' });
    const email = within(contact).getByRole('link', { name: /Mag-email sa amin/ });
    expect(email).toHaveAttribute('href', 'mailto:support@perlasplay.example');
    expect(within(contact).getByText('support@perlasplay.example')).toBeInTheDocument();
    const telegram = within(contact).getByRole('link', { name: /Telegram/ });
    expect(telegram).toHaveAttribute('href', 'https://t.me/perlasplay_example');
    expect(telegram).toHaveAttribute('rel', 'noopener noreferrer');
    expect(within(contact).queryByRole('link', { name: /Live chat/ })).toBeNull();
    // Messages are a member's: a guest is not offered them.
    expect(screen.getByRole('link', { name: /Help center/ })).toHaveAttribute('href', '/m/help');
    expect(screen.queryByRole('link', { name: /Aking mga mensahe/ })).toBeNull();
  });

  it('offers a member their messages', async () => {
    fakeServer(siteHandlers({ settings }));
    await renderApp('/m/service', { session: memberSession() });
    expect(await screen.findByRole('link', { name: /Aking mga mensahe/ })).toHaveAttribute(
      'href',
      '/m/webEmail',
    );
  });
});

describe('user agreement (/m/useragreement)', () => {
  it("shows the terms with the site's name, clause by clause", async () => {
    fakeServer(siteHandlers());
    await renderApp('/m/useragreement');
    expect(
      await screen.findByRole('heading', { name: 'Kasunduan ng user ng Perlas Play' }),
    ).toBeInTheDocument();
    expect(screen.getAllByRole('heading', { level: 2 }).length).toBeGreaterThanOrEqual(6);
    expect(screen.getByText(/panatilihing ligtas ang Perlas Play/)).toBeInTheDocument();
  });
});

describe('customer service: the in-app live chat (issue 31)', () => {
  const inApp = { customerService: [{ name: 'LIVECHAT', url: '/m/chat' }] };

  it("links the live chat to /m/chat, with a dot while the staff's messages wait unseen", async () => {
    fakeServer({ ...siteHandlers({ settings: inApp }), '/wps/relay/CBS_chatUnread': 1 });
    await renderApp('/m/service', { session: memberSession() });
    const chat = await screen.findByRole('link', { name: /Live chat/ });
    expect(chat).toHaveAttribute('href', '/m/chat');
    expect(await within(chat).findByText('1 bagong mensahe sa chat')).toBeInTheDocument();
  });

  it('shows a visitor the way in, without a dot', async () => {
    const server = fakeServer({
      ...siteHandlers({ settings: inApp }),
      '/wps/relay/CBS_chatUnread': 1,
    });
    await renderApp('/m/service');
    expect(await screen.findByRole('link', { name: /Live chat/ })).toHaveAttribute(
      'href',
      '/m/chat',
    );
    expect(screen.queryByTestId('chat-dot')).toBeNull();
    expect(server.requests.some((r) => r.url.pathname === '/wps/relay/CBS_chatUnread')).toBe(false);
  });
});
