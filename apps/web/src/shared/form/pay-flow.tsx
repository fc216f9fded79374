import type { UseQueryResult } from '@tanstack/react-query';
import { useState, type ReactNode } from 'react';
import { QueryState } from '../ui/query-state';

/* A money screen's course from its form to its result. Apart from index.ts, as pay-form.tsx. */

/** A money form's props: what the screen read, and what it does with the request made. */
export type PayFormProps<I, R> = { info: I; onDone: (result: R) => void };

type Props<I extends { paymentPasswordSet: boolean }, R> = {
  /** What the screen reads first (limits, balance, whether a payment password is set). */
  query: Pick<
    UseQueryResult<I>,
    'data' | 'error' | 'isPending' | 'isError' | 'refetch' | 'isFetching'
  >;
  skeletonRows: number;
  /** Above the form and its result alike: who receives, what may be sent. */
  hero: (info: I) => ReactNode;
  form: (props: PayFormProps<I, R>) => ReactNode;
  result: (result: R, onAgain: () => void) => ReactNode;
  /** Instead of the form while no payment password is set. */
  setup: ReactNode;
};

/**
 * A money screen once read: its hero, then the form (or what to set up first); the request made
 * shows in its place until the member starts another.
 */
export function PayFlow<I extends { paymentPasswordSet: boolean }, R>(props: Props<I, R>) {
  const [done, setDone] = useState<R>();
  return (
    <QueryState query={props.query} skeletonRows={props.skeletonRows}>
      {(info) => (
        <>
          {props.hero(info)}
          {done !== undefined
            ? props.result(done, () => setDone(undefined))
            : info.paymentPasswordSet
              ? props.form({ info, onDone: setDone })
              : props.setup}
        </>
      )}
    </QueryState>
  );
}
