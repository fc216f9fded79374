import type { ReactNode } from 'react';
import { TitledSection } from '@/shared/ui/titled-section';

/** A card of the invite page under its h2; `className` adds to invite-card. */
export function InviteCard({
  titleId,
  title,
  className,
  children,
}: {
  titleId: string;
  title: ReactNode;
  className?: string;
  children: ReactNode;
}) {
  return (
    <TitledSection
      className={className ? `invite-card ${className}` : 'invite-card'}
      titleId={titleId}
      titleClassName="invite-section-title"
      title={title}
    >
      {children}
    </TitledSection>
  );
}
