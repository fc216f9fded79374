import type { Language } from '@app/contracts/zod-free';
import { Popup } from '@/shared/ui/lazy-popup';
import { useTranslation } from 'react-i18next';
import { LanguageFlag } from '@/shared/ui/flags';
import { useLanguageChoice } from '@/shared/ui/language-switch';

/** SPEC "Language picker": a popup of the supported languages with flags; a choice applies at once. */
export function LanguagePicker({ open, onClose }: { open: boolean; onClose: () => void }) {
  const { t } = useTranslation('common');
  const { languages, active, choose } = useLanguageChoice();
  const pick = async (language: Language) => {
    await choose(language);
    onClose();
  };
  return (
    <Popup visible={open} onMaskClick={onClose} onClose={onClose} bodyClassName="sheet">
      <h2 className="sheet-title" id="language-title">
        {t('language')}
      </h2>
      <ul className="language-list" role="listbox" aria-labelledby="language-title">
        {languages.map((language) => (
          <li key={language}>
            <button
              type="button"
              role="option"
              aria-selected={language === active}
              className="language-option"
              onClick={() => void pick(language)}
            >
              <LanguageFlag language={language} />
              <span>{t(`language_name.${language}`)}</span>
            </button>
          </li>
        ))}
      </ul>
    </Popup>
  );
}
