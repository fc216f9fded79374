import { useEffect, useState } from 'react';

/** Milliseconds left until `endsAt` (epoch ms), ticking each second; 0 once past. */
export function useTimeLeft(endsAt: number | undefined): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    if (endsAt === undefined) return;
    const timer = setInterval(() => setNow(Date.now()), 1_000);
    return () => clearInterval(timer);
  }, [endsAt]);
  return endsAt === undefined ? 0 : Math.max(0, endsAt - now);
}

const pad = (value: number) => String(value).padStart(2, '0');

/** 273_129_000 → { days: 3, time: '03:52:09' }. */
export function splitTimeLeft(ms: number): { days: number; time: string } {
  const total = Math.floor(ms / 1_000);
  const days = Math.floor(total / 86_400);
  const hours = Math.floor((total % 86_400) / 3_600);
  const minutes = Math.floor((total % 3_600) / 60);
  return { days, time: `${pad(hours)}:${pad(minutes)}:${pad(total % 60)}` };
}
