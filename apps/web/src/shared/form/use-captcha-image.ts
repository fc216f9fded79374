import { useCallback, useEffect, useRef } from 'react';
import { useCaptcha } from './get-captcha';

/** The captcha picture and its state, as the CaptchaField shows it. */
export type CaptchaImage = { image: string | undefined; isLoading: boolean; isError: boolean };

/**
 * The captcha picture while `isShown`; `refresh` asks the server for a new one. Each new picture
 * calls `onNewImage` (the form empties the captcha input: its digits were for the old one).
 */
export function useCaptchaImage(isShown: boolean, onNewImage: () => void) {
  const query = useCaptcha(isShown);
  const { refetch, data: image } = query;
  const refresh = useCallback(() => void refetch(), [refetch]);
  const latest = useRef(onNewImage);
  useEffect(() => {
    latest.current = onNewImage;
  });
  useEffect(() => {
    if (image) latest.current();
  }, [image]);
  const picture: CaptchaImage = { image, isLoading: query.isFetching, isError: query.isError };
  return { picture, refresh };
}
