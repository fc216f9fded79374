import { afterEach, describe, expect, it, vi } from 'vitest';
import { resetStandaloneForTests } from '@/shared/device';
import { detectRegisterMethod } from './register-method';

const standalone = (matches: boolean) => {
  resetStandaloneForTests();
  vi.stubGlobal('matchMedia', (query: string) => ({ matches, media: query }));
};

describe('registerMethod (SPEC §3)', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    resetStandaloneForTests();
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

  it('is H5 in a browser tab, iPhone Safari included ("AppleWebKit … Version/" is no app shell)', () => {
    standalone(false);
    expect(detectRegisterMethod('Mozilla/5.0')).toBe('H5');
    expect(
      detectRegisterMethod(
        'Mozilla/5.0 (iPhone; CPU iPhone OS 17_4 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.4 Mobile/15E148 Safari/604.1',
      ),
    ).toBe('H5');
  });
});
