import { useTranslation } from 'react-i18next';
import { IconButton } from '@/shared/ui/icon-button';
import { BackIcon } from '@/shared/ui/icons';
import { LanguageSwitch } from '@/shared/ui/language-switch';
import { useBack } from '../hooks/use-back';

/**
 * The agent home's own header (the route has no frame): back, the title, the language. Over the
 * hero it is see-through; sticky, it stays at the top on a solid bar with the balance in short.
 */
export function AgentHeader({ isSticky, balance }: { isSticky: boolean; balance: string }) {
  const { t } = useTranslation('agent');
  const back = useBack();
  return (
    <div className="agent-header-slot">
      <header className={`agent-header${isSticky ? ' is-sticky' : ''}`} data-sticky={isSticky}>
        <IconButton className="icon-button" label={t('back')} onClick={back}>
          <BackIcon />
        </IconButton>
        <h1 className="agent-title">
          <span>{t('title')}</span>
          {isSticky && balance && (
            <span className="agent-title-balance figure" aria-hidden="true">
              {balance}
            </span>
          )}
        </h1>
        <LanguageSwitch
          className="agent-language"
          optionClassName="agent-language-option"
          show="code"
        />
      </header>
    </div>
  );
}
