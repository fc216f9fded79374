import { act, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { changeLanguage } from '@/shared/i18n';
import { authHandlers, fakeServer, siteHandlers } from '@/testing/fake-server';
import { renderApp } from '@/testing/render-app';

const titleBecomes = (title: string) =>
  waitFor(() => expect(document.title).toBe(title), { timeout: 5000 });

describe('tab title per route (route table names, site name from the settings)', () => {
  it('names the login page in Filipino, then in English after a language switch', async () => {
    fakeServer({ ...siteHandlers(), ...authHandlers() });
    await renderApp('/m/login');
    await titleBecomes('Mag-log in · Perlas Play');
    await act(() => changeLanguage('EN'));
    await titleBecomes('Log in · Perlas Play');
  });

  it('shows the site name alone on home, whatever the merchant is called', async () => {
    fakeServer(siteHandlers({ settings: { merchantName: 'Lucky Star' } }));
    await renderApp('/m/home');
    await titleBecomes('Lucky Star');
  });

  it('follows the user from page to page', async () => {
    fakeServer(siteHandlers());
    const { router } = await renderApp('/m/gameCenter');
    await titleBecomes('Game center · Perlas Play');
    await act(() => router.navigate('/m/activity'));
    await titleBecomes('Mga Promo · Perlas Play');
    await act(() => changeLanguage('EN'));
    await titleBecomes('Promotions · Perlas Play');
    await act(() => router.navigate('/m/nowhere'));
    await titleBecomes('Page not found · Perlas Play');
    expect(await screen.findByRole('heading', { name: 'This page does not exist' })).toBeVisible();
  });
});
