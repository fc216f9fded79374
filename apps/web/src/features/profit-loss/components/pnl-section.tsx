import type { ReactNode } from 'react';
import { TitledSection } from '@/shared/ui/titled-section';

/** A section of the profit-and-loss page under its h2. */
export function PnlSection({
  className,
  titleId,
  title,
  children,
}: {
  className: string;
  titleId: string;
  title: string;
  children: ReactNode;
}) {
  return (
    <TitledSection
      className={className}
      titleId={titleId}
      titleClassName="pnl-section-title"
      title={title}
    >
      {children}
    </TitledSection>
  );
}
