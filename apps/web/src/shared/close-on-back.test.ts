import { afterEach, describe, expect, it, vi } from 'vitest';
import { closeOnBack } from './close-on-back';

/** Goes back one entry and waits for its popstate (jsdom fires it in a later task). */
const back = () =>
  new Promise<void>((resolve) => {
    window.addEventListener('popstate', () => setTimeout(resolve, 0), { once: true });
    window.history.back();
  });

describe('closeOnBack: the phone’s back button closes what is open over the page', () => {
  afterEach(() => window.history.replaceState(null, ''));

  it('closes the open overlay on back and stays on the same address and route state', async () => {
    window.history.replaceState({ idx: 3, key: 'page' }, '', '/m/voucherCenter');
    const length = window.history.length;
    const close = vi.fn();
    closeOnBack(close);
    expect(window.history.length).toBe(length + 1);
    await back();
    expect(close).toHaveBeenCalledOnce();
    expect(window.location.pathname).toBe('/m/voucherCenter');
    expect(window.history.state).toEqual({ idx: 3, key: 'page' });
  });

  it('closes only the top one of two, then the other', async () => {
    window.history.replaceState({ idx: 1, key: 'page' }, '', '/m/securityCenter');
    const popup = vi.fn();
    const confirm = vi.fn();
    closeOnBack(popup);
    closeOnBack(confirm);
    await back();
    expect(confirm).toHaveBeenCalledOnce();
    expect(popup).not.toHaveBeenCalled();
    await back();
    expect(popup).toHaveBeenCalledOnce();
  });

  it('takes its entry back off when the app closes it, closing nothing else', async () => {
    window.history.replaceState({ idx: 1, key: 'page' }, '', '/m/feedback');
    const popup = vi.fn();
    const confirm = vi.fn();
    closeOnBack(popup);
    const release = closeOnBack(confirm);
    await new Promise<void>((resolve) => {
      window.addEventListener('popstate', () => setTimeout(resolve, 0), { once: true });
      release();
    });
    expect(confirm).not.toHaveBeenCalled();
    expect(popup).not.toHaveBeenCalled();
    expect(window.history.state).toMatchObject({ key: 'page' });
    await back();
    expect(popup).toHaveBeenCalledOnce();
  });
});
