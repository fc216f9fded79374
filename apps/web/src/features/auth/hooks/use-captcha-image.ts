import { useCallback, useEffect, useRef } from 'react';
import { useCaptcha } from '../api/get-captcha';

/**
 * The captcha picture while `shown`; `refresh` asks the server for a new one. Each new picture
 * calls `onNewImage` (the form empties the captcha input: its digits were for the old one).
 */
export function useCaptchaImage(shown: boolean, onNewImage: () => void) {
  const query = useCaptcha(shown);
  const { refetch, data: image } = query;
  const refresh = useCallback(() => void refetch(), [refetch]);
  const latest = useRef(onNewImage);
  useEffect(() => {
    latest.current = onNewImage;
  });
  useEffect(() => {
    if (image) latest.current();
  }, [image]);
  return { image, isLoading: query.isFetching, isError: query.isError, refresh };
}
