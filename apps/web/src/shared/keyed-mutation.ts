import {
  useMutation,
  type MutateOptions,
  type UseMutationOptions,
  type UseMutationResult,
} from '@tanstack/react-query';
import { useCallback, useRef } from 'react';
import { ApiError, isNetworkError, isOfflineError } from './api-client';

/** A money request's body with the key the server answers it once by. */
export type Keyed<T> = T & { idempotencyKey: string };

/**
 * A fresh idempotency key: 12 random bytes in hex (24 characters). getRandomValues works without
 * a secure context.
 */
export function newIdempotencyKey(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(12));
  return Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('');
}

/**
 * An answer that never came back: the request may or may not have been done (no network, or a
 * gateway that gave up waiting). Anything else, a refusal included, is a definite answer.
 */
export const isLostAnswer = (error: unknown): boolean =>
  isNetworkError(error) || (error instanceof ApiError && error.status === 504);

/** A lost answer is asked again with the same key, twice at most; never while offline. */
const retryLostAnswer = (failures: number, error: Error): boolean =>
  failures < 2 && isLostAnswer(error) && !isOfflineError(error);

type Options<TInput, TResult> = Omit<
  UseMutationOptions<TResult, Error, Keyed<TInput>>,
  'mutationFn' | 'retry'
> & {
  mutationFn: (body: Keyed<TInput>) => Promise<TResult>;
  /** What makes two submits the same request: the whole input unless said otherwise. */
  fingerprint?: (input: TInput) => string;
};

type Callbacks<TInput, TResult> = MutateOptions<TResult, Error, Keyed<TInput>>;

export type KeyedMutation<TInput, TResult> = Omit<
  UseMutationResult<TResult, Error, Keyed<TInput>>,
  'mutate' | 'mutateAsync'
> & {
  mutate: (input: TInput, callbacks?: Callbacks<TInput, TResult>) => void;
  mutateAsync: (input: TInput, callbacks?: Callbacks<TInput, TResult>) => Promise<TResult>;
};

/**
 * The one way a screen sends money (a bet, a withdrawal, a deposit, a transfer, a claim): the hook
 * owns the idempotency key. A submit gets the key of the current attempt; a lost answer is asked
 * again with that same key (the server answers it once), and so is a submit of the same input
 * after it. The key is new once the input changes or a definite answer (done or refused) came.
 */
export function useKeyedMutation<TInput extends object, TResult>({
  fingerprint = JSON.stringify,
  ...options
}: Options<TInput, TResult>): KeyedMutation<TInput, TResult> {
  const attempt = useRef<{ key: string; fingerprint: string }>(undefined);
  const { onSettled } = options;
  const mutation = useMutation<TResult, Error, Keyed<TInput>>({
    ...options,
    retry: retryLostAnswer,
    onSettled: (...args) => {
      const [, error, variables] = args;
      if (!isLostAnswer(error) && attempt.current?.key === variables.idempotencyKey) {
        attempt.current = undefined;
      }
      return onSettled?.(...args);
    },
  });

  const keyed = useCallback(
    (input: TInput): Keyed<TInput> => {
      const print = fingerprint(input);
      if (attempt.current?.fingerprint !== print) {
        attempt.current = { key: newIdempotencyKey(), fingerprint: print };
      }
      return { ...input, idempotencyKey: attempt.current.key };
    },
    [fingerprint],
  );
  const { mutate: send, mutateAsync: sendAsync } = mutation;
  const mutate = useCallback(
    (input: TInput, callbacks?: Callbacks<TInput, TResult>) => send(keyed(input), callbacks),
    [send, keyed],
  );
  const mutateAsync = useCallback(
    (input: TInput, callbacks?: Callbacks<TInput, TResult>) => sendAsync(keyed(input), callbacks),
    [sendAsync, keyed],
  );
  return { ...mutation, mutate, mutateAsync };
}
