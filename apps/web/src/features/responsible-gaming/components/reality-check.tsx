import { useEffect, useEffectEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { PlaySession } from '@app/contracts';
import { dialog } from '@/shared/feedback';
import { useMemberQuery } from '@/shared/member-query';
import { useMoney } from '@/shared/money';
import { getPlaySession, playSessionQueryOptions } from '../api/play-session';
import { minutesText, nextReminderAt } from '../lib/durations';

/**
 * The reality check: when the member chose an interval, every whole interval since they logged
 * in a dialog says how long that has been, what they bet since and their net result, and offers
 * to keep playing or log out. Mounted by the page frame for real members (lazily: nothing of it
 * is in the first load).
 */
export default function RealityCheck({ onSignOut }: { onSignOut: () => Promise<void> }) {
  const { t } = useTranslation('responsibleGaming');
  const { data } = useMemberQuery(playSessionQueryOptions());
  const { money, signed } = useMoney();
  // Asks with the texts of the moment it is due (a change of language is no reason to reschedule).
  const ask = useEffectEvent((figures: PlaySession) => {
    const minutes = Math.round((Date.now() - figures.startedAt) / 60_000);
    return dialog.confirm({
      title: t('reality.dialog_title'),
      content: t('reality.dialog_body', {
        time: minutesText(minutes, {
          hours: t('reality.unit_hours'),
          minutes: t('reality.unit_minutes'),
        }),
        bets: money(figures.bets),
        net: figures.net === 0 ? money(0) : signed(figures.net),
      }),
      confirmText: t('reality.keep_playing'),
      cancelText: t('reality.log_out'),
    });
  });
  const leave = useEffectEvent(() => void onSignOut());
  const startedAt = data?.startedAt;
  const interval = data?.realityCheckMinutes ?? null;

  useEffect(() => {
    if (startedAt === undefined || interval === null) return;
    let timer: ReturnType<typeof setTimeout> | undefined;
    let stopped = false;
    /** Read after each wait: the effect may have been cleaned up meanwhile. */
    const isStopped = () => stopped;
    const schedule = () => {
      const due = nextReminderAt(startedAt, interval, Date.now());
      timer = setTimeout(() => void remind(), due - Date.now());
    };
    const remind = async () => {
      const figures = await getPlaySession().catch(() => undefined);
      if (isStopped()) return;
      if (!figures) {
        schedule();
        return;
      }
      const keepPlaying = await ask(figures);
      if (isStopped()) return;
      if (keepPlaying) schedule();
      else leave();
    };
    schedule();
    return () => {
      stopped = true;
      clearTimeout(timer);
    };
  }, [startedAt, interval]);

  return null;
}
