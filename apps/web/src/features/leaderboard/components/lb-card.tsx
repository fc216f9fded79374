import type { ReactNode } from 'react';

/** A card of the leaderboard page, titled with its mark (lb-<name>, named by lb-<name>-title). */
export function LbCard({
  name,
  mark,
  title,
  children,
}: {
  name: string;
  mark: string;
  title: string;
  children: ReactNode;
}) {
  return (
    <section className={`lb-card lb-${name}`} aria-labelledby={`lb-${name}-title`}>
      <h2 id={`lb-${name}-title`} className="lb-section-title">
        <span className="lb-section-icon" aria-hidden="true">
          {mark}
        </span>
        {title}
      </h2>
      {children}
    </section>
  );
}
