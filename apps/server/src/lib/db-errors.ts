import { stdSerializers } from 'pino';

/** PostgreSQL's SQLSTATE for a unique-constraint violation. */
const UNIQUE_VIOLATION = '23505';

type PgErrorFields = { code?: unknown; constraint?: unknown; cause?: unknown };

/**
 * Whether `error` is a unique violation (of `constraint` when given). Drizzle wraps the driver's
 * error in DrizzleQueryError with the original as `cause`; pg and PGlite both carry `code` and
 * `constraint` on it, so the chain is walked a few levels.
 */
export function isUniqueViolation(error: unknown, constraint?: string): boolean {
  let current: unknown = error;
  for (let depth = 0; depth < 4 && typeof current === 'object' && current !== null; depth++) {
    const fields = current as PgErrorFields;
    if (fields.code === UNIQUE_VIOLATION) {
      return constraint === undefined || fields.constraint === constraint;
    }
    current = fields.cause;
  }
  return false;
}

/** The SQLSTATE of a database error anywhere in `error`'s cause chain (Drizzle wraps it). */
export function sqlStateOf(error: unknown): string | undefined {
  let current: unknown = error;
  for (let depth = 0; depth < 4 && typeof current === 'object' && current !== null; depth++) {
    const { code, cause } = current as PgErrorFields;
    if (typeof code === 'string' && /^[0-9A-Z]{5}$/.test(code)) return code;
    current = cause;
  }
  return undefined;
}

/** Fields of a PostgreSQL error (pg's and PGlite's) that name things and never hold row values. */
const NAMING_FIELDS = [
  'code',
  'severity',
  'schema',
  'table',
  'column',
  'dataType',
  'constraint',
  'routine',
] as const;

type ErrorLike = Error & Record<string, unknown>;

const isErrorLike = (value: unknown): value is ErrorLike =>
  value instanceof Error ||
  (typeof value === 'object' &&
    value !== null &&
    typeof (value as { message?: unknown }).message === 'string' &&
    'stack' in value);

/** Drizzle's error for a failed statement: its text and its parameters (the row's values). */
const isQueryError = (error: ErrorLike) => 'query' in error && 'params' in error;

/** An error the database server sent back: a SQLSTATE and a severity. */
const isServerError = (error: ErrorLike) =>
  typeof error.code === 'string' &&
  /^[0-9A-Z]{5}$/.test(error.code) &&
  typeof error.severity === 'string';

/** The kind of statement and its table, e.g. `insert into "members"`: no values, no columns. */
function statementOf(query: unknown): string {
  if (typeof query !== 'string') return 'statement';
  const write = /^\s*(insert\s+into|update|delete\s+from)\s+("[^"]+"|\w+)/i.exec(query);
  if (write?.[1] && write[2]) return `${write[1].toLowerCase().replace(/\s+/, ' ')} ${write[2]}`;
  const read = /^\s*select\b[\s\S]*?\bfrom\s+("[^"]+"|\w+)/i.exec(query);
  if (read?.[1]) return `select from ${read[1]}`;
  return (/^\s*(\w+)/.exec(query)?.[1] ?? 'statement').toLowerCase();
}

/**
 * The server's message with every quoted part blanked unless it is a name the error carries
 * (table, column, constraint…): `invalid input syntax for type integer: "abc"` quotes the value.
 */
function messageOf(error: ErrorLike): string {
  const names = new Set(NAMING_FIELDS.map((field) => error[field]).filter((v) => v !== undefined));
  return error.message.replace(/"([^"]*)"/g, (quoted, inner: string) =>
    names.has(inner) ? quoted : '"…"',
  );
}

type SafeError = { type: string; message: string; stack: string; cause?: SafeError } & Record<
  string,
  unknown
>;

function safeLink(error: ErrorLike): SafeError {
  const type =
    typeof error.constructor === 'function' && error.constructor.name
      ? error.constructor.name
      : error.name;
  let message = error.message;
  const names: Record<string, unknown> = {};
  // PGlite's server errors carry the query and its parameters too: the server error wins.
  if (isServerError(error)) {
    message = messageOf(error);
    for (const field of NAMING_FIELDS) {
      if (typeof error[field] === 'string') names[field] = error[field];
    }
  } else if (isQueryError(error)) {
    message = `Failed query: ${statementOf(error.query)} (parameters not logged)`;
  }
  // The first lines of a stack repeat the message (with drizzle's, the parameters): frames only.
  const frames = (error.stack ?? '').split('\n').filter((line) => /^\s+at /.test(line));
  return { type, message, ...names, stack: [`${type}: ${message}`, ...frames].join('\n') };
}

/**
 * The log's `err` serializer. A failed statement's error holds the row it tried to write (its
 * parameters, the server's `detail`, pino's messages of causes): argon2 hashes, e-mails, codes.
 * Such an error is logged as its type, the statement's kind and table, the SQLSTATE and the
 * names (constraint, table, column) only; any other error as pino logs it.
 */
export function serializeError(error: Error): SafeError {
  const chain: ErrorLike[] = [];
  for (let link: unknown = error; isErrorLike(link) && chain.length < 8; link = link.cause) {
    chain.push(link);
  }
  if (!chain.some((link) => isQueryError(link) || isServerError(link))) {
    return stdSerializers.err(error);
  }
  const safe = chain.reduceRight<SafeError | undefined>(
    (cause, link) => ({ ...safeLink(link), ...(cause ? { cause } : {}) }),
    undefined,
  );
  return safe ?? stdSerializers.err(error);
}
