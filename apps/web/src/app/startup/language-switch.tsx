import { SUPPORTED_LANGUAGES } from '@app/contracts/zod-free';
import { useTranslation } from 'react-i18next';
import { changeLanguage, currentLanguage } from '../../shared/i18n';
import { LanguageFlag } from '../../shared/ui/flags';

/** Inline language buttons for the full-screen start-up views (no router, no popups there). */
export function LanguageSwitch() {
  const { t } = useTranslation('common');
  const active = currentLanguage();
  return (
    <div className="language-switch" role="group" aria-label={t('language')}>
      {SUPPORTED_LANGUAGES.map((language) => (
        <button
          key={language}
          type="button"
          aria-pressed={language === active}
          onClick={() => void changeLanguage(language)}
        >
          <LanguageFlag language={language} />
          {t(`language_name.${language}`)}
        </button>
      ))}
    </div>
  );
}
