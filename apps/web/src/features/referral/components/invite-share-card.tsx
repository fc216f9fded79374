import { useTranslation } from 'react-i18next';
import { copyAndSay } from '@/shared/copy-text';
import { InviteQr } from './invite-qr';
import { IconButton } from '@/shared/ui/icon-button';
import { InviteCard } from './invite-card';

type Props = { code: string; link: string; shareText: string };

/**
 * The member's code and link, each with Copy (clipboard, a toast says it worked), Share where the
 * phone has a share sheet (navigator.share), and the link's QR code to scan from another phone.
 */
export function InviteShareCard({ code, link, shareText }: Props) {
  const { t } = useTranslation('referral');
  const canShare = typeof navigator.share === 'function';

  const copy = (text: string) => copyAndSay(t, text);
  const share = () => {
    navigator.share({ title: t('share_title'), text: shareText, url: link }).catch(() => {
      // Closing the share sheet is no error to tell.
    });
  };

  return (
    <InviteCard className="invite-share" titleId="invite-share-title" title={t('share.title')}>
      <div className="invite-code-row">
        <LabelledValue kind="code" label={t('share.code')} value={code} />
        <IconButton
          className="pill pill-outline invite-copy"
          label={t('share.copy_code')}
          onClick={() => void copy(code)}
        >
          {t('share.copy')}
        </IconButton>
      </div>
      <LabelledValue kind="link" label={t('share.link')} value={link} />
      <div className="invite-actions">
        <IconButton
          className="pill pill-gold"
          label={t('share.copy_link')}
          onClick={() => void copy(link)}
        >
          {t('share.copy_link')}
        </IconButton>
        {canShare && (
          <button type="button" className="pill pill-outline" onClick={share}>
            {t('share.share')}
          </button>
        )}
      </div>
      <figure className="invite-qr-box">
        <InviteQr text={link} label={t('share.qr_label')} />
        <figcaption>{t('share.qr_hint')}</figcaption>
      </figure>
    </InviteCard>
  );
}

/** The code or the link, named by its label: `strong` for the code, `output` for the link. */
function LabelledValue({
  kind,
  label,
  value,
}: {
  kind: 'code' | 'link';
  label: string;
  value: string;
}) {
  const Value = kind === 'code' ? 'strong' : 'output';
  return (
    <div className={`invite-${kind}-box`}>
      <span className="invite-label" id={`invite-${kind}-label`}>
        {label}
      </span>
      <Value
        className={`invite-${kind}`}
        aria-labelledby={`invite-${kind}-label`}
        data-testid={`invite-${kind}`}
      >
        {value}
      </Value>
    </div>
  );
}
