import type { VendorInfo } from '@app/contracts';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ChevronIcon } from '@/shared/ui/icons';
import { IconButton } from '@/shared/ui/icon-button';

/** SPEC §9: 4 vendors a view, with prev / next, once there are more than 5. */
export const VENDORS_PER_VIEW = 4;
const PAGED_ABOVE = 5;

type Props = {
  vendors: readonly VendorInfo[];
  selected: string | undefined;
  onSelect: (vendor: string | undefined) => void;
};

/** SPEC §2 Game list: All plus one logo per vendor; the chosen one is marked. */
export function VendorCarousel({ vendors, selected, onSelect }: Props) {
  const { t } = useTranslation('games');
  const [start, setStart] = useState(0);
  const entries: (VendorInfo | undefined)[] = [undefined, ...vendors];
  const paged = vendors.length > PAGED_ABOVE;
  const shown = paged ? entries.slice(start, start + VENDORS_PER_VIEW) : entries;
  const last = Math.max(0, entries.length - VENDORS_PER_VIEW);
  return (
    <nav className={`vendor-carousel${paged ? ' is-paged' : ''}`} aria-label={t('vendors_label')}>
      {paged && (
        <IconButton
          className="vendor-step is-prev"
          label={t('prev_vendors')}
          disabled={start === 0}
          onClick={() => setStart((at) => Math.max(0, at - VENDORS_PER_VIEW))}
        >
          <ChevronIcon />
        </IconButton>
      )}
      <ul className="vendor-strip">
        {shown.map((vendor) => {
          const code = vendor?.vassalage;
          const active = code === selected;
          return (
            <li key={code ?? 'ALL'}>
              <button
                type="button"
                className={`vendor-chip${active ? ' is-active' : ''}`}
                aria-pressed={active}
                onClick={() => onSelect(code)}
              >
                {vendor ? (
                  <img
                    src={vendor.mobileSmallIcon}
                    alt={vendor.displayName}
                    width="88"
                    height="32"
                  />
                ) : (
                  <span className="vendor-all">{t('all')}</span>
                )}
              </button>
            </li>
          );
        })}
      </ul>
      {paged && (
        <IconButton
          className="vendor-step is-next"
          label={t('next_vendors')}
          disabled={start >= last}
          onClick={() => setStart((at) => Math.min(last, at + VENDORS_PER_VIEW))}
        >
          <ChevronIcon />
        </IconButton>
      )}
    </nav>
  );
}
