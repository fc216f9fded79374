import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { HOME_LINKS } from '../constants';
import { DownloadIcon, SpeakerIcon } from './home-icons';
import { IconButton } from '@/shared/ui/icon-button';

/** About how many characters a second the ticker moves (a comfortable reading pace). */
const CHARS_PER_SECOND = 7;

/**
 * SPEC §2 announcement ticker: the lobby news (the newest player notices' titles, SPEC §7
 * GLS2_lobbyNews) scrolling by (or the 'no announcement'
 * text, still), a tap goes to /m/notice; the app-download button sits beside it. The text scrolls
 * with a CSS animation only; with reduced motion it stays still and ends in an ellipsis.
 */
type Props = {
  titles: readonly string[];
  /** Before the notices arrive the strip stays empty rather than saying there are none. */
  isLoading?: boolean;
  onDownload: () => void;
};

export function NoticeStrip({ titles, isLoading = false, onDownload }: Props) {
  const { t } = useTranslation('home');
  const empty = isLoading ? '' : t('no_announcement');
  const text = titles.length > 0 ? titles.join('   •   ') : empty;
  const isScrolling = titles.length > 0;
  const seconds = Math.max(8, Math.round(text.length / CHARS_PER_SECOND));

  return (
    <div className="home-notice">
      <Link to={HOME_LINKS.notice} className="notice-ticker">
        <SpeakerIcon className="notice-icon" />
        <span className="visually-hidden">{t('notice_label')}</span>
        <span className="notice-window">
          <span
            className={`notice-text${isScrolling ? ' is-scrolling' : ''}`}
            style={isScrolling ? { animationDuration: `${seconds}s` } : undefined}
            data-testid="notice-text"
          >
            <span>{text}</span>
            {isScrolling && <span aria-hidden="true">{text}</span>}
          </span>
        </span>
      </Link>
      <IconButton className="notice-download" label={t('download_app')} onClick={onDownload}>
        <DownloadIcon className="notice-download-icon" />
        <span>{t('download_app_short')}</span>
      </IconButton>
    </div>
  );
}
