import type { ReactNode } from 'react';

/** One name and value of a description list (<dl>): a <div> holding its <dt> and <dd>. */
export function DetailRow({
  term,
  className,
  testId,
  children,
}: {
  term: ReactNode;
  /** The value's (the <dd>'s) class and test id. */
  className?: string;
  testId?: string;
  children: ReactNode;
}) {
  return (
    <div>
      <dt>{term}</dt>
      <dd className={className} data-testid={testId}>
        {children}
      </dd>
    </div>
  );
}
