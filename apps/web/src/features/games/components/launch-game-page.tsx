import { PRIZE_MODES, type PrizeMode } from '@app/contracts';
import Button from 'antd-mobile/es/components/button';
import SpinLoading from 'antd-mobile/es/components/spin-loading';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router';
import { lotteryTarget, useLaunchGame, type PlayType } from '@/shared/games/launch';
import './games.css';

const LOBBY = 'lobby';
const PLAY_TYPES: readonly string[] = ['trad', 'ent'] satisfies PlayType[];

/**
 * /m/launchGame?playType=trad&prize_mode=…&code=…&pageBack=home (SPEC §2): opens a lottery of
 * the LOTT or ELOTT vendor, at its betting page when a game code is given, else at its lobby.
 * `playType` (trad or ent) leaves the betting page only that play type; `pageBack` is where the
 * player came from: the game's back leads there (backUrl), as does this page's own back. While
 * the game loads it says so; if it cannot be opened it says why and offers a way back.
 */
export function LaunchGamePage() {
  const { t } = useTranslation('games');
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const launch = useLaunchGame();
  const [failed, setFailed] = useState(false);
  const started = useRef(false);
  // SPEC §3 writes the modes Lott, ZY, Elott: any case is taken.
  const mode = params.get('prize_mode')?.toUpperCase();
  const prizeMode: PrizeMode = PRIZE_MODES.includes(mode as PrizeMode)
    ? (mode as PrizeMode)
    : 'LOTT';
  const code = params.get('code') || LOBBY;
  const asked = params.get('playType') ?? '';
  const playType = PLAY_TYPES.includes(asked) ? (asked as PlayType) : undefined;
  const back = `/m/${(params.get('pageBack') ?? 'home').replace(/[^A-Za-z/]/g, '') || 'home'}`;

  const start = () => {
    setFailed(false);
    const target = lotteryTarget(prizeMode, code === LOBBY ? undefined : code, playType);
    // In place of this page, and back from the game goes where the player came from (pageBack),
    // never to this page (which would launch again).
    void launch(target, { replace: true, backUrl: back }).then((opened) => {
      if (!opened) setFailed(true);
    });
  };
  useEffect(() => {
    // Once per visit, also under StrictMode's double effects.
    if (started.current) return;
    started.current = true;
    start();
  });

  return (
    <section className="launch-page" aria-live="polite">
      {failed ? (
        <>
          <h1>{t('launch_failed')}</h1>
          <div className="launch-actions">
            <Button fill="outline" onClick={() => void navigate(back, { replace: true })}>
              {t('back')}
            </Button>
            <Button color="primary" onClick={start}>
              {t('retry')}
            </Button>
          </div>
        </>
      ) : (
        <>
          <SpinLoading color="primary" aria-hidden="true" />
          <h1>{t('launch_title')}</h1>
          <p>{t('launch_wait')}</p>
        </>
      )}
    </section>
  );
}
