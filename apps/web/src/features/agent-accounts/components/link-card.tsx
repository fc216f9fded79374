import { affiliateLinkPath, type AffiliateLinkItem } from '@app/contracts';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { copyAndSay } from '@/shared/copy-text';
import { dialog, toast } from '@/shared/feedback';
import { errorText } from '@/shared/form';
import { formatDateTime } from '@/shared/format';
import { useSite } from '@/shared/site/use-site';
import { QrCode } from '@/shared/ui/qr-code';
import { useDeleteLink } from '../api/affiliate-links';
import { LinkRegistrations } from './link-registrations';
import { TypeBadge } from './type-choice';
import { DetailRow } from '@/shared/ui/detail-row';

/** The link's whole address on this site. */
export const linkUrl = (code: string) => `${window.location.origin}${affiliateLinkPath(code)}`;

/** What a link's card may open under it: its QR code, or who registered through it. */
type Panel = 'qr' | 'regs';

/**
 * One link: its channel, type, address and times; copy, share (the phone's share sheet, else a
 * copy), its QR code, who registered through it, delete after a confirmation.
 */
export function LinkCard({ link }: { link: AffiliateLinkItem }) {
  const { t } = useTranslation('agentAccounts');
  const { language } = useSite();
  const [open, setOpen] = useState<Panel>();
  const remove = useDeleteLink();
  const url = linkUrl(link.code);
  const titleId = `aa-link-${link.id}`;
  const toggle = (panel: Panel) => setOpen((shown) => (shown === panel ? undefined : panel));

  const copy = () => copyAndSay(t, url);
  const share = () => {
    if (typeof navigator.share !== 'function') {
      void copy();
      return;
    }
    navigator
      .share({ title: t('links.share_title'), text: t('links.share_text'), url })
      .catch(() => {
        // Closing the share sheet is no error to tell.
      });
  };
  const confirmDelete = async () => {
    const sure = await dialog.confirm({
      title: t('links.delete_title'),
      content: t('links.delete_content', { channel: link.channel }),
      confirmText: t('links.delete_confirm'),
      cancelText: t('links.keep'),
    });
    if (!sure) return;
    remove.mutate(link.id, {
      onSuccess: () => toast.success(t('links.deleted')),
      onError: (error) => toast.message(errorText(error)),
    });
  };

  return (
    <li
      className={`aa-card aa-link${link.isExpired ? ' is-expired' : ''}`}
      aria-labelledby={titleId}
    >
      <div className="aa-link-head">
        <h3 id={titleId} className="aa-link-channel">
          {link.channel}
        </h3>
        <TypeBadge type={link.type} />
      </div>
      <output className="aa-link-url" data-testid="link-url">
        {url}
      </output>
      <dl className="aa-link-facts">
        <DetailRow term={t('links.code')} className="aa-code">
          {link.code}
        </DetailRow>
        <DetailRow term={t('links.created_at')}>
          {formatDateTime(link.createdAt, language)}
        </DetailRow>
        <DetailRow
          term={t('links.expires_at')}
          className={link.isExpired ? 'aa-expired' : undefined}
        >
          {link.isExpired
            ? t('links.expired')
            : link.expiresAt === null
              ? t('links.never')
              : formatDateTime(link.expiresAt, language)}
        </DetailRow>
        <DetailRow term={t('links.registrations')} className="aa-figure">
          {link.registrations}
        </DetailRow>
      </dl>
      <div className="aa-link-actions">
        <button type="button" className="pill pill-gold" onClick={() => void copy()}>
          {t('links.copy')}
        </button>
        <button type="button" className="pill pill-outline" onClick={share}>
          {t('links.share')}
        </button>
        <PanelButton panel="qr" open={open} onToggle={toggle}>
          {t('links.qr')}
        </PanelButton>
        <PanelButton panel="regs" open={open} onToggle={toggle}>
          {t('links.who', { count: link.registrations })}
        </PanelButton>
        <button
          type="button"
          className="pill aa-delete"
          disabled={remove.isPending}
          onClick={() => void confirmDelete()}
        >
          {t('links.delete')}
        </button>
      </div>
      {open === 'qr' && (
        <figure className="aa-qr-box">
          <QrCode
            text={url}
            label={t('links.qr_label', { channel: link.channel })}
            className="aa-qr"
          />
          <figcaption>{t('links.qr_hint')}</figcaption>
        </figure>
      )}
      {open === 'regs' && <LinkRegistrations linkId={link.id} />}
    </li>
  );
}

/** A button that opens `panel` under the card, or closes it again (aria-expanded while open). */
function PanelButton({
  panel,
  open,
  onToggle,
  children,
}: {
  panel: Panel;
  open: Panel | undefined;
  onToggle: (panel: Panel) => void;
  children: string;
}) {
  return (
    <button
      type="button"
      className="pill pill-outline"
      aria-expanded={open === panel}
      onClick={() => onToggle(panel)}
    >
      {children}
    </button>
  );
}
