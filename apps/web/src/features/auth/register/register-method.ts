import type { RegisterBody } from '@app/contracts';
import { isAppShell, isStandalone } from '@/shared/device';
import { STORAGE_KEYS, storage } from '@/shared/storage';

type RegisterMethod = NonNullable<RegisterBody['registerMethod']>;

/**
 * SPEC §3 registerMethod: APP inside the native app shell (user agent "App…Ver"), WEBCLIP or PWA
 * when running from the home screen (WEBCLIP when the configuration profile set its flag), else H5.
 */
export function detectRegisterMethod(userAgent = navigator.userAgent): RegisterMethod {
  if (isAppShell(userAgent)) return 'APP';
  if (isStandalone()) return storage.get(STORAGE_KEYS.webClip) === '1' ? 'WEBCLIP' : 'PWA';
  return 'H5';
}
