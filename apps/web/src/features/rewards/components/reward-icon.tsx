import type { RewardSource } from '@app/contracts';

/** A badge per source, drawn here: a crown (VIP level), two friends (referral), a trophy. */
export function RewardIcon({ source }: { source: RewardSource }) {
  return (
    <svg className={`reward-icon is-${source}`} viewBox="0 0 40 40" aria-hidden="true">
      <circle cx="20" cy="20" r="19" className="reward-icon-disc" />
      {source === 'VIP_LEVEL_UP' && (
        <path
          d="M9 27 L11 14 L16.5 19.5 L20 11 L23.5 19.5 L29 14 L31 27 Z M10 29.5 H30 V32 H10 Z"
          className="reward-icon-art"
        />
      )}
      {source === 'REFERRAL' && (
        <g className="reward-icon-art">
          <circle cx="15" cy="15" r="4.5" />
          <circle cx="26" cy="16.5" r="3.8" />
          <path d="M6.5 30 C7 23 11 21 15 21 C19 21 23 23 23.5 30 Z" />
          <path d="M24.5 30 C24.3 26 23.2 23.8 21.8 22.6 C23 22 24.4 21.8 26 21.8 C29.5 21.8 33 23.6 33.5 30 Z" />
        </g>
      )}
      {source === 'LEADERBOARD' && (
        <path
          d="M13 9 H27 V12 H32 C32 17.5 29.5 20 26 20.5 C24.8 22.6 23 24 21.5 24.4 V28 H25.5 V31 H14.5 V28 H18.5 V24.4 C17 24 15.2 22.6 14 20.5 C10.5 20 8 17.5 8 12 H13 Z M10.6 14.5 C11 16.5 12 17.6 13.3 18 C13.1 16.9 13 15.7 13 14.5 Z M29.4 14.5 H27 C27 15.7 26.9 16.9 26.7 18 C28 17.6 29 16.5 29.4 14.5 Z"
          className="reward-icon-art"
        />
      )}
    </svg>
  );
}
