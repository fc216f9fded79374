import { useTranslation } from 'react-i18next';

/**
 * A member-name search box (the team screens): the namespace's search.label read by screen
 * readers only and its search.placeholder; no capitals, autocorrect or spelling marks on account
 * names; 32 characters at the most.
 */
export function NameSearch(props: {
  ns: string;
  className: string;
  value: string;
  onChange: (value: string) => void;
}) {
  const { t } = useTranslation(props.ns);
  return (
    <label className={props.className}>
      <span className="visually-hidden">{t('search.label')}</span>
      <input
        type="search"
        value={props.value}
        maxLength={32}
        placeholder={t('search.placeholder')}
        enterKeyHint="search"
        autoCapitalize="none"
        autoCorrect="off"
        spellCheck={false}
        onChange={(event) => props.onChange(event.target.value)}
      />
    </label>
  );
}
