import { useTranslation } from 'react-i18next';
import { formatMatchTime } from '../lib/match-time';
import { HomeSheet } from './home-sheet';
import type { HotMatch } from './hot-match-ticker';
import { TeamBadge } from './team-badge';

type Props = {
  matches: readonly HotMatch[];
  visible: boolean;
  onClose: () => void;
  onPlay: (match: HotMatch) => void;
};

/**
 * SPEC §2 hot-match popup: every hot match with league, teams, badges, time and VS; the match or
 * its play button launches the game (vendor, roomId, nodeId); close hides it.
 */
export function HotMatchPopup({ matches, visible, onClose, onPlay }: Props) {
  const { t } = useTranslation('home');
  return (
    <HomeSheet
      visible={visible}
      onClose={onClose}
      className="hot-popup"
      titleId="hot-popup-title"
      title={t('hot_matches')}
    >
      <ul className="hot-list">
        {matches.map((match) => (
          <li key={match.id} className="hot-card">
            <button
              type="button"
              className="hot-card-body"
              onClick={() => onPlay(match)}
              aria-label={`${match.league}: ${match.homeTeam} ${t('vs')} ${match.awayTeam}, ${formatMatchTime(match.matchTime)}`}
            >
              <span className="hot-card-league">{match.league}</span>
              <span className="hot-card-teams">
                <span className="hot-card-team">
                  <TeamBadge src={match.homeTeamImageUrl} size="large" />
                  <span>{match.homeTeam}</span>
                </span>
                <span className="hot-card-mid">
                  <span className="hot-card-vs">{t('vs')}</span>
                  <span className="hot-card-time">{formatMatchTime(match.matchTime)}</span>
                </span>
                <span className="hot-card-team">
                  <TeamBadge src={match.awayTeamImageUrl} size="large" />
                  <span>{match.awayTeam}</span>
                </span>
              </span>
            </button>
            <button
              type="button"
              className="popup-primary hot-card-play"
              onClick={() => onPlay(match)}
            >
              {t('play')}
            </button>
          </li>
        ))}
      </ul>
    </HomeSheet>
  );
}
