import type { RebateCategory } from '@app/contracts';
import { CardChip } from '@/shared/ui/card-chip';
import { Gradient } from '@/shared/ui/gradient';

const COLORS: Record<RebateCategory, [string, string]> = {
  inhouse: ['#7b5cff', '#3b2a9e'],
  lottery: ['#20b8a6', '#0d6b78'],
  vendor: ['#e0a722', '#8a4b00'],
};

/** Each category's badge, drawn here (decorative: the name is text beside it). */
export function CategoryIcon({ category }: { category: RebateCategory }) {
  return (
    <svg className="rebate-line-icon" viewBox="0 0 48 48" aria-hidden="true">
      <defs>
        <Gradient id={`rebate-${category}-bg`} colors={COLORS[category]} />
      </defs>
      <rect width="48" height="48" rx="12" fill={`url(#rebate-${category}-bg)`} />
      {category === 'inhouse' ? (
        // A die showing five.
        <g>
          <rect x="11" y="11" width="26" height="26" rx="6" fill="#fff" />
          {[
            [17, 17],
            [31, 17],
            [24, 24],
            [17, 31],
            [31, 31],
          ].map(([cx, cy]) => (
            <circle key={`${cx}-${cy}`} cx={cx} cy={cy} r="2.6" fill="#3b2a9e" />
          ))}
        </g>
      ) : category === 'vendor' ? (
        // A playing card and a chip.
        <CardChip chip="#1b1300" ring="#f3c74f" dx={3} dy={3} />
      ) : (
        // Three lottery balls.
        <g>
          <circle cx="17" cy="28" r="8" fill="#f3c74f" />
          <circle cx="31" cy="28" r="8" fill="#ff86bf" />
          <circle cx="24" cy="17" r="8" fill="#fff" />
          <text x="24" y="20.5" textAnchor="middle" fontSize="9" fontWeight="800" fill="#0d6b78">
            7
          </text>
        </g>
      )}
    </svg>
  );
}
