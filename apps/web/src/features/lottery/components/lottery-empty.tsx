import type { ReactNode } from 'react';
import { NoData } from '@/shared/ui/no-data';

/** The lottery pages' empty state: the picture, a line of text and any way onwards. */
export function LotteryEmpty({ text, children }: { text: string; children?: ReactNode }) {
  return (
    <NoData>
      <p className="lottery-empty">{text}</p>
      {children}
    </NoData>
  );
}
