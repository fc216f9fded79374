import { useGetLocale, useSetLocale, useTranslate } from '@refinedev/core';
import { Segmented } from 'antd';
import { LANGUAGES } from '@/shared/language';

/** TY | EN, remembered for the next visit (shared/language.ts). */
export function LanguageSwitch() {
  const t = useTranslate();
  const locale = useGetLocale()();
  const setLocale = useSetLocale();
  return (
    <Segmented
      aria-label={t('app.language')}
      size="small"
      value={locale}
      options={LANGUAGES.map((language) => ({ label: language, value: language }))}
      onChange={(value) => {
        void setLocale(value);
      }}
    />
  );
}
