/**
 * Shape checks without zod, for the web's first load (see zod-free.ts). A guard answers
 * `safeParse(value)` like a zod schema does, so the API client takes either: `{ success: true,
 * data }` with a fresh copy holding only the declared keys (zod's default), else `{ success: false }`.
 * Only what the first-load answers need is here; everything else uses the zod contracts.
 */
export type SafeParseResult<T> = { success: true; data: T } | { success: false; data?: undefined };
export type Guard<T> = { safeParse(value: unknown): SafeParseResult<T> };
export type Infer<G> = G extends Guard<infer T> ? T : never;

const INVALID = Symbol('invalid');
type Check<T> = (value: unknown) => T | typeof INVALID;
/** A guard with its check exposed, so guards compose without allocating results. */
export type Checked<T> = Guard<T> & { readonly check: Check<T> };
/** Marks a key that may be missing (zod's `.optional()`). */
type OptionalGuard<T> = Checked<T | undefined> & { readonly optional: true };

function guard<T>(check: Check<T>): Checked<T> {
  return {
    check,
    safeParse(value) {
      const data = check(value);
      return data === INVALID ? { success: false } : { success: true, data };
    },
  };
}

const is =
  <T>(test: (value: unknown) => boolean): Check<T> =>
  (value) =>
    test(value) ? (value as T) : INVALID;

export const string = guard<string>(is((value) => typeof value === 'string'));
/** zod's `.min(1)` on a string. */
export const nonEmptyString = guard<string>(
  is((value) => typeof value === 'string' && value !== ''),
);
/** A finite number (JSON has no others; zod refuses NaN and Infinity too). */
export const number = guard<number>(is(Number.isFinite));
/** zod's `.int()`: a safe integer. */
export const integer = guard<number>(is(Number.isSafeInteger));
export const boolean = guard<boolean>(is((value) => typeof value === 'boolean'));
export const unknown = guard<unknown>((value) => value);

export const literal = <const T extends string | number | boolean>(expected: T) =>
  guard<T>(is((value) => value === expected));

export const oneOf = <const T extends string>(values: readonly T[]) =>
  guard<T>(is((value) => (values as readonly unknown[]).includes(value)));

export const nullable = <T>(inner: Checked<T>) =>
  guard<T | null>((value) => (value === null ? null : inner.check(value)));

export const optional = <T>(inner: Checked<T>): OptionalGuard<T> => ({
  ...guard<T | undefined>((value) => (value === undefined ? undefined : inner.check(value))),
  optional: true,
});

export const array = <T>(item: Checked<T>) =>
  guard<T[]>((value) => {
    if (!Array.isArray(value)) return INVALID;
    const items: T[] = [];
    for (const entry of value) {
      const checked = item.check(entry);
      if (checked === INVALID) return INVALID;
      items.push(checked);
    }
    return items;
  });

type Shape = Record<string, Checked<unknown>>;
type Flat<T> = { [K in keyof T]: T[K] } & {};
type ObjectOf<S extends Shape> = Flat<
  { [K in keyof S as S[K] extends { optional: true } ? never : K]: Infer<S[K]> } & {
    [K in keyof S as S[K] extends { optional: true } ? K : never]?: Infer<S[K]>;
  }
>;

/** A plain object with these keys; others are dropped from the copy, as zod does. */
export const object = <S extends Shape>(shape: S) =>
  guard<ObjectOf<S>>((value) => {
    if (typeof value !== 'object' || value === null || Array.isArray(value)) return INVALID;
    const copy: Record<string, unknown> = {};
    for (const [key, inner] of Object.entries(shape)) {
      const field = (value as Record<string, unknown>)[key];
      const checked = inner.check(field);
      if (checked === INVALID) return INVALID;
      if (checked !== undefined || key in value) copy[key] = checked;
    }
    return copy as ObjectOf<S>;
  });

/** A guard defined later than its use (recursive shapes). */
export const lazy = <T>(get: () => Checked<T>) => guard<T>((value) => get().check(value));

/** A plain object of any keys, each value checked by `inner` (zod's `z.record(z.string(), …)`). */
export const record = <T>(inner: Checked<T>) =>
  guard<Record<string, T>>((value) => {
    if (typeof value !== 'object' || value === null || Array.isArray(value)) return INVALID;
    const copy: Record<string, T> = {};
    for (const [key, entry] of Object.entries(value)) {
      const checked = inner.check(entry);
      if (checked === INVALID) return INVALID;
      copy[key] = checked;
    }
    return copy;
  });
