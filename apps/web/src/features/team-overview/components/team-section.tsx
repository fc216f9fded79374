import type { ReactNode } from 'react';
import { TitledSection } from '@/shared/ui/titled-section';

/** A section of the team overview under its h2: class `name`, the title's id `<name>-title`. */
export function TeamSection({
  name,
  title,
  children,
}: {
  name: string;
  title: string;
  children: ReactNode;
}) {
  return (
    <TitledSection
      className={name}
      titleId={`${name}-title`}
      titleClassName="team-section-title"
      title={title}
    >
      {children}
    </TitledSection>
  );
}
