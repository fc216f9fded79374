import { SUPPORTED_LANGUAGES } from '@app/contracts';
import { useTranslation } from 'react-i18next';
import { changeLanguage, currentLanguage } from '../../../shared/i18n';
import { LanguageFlag } from '../../../shared/ui/flags';

/** The auth screens have no header, so they carry their own TY / EN switch. */
export function LanguageSwitch() {
  const { t } = useTranslation('common');
  const active = currentLanguage();
  return (
    <div className="auth-language" role="group" aria-label={t('language')}>
      {SUPPORTED_LANGUAGES.map((language) => (
        <button
          key={language}
          type="button"
          className="auth-language-option"
          aria-pressed={language === active}
          aria-label={t(`language_name.${language}`)}
          onClick={() => void changeLanguage(language)}
        >
          <LanguageFlag language={language} />
          <span aria-hidden="true">{language}</span>
        </button>
      ))}
    </div>
  );
}
