import type {
  FootballResult,
  FootballSpot,
  Fixture,
  Team,
} from '../../../engines/arena/virtual-football.js';
import { el, type Shell } from '../../shell.js';
import { mountArena, REDUCED } from './frame.js';
import './football.css';

/** The 90 minutes run this long in play; the final whistle leaves the rest for the result. */
const MATCH_MS = 22_000;
const CELEBRATE_MS = 2_000;

/** A team's strength (60–90) as one to five stars. */
const stars = (team: Team) => {
  const count = Math.min(5, Math.max(1, Math.round((team.strength - 55) / 7)));
  return '★'.repeat(count) + '☆'.repeat(5 - count);
};

/** The ball's spot on the pitch at a minute, in % of its width and height: it roams. */
const ballAt = (minute: number) => ({
  x: 50 + 38 * Math.sin(minute * 0.37) * Math.cos(minute * 0.11),
  y: 50 + 30 * Math.sin(minute * 0.53 + 1),
});

/**
 * Virtual football: the scoreboard with the two teams and their strength, 1/X/2 with the odds
 * the fixture pays (what 1 returns: 2.35); in play the clock runs 0' to 90', goals land at their
 * minutes on the score and the feed, then the final score and result; history of recent scores.
 */
export function mountFootball(shell: Shell): void {
  mountArena<Fixture, FootballResult>(shell, 'ar-football', (texts) => {
    const words = texts.football;
    const team = (side: 'home' | 'away') => {
      const name = el('strong', 'ar-team-name');
      const strength = el('span', 'ar-team-stars');
      return { node: el('div', `ar-team ar-team-${side}`, name, strength), name, strength };
    };
    const home = team('home');
    const away = team('away');
    const score = el('span', 'ar-score', '0 – 0');
    const minute = el('span', 'ar-minute', words.kickoff);
    const board = el(
      'div',
      'ar-scoreboard',
      home.node,
      el('div', 'ar-score-box', score, minute),
      away.node,
    );
    const ball = el('span', 'ar-ball');
    const banner = el('div', 'ar-banner');
    const pitch = el('div', 'ar-pitch', el('span', 'ar-pitch-lines'), ball, banner);
    const feed = el('ol', 'ar-goals');
    const node = el('div', 'ar-stage', board, pitch, feed);
    let goalsShown = 0;
    let celebrateUntil = 0;
    let names = { home: '', away: '' };

    return {
      bettingMs: 45_000,
      node,
      playing: words.playing,
      open(fixture) {
        names = { home: fixture.home.name, away: fixture.away.name };
        home.name.textContent = fixture.home.name;
        away.name.textContent = fixture.away.name;
        home.strength.textContent = stars(fixture.home);
        away.strength.textContent = stars(fixture.away);
        score.textContent = '0 – 0';
        minute.textContent = words.kickoff;
        feed.replaceChildren();
        banner.textContent = '';
        goalsShown = 0;
        celebrateUntil = 0;
        pitch.classList.remove('ar-over', 'ar-live');
        ball.style.left = ball.style.top = '50%';
      },
      play(result, elapsed) {
        const now = Math.min(90, Math.floor((elapsed / MATCH_MS) * 90));
        const scored = result.goals.filter((goal) => goal.minute <= now);
        if (scored.length > goalsShown) {
          for (const goal of scored.slice(goalsShown)) {
            feed.prepend(
              el(
                'li',
                `ar-goal ar-goal-${goal.side}`,
                el('span', 'ar-goal-ball'),
                `${goal.minute}' ${names[goal.side]}`,
              ),
            );
          }
          goalsShown = scored.length;
          const tally = { home: 0, away: 0 };
          for (const goal of scored) tally[goal.side] += 1;
          score.textContent = `${tally.home} – ${tally.away}`;
          // The ball in the net a moment, and GOAL! over the pitch.
          const latest = scored.at(-1);
          if (latest) ball.style.left = latest.side === 'home' ? '96%' : '4%';
          ball.style.top = '50%';
          celebrateUntil = elapsed + CELEBRATE_MS;
          banner.textContent = words.goal;
          banner.classList.remove('ar-flash');
          // Read a layout value so the flash starts over for each goal.
          banner.getBoundingClientRect();
          banner.classList.add('ar-flash');
        } else if (now < 90 && elapsed > celebrateUntil) {
          banner.textContent = '';
          const at = REDUCED ? { x: 50, y: 50 } : ballAt(elapsed / 700);
          ball.style.left = `${at.x}%`;
          ball.style.top = `${at.y}%`;
        }
        if (now < 90) {
          pitch.classList.add('ar-live');
          minute.textContent = `${now}'`;
          return false;
        }
        if (!pitch.classList.contains('ar-over')) {
          pitch.classList.add('ar-over');
          pitch.classList.remove('ar-live');
          minute.textContent = words.fullTime;
          score.textContent = `${result.score.home} – ${result.score.away}`;
          banner.classList.remove('ar-flash');
          banner.textContent = winnerWords(result, words);
        }
        return true;
      },
      name: (spot, fixture) =>
        spot.spot === '1' ? fixture.home.name : spot.spot === '2' ? fixture.away.name : undefined,
      odds: (spot, fixture) => (fixture.pays[spot.spot as FootballSpot] / 10_000).toFixed(2),
      history: (results) =>
        el(
          'ol',
          'ar-scores',
          ...results
            .slice(0, 5)
            .map((result) =>
              el(
                'li',
                `ar-past ar-past-${result.winner === 'X' ? 'draw' : 'won'}`,
                el('span', '', result.fixture.home.name),
                el('b', '', `${result.score.home}–${result.score.away}`),
                el('span', '', result.fixture.away.name),
              ),
            ),
        ),
    };
  });
}

function winnerWords(
  result: FootballResult,
  words: { teamWins: (team: string) => string; draw: string },
): string {
  if (result.winner === 'X') return words.draw;
  const team = result.winner === '1' ? result.fixture.home : result.fixture.away;
  return words.teamWins(team.name.toUpperCase());
}
