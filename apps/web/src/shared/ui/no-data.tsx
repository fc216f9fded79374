import { useTranslation } from 'react-i18next';
import { Outlined, Stroke } from './art';

/**
 * SPEC "No-data placeholder": an image with the in_no_data text, then the screen's own note (a
 * paragraph of class noteClass) and anything more.
 */
export function NoData({
  note,
  noteClass,
  children,
}: {
  note?: React.ReactNode;
  noteClass?: string;
  children?: React.ReactNode;
}) {
  const { t } = useTranslation('common');
  return (
    <div className="no-data">
      <svg viewBox="0 0 160 120" width="160" height="120" aria-hidden="true">
        <ellipse cx="80" cy="104" rx="56" ry="8" fill="var(--surface-2)" />
        <Outlined d="M38 46h84l-8 52H46z" fill="var(--surface-2)" line="var(--muted)" width={2} />
        <Stroke d="M30 46l14-22h72l14 22" color="var(--muted)" width={2} />
        <Stroke d="M62 70h36" color="var(--gold)" width={3} />
        <circle cx="118" cy="24" r="4" fill="var(--gold)" opacity="0.8" />
        <circle cx="40" cy="18" r="2.5" fill="var(--gold)" opacity="0.6" />
      </svg>
      <p>{t('in_no_data')}</p>
      {note !== undefined && <p className={noteClass}>{note}</p>}
      {children}
    </div>
  );
}
