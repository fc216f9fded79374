import { Trans, useTranslation } from 'react-i18next';
import { installPrompt } from '@/shared/install-prompt';
import { useSite } from '@/shared/site/use-site';
import { STORAGE_KEYS, storage } from '@/shared/storage';
import type { HomeScreenHint } from '../lib/app-promos';
import { downloadLinks } from '../lib/downloads';
import { AddToHomeIcon, CloseIcon, ShareIcon } from './home-icons';
import { IconButton } from '@/shared/ui/icon-button';

type Props = { hint: HomeScreenHint; onClose: () => void };

/**
 * SPEC §2 add-to-home-screen banner: the older-iOS tip, Safari's share → "Add to Home Screen"
 * hint, the configuration profile's button, or the browser's Install prompt; a close icon.
 */
export function HomeScreenBanner({ hint, onClose }: Props) {
  const { t } = useTranslation('home');
  const { settings, merchantName } = useSite();
  const profile = downloadLinks(settings?.resources, 'ios').find((l) => l.kind === 'mobileconfig');

  return (
    <div className="promo-card home-screen-banner" data-hint={hint}>
      <span className="promo-icon promo-icon-glyph">
        <AddToHomeIcon />
      </span>
      <div className="promo-body">
        <p className="promo-title">{t('promos.home_screen.title', { site: merchantName })}</p>
        <p className="promo-desc">
          {hint === 'ios-share' ? (
            <Trans
              t={t}
              i18nKey="promos.home_screen.ios_share"
              components={{
                share: (
                  <ShareIcon
                    className="promo-share-icon"
                    role="img"
                    aria-hidden={false}
                    aria-label={t('promos.home_screen.share')}
                  />
                ),
              }}
            />
          ) : (
            t(
              `promos.home_screen.${hint === 'ios-old' ? 'ios_old' : hint === 'install' ? 'install' : 'ios_profile'}`,
              {
                site: merchantName,
              },
            )
          )}
        </p>
      </div>
      {hint === 'ios-profile' && profile && (
        <a
          className="promo-action"
          href={profile.url}
          target="_blank"
          rel="noopener noreferrer"
          // A later launch from the home screen then registers as WEBCLIP (SPEC §3).
          onClick={() => storage.set(STORAGE_KEYS.webClip, '1')}
        >
          {t('promos.home_screen.profile_button')}
        </a>
      )}
      {hint === 'install' && (
        <button type="button" className="promo-action" onClick={() => void installPrompt.prompt()}>
          {t('promos.home_screen.install_button')}
        </button>
      )}
      <IconButton className="promo-close" label={t('promos.home_screen.close')} onClick={onClose}>
        <CloseIcon />
      </IconButton>
    </div>
  );
}
