import type { Announcements } from '@app/contracts/zod-free';
import { useTranslation } from 'react-i18next';
import { CenterDialog } from '@/shared/ui/center-dialog';
import { SafeHtml } from '@/shared/ui/safe-html';
import { PopupHead } from './home-sheet';
import './popups.css';

type Props = { items: Announcements['popup']; visible: boolean; onClose: () => void };

/**
 * SPEC §2 latest-news popup: its title, each popup notice (server HTML, through SafeHtml only)
 * and a close button. The only home chunk that carries DOMPurify; it loads when the popup shows.
 */
export function NewsPopup({ items, visible, onClose }: Props) {
  const { t } = useTranslation('home');
  return (
    <CenterDialog
      open={visible}
      onClose={onClose}
      labelledBy="news-popup-title"
      className="home-popup news-popup"
    >
      <PopupHead titleId="news-popup-title" title={t('news_title')} onClose={onClose} />
      <div className="news-body">
        {items.map((item) => (
          <article key={item.id} className="news-item">
            <h3>{item.title}</h3>
            <SafeHtml html={item.content} className="news-content" />
          </article>
        ))}
      </div>
      <div className="popup-foot">
        <button type="button" className="popup-primary" onClick={onClose}>
          {t('close')}
        </button>
      </div>
    </CenterDialog>
  );
}
