import { parseArgs } from 'node:util';

/** What `npm run admin -- …` was asked to do. */
export type AdminCommand =
  | { kind: 'help' }
  | { kind: 'status' }
  | { kind: 'flags' }
  | { kind: 'maintenance'; enabled: boolean }
  | { kind: 'region'; enabled: boolean }
  | { kind: 'flag'; modId: string; enabled: boolean }
  | { kind: 'feedback'; page: number };

export type AdminArgs = { command: AdminCommand; merchant: string; url: string | undefined };
export type ParsedArgs = { ok: true; args: AdminArgs } | { ok: false; error: string };

export const USAGE = `Usage: npm run admin -- <command> [--merchant CODE] [--url URL]

Commands:
  status                 maintenance, region restriction and the modules that are off
  maintenance on|off     close the site for maintenance, or open it again
  region on|off          turn region restriction on or off
  flag <MODID> on|off    switch one white-label module, e.g. flag FACEBOOKLOGIN3 on
  flags                  the white-label tree, each module on or off
  feedback [PAGE]        members' feedback, newest first, 20 a page (default page 1)

Options:
  --merchant CODE   the merchant to act on (default DEMO)
  --url URL         the running server (default ADMIN_URL, else http://127.0.0.1:$PORT, PORT 3000)

The operator token is OPERATOR_TOKEN, else the one the server wrote to DATA_DIR/operator-token
(DATA_DIR default ./data).`;

const fail = (error: string): ParsedArgs => ({ ok: false, error });

function onOff(value: string | undefined): boolean | undefined {
  if (value === 'on') return true;
  if (value === 'off') return false;
  return undefined;
}

function toCommand(words: string[]): AdminCommand | string {
  const [name, ...rest] = words;
  const arity = (n: number) => rest.length === n;
  if ((name === 'status' || name === 'flags') && arity(0)) return { kind: name };
  if ((name === 'help' || name === undefined) && arity(0)) return { kind: 'help' };
  if ((name === 'maintenance' || name === 'region') && arity(1)) {
    const enabled = onOff(rest[0]);
    return enabled === undefined ? `${name} takes on or off` : { kind: name, enabled };
  }
  if (name === 'flag' && arity(2) && rest[0]) {
    const enabled = onOff(rest[1]);
    return enabled === undefined
      ? 'flag takes a module id, then on or off'
      : { kind: 'flag', modId: rest[0], enabled };
  }
  if (name === 'feedback' && rest.length <= 1) {
    const page = Number(rest[0] ?? '1');
    return Number.isInteger(page) && page >= 1
      ? { kind: 'feedback', page }
      : 'feedback takes a page number (1, 2, …)';
  }
  if (['status', 'flags', 'maintenance', 'region', 'flag', 'feedback'].includes(name ?? '')) {
    return `Wrong arguments for ${name}`;
  }
  return `Unknown command: ${words.join(' ')}`;
}

/** Parses the arguments after `--`; options may come before or after the command. */
export function parseAdminArgs(argv: readonly string[]): ParsedArgs {
  let parsed;
  try {
    parsed = parseArgs({
      args: [...argv],
      options: {
        merchant: { type: 'string' },
        url: { type: 'string' },
        help: { type: 'boolean', short: 'h' },
      },
      allowPositionals: true,
    });
  } catch (error) {
    // Node's message, up to its long hint: "Unknown option '--verbose'", "Option '--url <value>' argument missing".
    return fail(
      error instanceof Error ? (error.message.split('. ')[0] ?? error.message) : String(error),
    );
  }
  const { merchant = 'DEMO', url, help } = parsed.values;
  if (url !== undefined && !/^https?:\/\//.test(url)) {
    return fail(`--url must be an http:// or https:// address, not ${url}`);
  }
  const command = help ? { kind: 'help' as const } : toCommand(parsed.positionals);
  if (typeof command === 'string') return fail(command);
  return { ok: true, args: { command, merchant, url } };
}
