import type { PlayLimitKind, ResponsibleGaming } from '@app/contracts';
import { parseLanguage } from '@app/contracts/zod-free';
import { useTranslation } from 'react-i18next';
import { formatDateTime } from '@/shared/format';
import { QueryState } from '@/shared/ui/query-state';
import { useResponsibleGaming } from '../api/responsible-gaming';
import { BreakPanel } from './break-panel';
import { LimitRow } from './limit-row';
import { RealityCheckPanel } from './reality-check-panel';
import './responsible-gaming.css';

function LimitSection({ kind, settings }: { kind: PlayLimitKind; settings: ResponsibleGaming }) {
  const { t } = useTranslation('responsibleGaming');
  return (
    <section className="rg-card" aria-labelledby={`rg-${kind}-title`}>
      <h2 id={`rg-${kind}-title`}>{t(`limits.${kind}_title`)}</h2>
      <p className="rg-hint">{t(`limits.${kind}_hint`)}</p>
      <ul className="rg-limits">
        {settings.limits
          .filter((limit) => limit.kind === kind)
          .map((limit) => (
            <LimitRow key={limit.period} limit={limit} />
          ))}
      </ul>
    </section>
  );
}

/**
 * /m/responsibleGaming: the member's deposit and loss limits, the reality check and breaks. It
 * opens from the security centre. `onSignOut` signs this device out once a break has begun.
 */
export function ResponsibleGamingPage({ onSignOut }: { onSignOut: () => Promise<void> }) {
  const { t, i18n } = useTranslation('responsibleGaming');
  const language = parseLanguage(i18n.language);
  const query = useResponsibleGaming();
  return (
    <div className="rg-page">
      <p className="rg-intro">{t('intro')}</p>
      <QueryState query={query}>
        {(settings) => (
          <>
            {settings.break && (
              <p className="rg-banner" role="status">
                {t(`break_banner.${settings.break.kind}`, {
                  until: formatDateTime(settings.break.until, language),
                })}
              </p>
            )}
            <LimitSection kind="deposit" settings={settings} />
            <LimitSection kind="loss" settings={settings} />
            <RealityCheckPanel minutes={settings.realityCheckMinutes} />
            <BreakPanel onSignOut={onSignOut} />
          </>
        )}
      </QueryState>
    </div>
  );
}
