import { useCallback, useMemo, useRef } from 'react';
import {
  useForm,
  type DefaultValues,
  type FieldPath,
  type FieldValues,
  type UseFormReturn,
} from 'react-hook-form';
import { ApiError } from '../api-client';
import { refusalMessage } from './messages';
import { checkFields, zodFormResolver, type FormSchema } from './resolver';

/** Where a server refusal goes: the fields on screen, and codes that name a field of their own. */
export type ServerErrorTargets<T extends FieldValues> = {
  fields: readonly FieldPath<T>[];
  /** Codes whose field is not the server's `field` (a wrong SMS code under the code, say). */
  byCode?: Partial<Record<string, FieldPath<T>>>;
};

/** The kit's side of a form: which input is which field, and what the member already edited. */
export type FieldRegistry = {
  idPrefix: string;
  attach: (name: string, element: HTMLElement | null) => void;
  edited: Set<string>;
};

export type KitForm<T extends FieldValues> = UseFormReturn<T> & {
  registry: FieldRegistry;
  /** Checks `names`; focuses the first invalid one in page order. True when all pass. */
  check: (names: readonly FieldPath<T>[]) => Promise<boolean>;
  /** Focuses a field now, or as soon as it shows. */
  focusField: (name: FieldPath<T>) => void;
  /** Focuses the first of `names` in page order. */
  focusFirst: (names: readonly string[]) => void;
  /** Checks `names` again (after an edit), re-rendering only when an error comes, goes or changes. */
  recheck: (names: readonly string[]) => void;
  /**
   * An API error about a field on screen goes under that field, focused; true when placed. The
   * field is `byCode[error.code]`, else the error's own `field`.
   */
  placeServerError: (error: unknown, targets: ServerErrorTargets<T>) => boolean;
};

type Options<T extends FieldValues> = {
  /** Prefix of the inputs' ids (`login` → login-username). */
  id: string;
  defaultValues: DefaultValues<T>;
  /** The zod rules (rules.ts), or a function of the values when fields depend on them. */
  schema: FormSchema<T>;
};

/**
 * A react-hook-form form with the kit's rules: fields are checked on submit (all at once, the
 * first invalid focused), when they lose focus after an edit, and on every edit while any field
 * shows an error (a confirmation follows its password). Use with <Form> and the kit's fields.
 */
export function useKitForm<T extends FieldValues>({
  id,
  defaultValues,
  schema,
}: Options<T>): KitForm<T> {
  // react-hook-form reads its options on every render: the resolver sees today's schema.
  const form = useForm<T>({
    defaultValues,
    resolver: zodFormResolver<T>(schema),
    mode: 'onSubmit',
    reValidateMode: 'onSubmit',
    shouldFocusError: false,
  });
  const elements = useRef(new Map<string, HTMLElement>());
  const pendingFocus = useRef<string>(undefined);

  const registry = useMemo<FieldRegistry>(
    () => ({
      idPrefix: id,
      edited: new Set(),
      attach: (name, element) => {
        if (!element) {
          elements.current.delete(name);
          return;
        }
        elements.current.set(name, element);
        if (pendingFocus.current === name) {
          pendingFocus.current = undefined;
          element.focus();
        }
      },
    }),
    [id],
  );

  const focusField = useCallback((name: string) => {
    const element = elements.current.get(name);
    if (element) element.focus();
    else pendingFocus.current = name;
  }, []);

  const focusFirst = useCallback(
    (names: readonly string[]) => {
      const shown = names
        .map((name) => [name, elements.current.get(name)] as const)
        .filter((entry): entry is readonly [string, HTMLElement] => entry[1] !== undefined)
        .sort(([, a], [, b]) =>
          a.compareDocumentPosition(b) & Node.DOCUMENT_POSITION_FOLLOWING ? -1 : 1,
        );
      const first = shown[0]?.[0] ?? names[0];
      if (first !== undefined) focusField(first);
    },
    [focusField],
  );

  const { trigger, getFieldState, setError } = form;
  const check = useCallback(
    async (names: readonly FieldPath<T>[]) => {
      const isValid = await trigger([...names]);
      if (!isValid) focusFirst(names.filter((name) => getFieldState(name).invalid));
      return isValid;
    },
    [trigger, getFieldState, focusFirst],
  );

  const placeServerError = useCallback(
    (error: unknown, { fields, byCode = {} }: ServerErrorTargets<T>) => {
      if (!(error instanceof ApiError)) return false;
      const target = byCode[error.code] ?? error.field;
      const name = fields.find((field) => field === target);
      if (name === undefined) return false;
      setError(name, { type: 'server', message: refusalMessage(error) });
      focusField(name);
      return true;
    },
    [setError, focusField],
  );

  const { getValues, formState } = form;
  const recheck = (names: readonly string[]) => {
    const found = checkFields(schema, getValues(), names);
    const shown = formState.errors as Record<string, { message?: string } | undefined>;
    const isChanged = names.some((name) => found[name]?.message !== shown[name]?.message);
    if (isChanged) void trigger(names as FieldPath<T>[]);
  };

  return { ...form, registry, check, focusField, focusFirst, recheck, placeServerError };
}
