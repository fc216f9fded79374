import { afterEach, describe, expect, it, vi } from 'vitest';
import { detectRegisterMethod } from './register-method';

const standalone = (matches: boolean) =>
  vi.stubGlobal('matchMedia', (query: string) => ({ matches, media: query }));

describe('registerMethod (SPEC §3)', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
  });

  it('is APP inside the native app shell', () => {
    expect(detectRegisterMethod('Mozilla/5.0 (Linux; Android 14) PerlasApp/2.1 Ver/2.1.0')).toBe(
      'APP',
    );
  });

  it('is PWA from the home screen, WEBCLIP when the profile set its flag', () => {
    standalone(true);
    expect(detectRegisterMethod('Mozilla/5.0')).toBe('PWA');
    window.localStorage.setItem('webClip', '1');
    expect(detectRegisterMethod('Mozilla/5.0')).toBe('WEBCLIP');
  });

  it('is H5 in a browser tab', () => {
    standalone(false);
    expect(detectRegisterMethod('Mozilla/5.0')).toBe('H5');
  });
});
