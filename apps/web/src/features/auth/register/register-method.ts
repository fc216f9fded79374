import type { RegisterBody } from '@app/contracts';
import { STORAGE_KEYS, storage } from '@/shared/storage';
import { APP_SHELL_UA } from '../constants';

type RegisterMethod = NonNullable<RegisterBody['registerMethod']>;

function standalone(): boolean {
  const media =
    typeof window.matchMedia === 'function' &&
    window.matchMedia('(display-mode: standalone)').matches;
  const iosHomeScreen = 'standalone' in navigator && navigator.standalone === true;
  return media || iosHomeScreen;
}

/**
 * SPEC §3 registerMethod: APP inside the native app shell (user agent "App…Ver"), WEBCLIP or PWA
 * when running from the home screen (WEBCLIP when the configuration profile set its flag), else H5.
 */
export function detectRegisterMethod(userAgent = navigator.userAgent): RegisterMethod {
  if (APP_SHELL_UA.test(userAgent)) return 'APP';
  if (standalone()) return storage.get(STORAGE_KEYS.webClip) === '1' ? 'WEBCLIP' : 'PWA';
  return 'H5';
}
