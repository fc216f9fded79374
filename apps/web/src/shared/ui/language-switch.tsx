import { SUPPORTED_LANGUAGES, parseLanguage, type Language } from '@app/contracts/zod-free';
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { changeLanguage } from '../i18n';
import { LanguageFlag } from './flags';

/** The supported languages, the active one, and a choice that applies at once (and is kept). */
export function useLanguageChoice() {
  const { i18n } = useTranslation();
  const active = parseLanguage(i18n.language);
  const choose = useCallback((language: Language) => changeLanguage(language), []);
  return { languages: SUPPORTED_LANGUAGES, active, choose };
}

type Props = {
  /** The group's class: the start-up views' `language-switch` unless a screen styles its own. */
  className?: string;
  optionClassName?: string;
  /** Each button shows the language's name, or its code (TY / EN) where space is short. */
  show?: 'name' | 'code';
};

/**
 * The site's inline language buttons (TY / EN) with flags, for screens without the header's
 * picker: the start-up views and the sign-in screens.
 */
export function LanguageSwitch({
  className = 'language-switch',
  optionClassName,
  show = 'name',
}: Props) {
  const { t } = useTranslation('common');
  const { languages, active, choose } = useLanguageChoice();
  return (
    <div className={className} role="group" aria-label={t('language')}>
      {languages.map((language) => (
        <button
          key={language}
          type="button"
          className={optionClassName}
          aria-pressed={language === active}
          aria-label={show === 'code' ? t(`language_name.${language}`) : undefined}
          onClick={() => void choose(language)}
        >
          <LanguageFlag language={language} />
          {show === 'code' ? (
            <span aria-hidden="true">{language}</span>
          ) : (
            t(`language_name.${language}`)
          )}
        </button>
      ))}
    </div>
  );
}
