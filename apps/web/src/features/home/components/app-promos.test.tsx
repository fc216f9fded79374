import { act, fireEvent, screen, within } from '@testing-library/react';
import { beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { holdInstallPrompt } from '@/shared/install-prompt';
import { renderHome } from '../testing/render-home';
import { AppPromos } from './app-promos';

const IPHONE_SAFARI =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_4 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.4 Mobile/15E148 Safari/604.1';
const IPHONE_CHROME =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_4 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) CriOS/124.0.6367.88 Mobile/15E148 Safari/604.1';
const ANDROID_CHROME =
  'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/124.0.0.0 Mobile Safari/537.36';

const resources = [
  { resourceType: 'Android' as const, url: 'https://dl.example/app.apk' },
  { resourceType: 'IOS' as const, url: 'https://dl.example/ios' },
  { resourceType: 'MOBILECONFIG' as const, url: 'https://dl.example/app.mobileconfig' },
  { resourceType: 'AppDownloadIcon' as const, url: '/icons/app-icon.svg' },
];
const mobileTemplate = {
  app_background: '',
  app_desc: 'Perlas Play: 600+ games',
  app_desc_font_color: '#ffeeaa',
  mem_cen: '1',
  dep_func: '1',
};

const asPhone = (userAgent: string) =>
  vi.spyOn(navigator, 'userAgent', 'get').mockReturnValue(userAgent);

const renderPromos = (patch: { resources?: typeof resources } = {}) =>
  renderHome(<AppPromos />, { settings: { resources, mobileTemplate, ...patch } });

beforeAll(() => {
  holdInstallPrompt();
});
beforeEach(() => {
  localStorage.clear();
  sessionStorage.clear();
});

describe('download bar (SPEC §2 Home)', () => {
  it("shows the app's description, 5.0 stars, and opens the links for the phone", async () => {
    asPhone(IPHONE_SAFARI);
    await renderPromos();
    const bar = await screen.findByRole('region', { name: 'Kunin ang app' });
    const description = within(bar).getByText('Perlas Play: 600+ games');
    expect(description).toHaveStyle({ color: '#ffeeaa' });
    expect(within(bar).getByLabelText('5.0 sa 5 bituin')).toBeInTheDocument();
    fireEvent.click(within(bar).getByRole('button', { name: 'I-download' }));
    const sheet = await screen.findByRole('dialog', { name: 'I-download ang Perlas Play app' });
    expect(within(sheet).getByRole('link', { name: /iPhone at iPad/ })).toHaveAttribute(
      'href',
      'https://dl.example/ios',
    );
    expect(within(sheet).queryByRole('link', { name: /Android/ })).toBeNull();
  });

  it('stays closed once closed (local hideDownloadBar)', async () => {
    asPhone(ANDROID_CHROME);
    const { unmount } = await renderPromos();
    fireEvent.click(await screen.findByRole('button', { name: 'Isara ang banner ng app' }));
    expect(screen.queryByRole('button', { name: 'I-download' })).toBeNull();
    expect(localStorage.getItem('hideDownloadBar')).toBe('1');
    unmount();
    await renderPromos();
    await act(() => Promise.resolve());
    expect(screen.queryByRole('button', { name: 'I-download' })).toBeNull();
  });

  it("asks for Safari on iOS outside Safari, in an alert titled 'notice'", async () => {
    asPhone(IPHONE_CHROME);
    await renderPromos();
    fireEvent.click(await screen.findByRole('button', { name: 'I-download' }));
    const alert = await screen.findByRole('dialog');
    expect(alert).toHaveTextContent('Paalala');
    expect(alert).toHaveTextContent('Gamitin ang Safari para ma-download ang app.');
  });

  it('is not there when the site has no link for the phone', async () => {
    asPhone(ANDROID_CHROME);
    await renderPromos({ resources: resources.filter((r) => r.resourceType !== 'Android') });
    await act(() => Promise.resolve());
    expect(screen.queryByRole('button', { name: 'I-download' })).toBeNull();
  });
});

describe('add-to-home-screen banner (SPEC §2 Home)', () => {
  it('offers iOS Safari the profile, whose opening marks a later home-screen sign-up WEBCLIP', async () => {
    asPhone(IPHONE_SAFARI);
    await renderPromos();
    const profile = await screen.findByRole('link', { name: 'Kunin ang profile' });
    expect(profile).toHaveAttribute('href', 'https://dl.example/app.mobileconfig');
    fireEvent.click(profile);
    expect(localStorage.getItem('webClip')).toBe('1');
    fireEvent.click(screen.getByRole('button', { name: 'Isara ang tip sa Home Screen' }));
    expect(screen.queryByRole('link', { name: 'Kunin ang profile' })).toBeNull();
    expect(sessionStorage.getItem('hideHomeScreenHint')).toBe('1');
  });

  it('shows the share hint on iOS Safari without a profile', async () => {
    asPhone(IPHONE_SAFARI);
    await renderPromos({ resources: resources.filter((r) => r.resourceType !== 'MOBILECONFIG') });
    expect(await screen.findByRole('img', { name: 'Share' })).toBeInTheDocument();
    expect(screen.getByText(/Add to Home Screen/)).toBeInTheDocument();
  });

  it("offers Install on Android once the browser's prompt arrives, and opens it", async () => {
    asPhone(ANDROID_CHROME);
    await renderPromos();
    await screen.findByRole('button', { name: 'I-download' });
    expect(screen.queryByRole('button', { name: 'I-install' })).toBeNull();
    const prompt = vi.fn(() => Promise.resolve());
    const event = Object.assign(new Event('beforeinstallprompt', { cancelable: true }), {
      prompt,
      userChoice: Promise.resolve({ outcome: 'accepted' }),
    });
    act(() => {
      window.dispatchEvent(event);
    });
    expect(event.defaultPrevented).toBe(true);
    fireEvent.click(await screen.findByRole('button', { name: 'I-install' }));
    expect(prompt).toHaveBeenCalledOnce();
    expect(screen.queryByRole('button', { name: 'I-install' })).toBeNull();
  });
});
