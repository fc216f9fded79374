import type { ReactNode } from 'react';

type Props = {
  /** The heading's id; the section is labelled by it (aria-labelledby). */
  titleId: string;
  title: ReactNode;
  /** The heading's level: h2 unless said. */
  level?: 1 | 2 | 3;
  className?: string;
  titleClassName?: string;
  /** `nav` for a block of links; a section otherwise. */
  as?: 'section' | 'nav';
  children: ReactNode;
};

/** A section named by its own heading: the heading comes first and labels it. */
export function TitledSection({
  titleId,
  title,
  level = 2,
  className,
  titleClassName,
  as: Box = 'section',
  children,
}: Props) {
  const Heading = `h${level}` as const;
  return (
    <Box className={className} aria-labelledby={titleId}>
      <Heading id={titleId} className={titleClassName}>
        {title}
      </Heading>
      {children}
    </Box>
  );
}
