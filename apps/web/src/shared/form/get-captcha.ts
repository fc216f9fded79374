import { queryOptions, useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { api } from '../api-client';
import { queryKeys } from '../query-keys';

/** The captcha picture as a data URL; a new GET replaces the one bound to the cookie. */
const CaptchaImage = z.string().startsWith('data:image/');

export const getCaptcha = () => api.get('/wps/captcha', CaptchaImage, { anonymous: true });

/** A captcha lives 120 s on the server; a picture shown longer is replaced before it dies. */
export const CAPTCHA_RENEW_MS = 100_000;

/** Never cached: every entry (and every refresh) asks for a new picture. */
export const captchaQueryOptions = () =>
  queryOptions({
    queryKey: queryKeys.public('captcha', 'image'),
    queryFn: getCaptcha,
    staleTime: 0,
    gcTime: 0,
    retry: false,
    refetchInterval: CAPTCHA_RENEW_MS,
  });

export const useCaptcha = (enabled: boolean) => useQuery({ ...captchaQueryOptions(), enabled });
