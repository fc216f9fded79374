import { useCallback, useEffect, useRef } from 'react';
import { useCaptcha } from './get-captcha';

/** The captcha picture and its state, as the CaptchaField shows it. */
export type CaptchaImage = { image: string | undefined; isLoading: boolean; isError: boolean };

/** The form's side of its `captcha` input (a KitForm fits). */
type CaptchaInput = {
  setValue: (name: 'captcha', value: '') => void;
  clearErrors: (name: 'captcha') => void;
};

/**
 * The captcha picture while `isShown`. Each new picture empties the form's captcha input (its
 * digits were for the old one); `refresh` also clears the input's error and asks the server for a
 * new picture (a captcha answers one request).
 */
export function useCaptchaImage(isShown: boolean, { setValue, clearErrors }: CaptchaInput) {
  const query = useCaptcha(isShown);
  const { refetch, data: image } = query;
  const empty = useRef(() => setValue('captcha', ''));
  useEffect(() => {
    empty.current = () => setValue('captcha', '');
  });
  useEffect(() => {
    if (image) empty.current();
  }, [image]);
  const refresh = useCallback(() => {
    setValue('captcha', '');
    clearErrors('captcha');
    void refetch();
  }, [setValue, clearErrors, refetch]);
  const picture: CaptchaImage = { image, isLoading: query.isFetching, isError: query.isError };
  return { picture, refresh };
}
