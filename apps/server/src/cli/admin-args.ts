import { parseArgs } from 'node:util';
import {
  CONTENT_KINDS,
  type ContentKind,
  type JackpotSettings,
  type Language,
} from '@app/contracts';
import { CHANNELS_USAGE, channelsCommand, type ChannelsCommand } from './admin-channels.js';
import { PROMOTIONS_USAGE, promotionsCommand, type PromotionsCommand } from './admin-promotions.js';
import { PERIODS_USAGE, periodsCommand, type PeriodsCommand } from './admin-periods.js';
import { CONTRACTS_USAGE, contractsCommand, type ContractsCommand } from './admin-contracts.js';
import { PROVIDERS_USAGE, providersCommand, type ProvidersCommand } from './admin-providers.js';
import { DEPOSITS_USAGE, depositsCommand, type DepositsCommand } from './admin-deposits.js';
import { GAMES_USAGE, gamesCommand, type GamesCommand } from './admin-games.js';
import {
  WITHDRAWALS_USAGE,
  withdrawalsCommand,
  type WithdrawalsCommand,
} from './admin-withdrawals.js';

/** What `npm run admin -- …` was asked to do. */
export type AdminCommand =
  | { kind: 'help' }
  | { kind: 'status' }
  | { kind: 'flags' }
  | { kind: 'maintenance'; enabled: boolean }
  | { kind: 'region'; enabled: boolean }
  | { kind: 'withdrawal'; enabled: boolean }
  | { kind: 'vip-display'; enabled: boolean }
  | { kind: 'flag'; modId: string; enabled: boolean }
  | { kind: 'jackpot-set'; jackpot: JackpotSettings }
  | { kind: 'jackpot-reset' }
  | { kind: 'content-list'; content: ContentKind }
  | { kind: 'content-add'; content: ContentKind; file: string }
  | { kind: 'content-set'; content: ContentKind; id: number; file: string }
  | { kind: 'content-order'; content: ContentKind; id: number; sortOrder: number }
  | { kind: 'content-remove'; content: ContentKind; id: number }
  | { kind: 'inbox-list' }
  | { kind: 'inbox-send'; message: InboxMessageArgs }
  | { kind: 'inbox-recall'; id: number }
  | { kind: 'feedback'; page: number }
  | GamesCommand
  | ProvidersCommand
  | ChannelsCommand
  | PromotionsCommand
  | PeriodsCommand
  | ContractsCommand
  | DepositsCommand
  | WithdrawalsCommand;

/** What `inbox send` was told: a JSON file of the whole body, or its parts as options. */
export type InboxMessageArgs =
  | { file: string }
  | {
      to: string | undefined;
      all: boolean;
      title: string;
      content: string;
      language: Language;
      sender: string;
    };

export type AdminArgs = { command: AdminCommand; merchant: string; url: string | undefined };
export type ParsedArgs = { ok: true; args: AdminArgs } | { ok: false; error: string };

export const USAGE = `Usage: npm run admin -- <command> [--merchant CODE] [--url URL]

Commands:
  status                 maintenance, region restriction and the modules that are off
  maintenance on|off     close the site for maintenance, or open it again
  region on|off          turn region restriction on or off
  withdrawal on|off      let members ask to withdraw, or close withdrawals (requests
                         already made stay listed and may still be cancelled, paid or rejected)
  vip-display on|off     show VIP levels and benefits in the member centre, or hide them
  flag <MODID> on|off    switch one white-label module, e.g. flag FACEBOOKLOGIN3 on
  flags                  the white-label tree, each module on or off
  jackpot set MIN MAX STEP_MIN STEP_MAX TICKS
                         the home page's jackpot counter: starts between MIN and MAX and
                         grows by STEP_MIN to STEP_MAX every TICKS seconds (a list: 3,4,5)
  jackpot reset          back to the defaults (1200000000 1300000000 10000 50000 3,4,5)
  feedback [PAGE]        members' feedback, newest first, 20 a page (default page 1)

  content list KIND                 KIND is announcements (banners, notices, popups,
                                    promotions), hot-matches or help
  content add KIND --file F.json    create one from a JSON file (the operator API's body)
  content set KIND ID --file F.json replace one
  content order KIND ID N           move one: lower sortOrder N shows first
  content remove KIND ID            remove one

  inbox send (--to ACCOUNT | --all) --title T --content HTML [--lang TY|EN] [--sender S]
                                    send a message to one member, or to every member
  inbox send --file F.json          the same from a JSON body ({ account | all, sender, texts })
  inbox list                        the messages sent, newest first, with how many read each
  inbox recall ID                   take a message out of every inbox

${GAMES_USAGE}

${CHANNELS_USAGE}
${DEPOSITS_USAGE}
${WITHDRAWALS_USAGE}
${PROMOTIONS_USAGE}
${PERIODS_USAGE}
${CONTRACTS_USAGE}
${PROVIDERS_USAGE}

Options:
  --merchant CODE   the merchant to act on (default DEMO)
  --url URL         the running server (default ADMIN_URL, else http://127.0.0.1:$PORT, else the
                    address the server wrote to DATA_DIR/server-url, else http://127.0.0.1:3000)

It acts with OPERATOR_API_KEY, a staff member's API key (console: My account), with their role;
else OPERATOR_TOKEN; else the demo owner's key in DATA_DIR/operator-key (demo data); else, before
any owner account exists, the setup token the server wrote to DATA_DIR/operator-token (DATA_DIR
default ./data).`;

const fail = (error: string): ParsedArgs => ({ ok: false, error });

function onOff(value: string | undefined): boolean | undefined {
  if (value === 'on') return true;
  if (value === 'off') return false;
  return undefined;
}

type Options = {
  file?: string | undefined;
  to?: string | undefined;
  all?: boolean | undefined;
  title?: string | undefined;
  content?: string | undefined;
  lang?: string | undefined;
  sender?: string | undefined;
  reason?: string | undefined;
};

const isContentKind = (value: string | undefined): value is ContentKind =>
  (CONTENT_KINDS as readonly (string | undefined)[]).includes(value);

/** A positive whole number, or undefined. */
function positive(value: string | undefined): number | undefined {
  if (value === undefined || !/^[1-9]\d{0,15}$/.test(value)) return undefined;
  return Number(value);
}

function contentCommand(rest: string[], options: Options): AdminCommand | string {
  const [verb, kind, ...args] = rest;
  if (!isContentKind(kind))
    return `content ${verb ?? ''} takes a kind: ${CONTENT_KINDS.join(', ')}`;
  const id = positive(args[0]);
  const { file } = options;
  if (verb === 'list' && args.length === 0) return { kind: 'content-list', content: kind };
  if (verb === 'add' && args.length === 0) {
    return file ? { kind: 'content-add', content: kind, file } : 'content add needs --file';
  }
  if (verb === 'set' && args.length === 1 && id) {
    return file ? { kind: 'content-set', content: kind, id, file } : 'content set needs --file';
  }
  if (verb === 'remove' && args.length === 1 && id) {
    return { kind: 'content-remove', content: kind, id };
  }
  const sortOrder = /^\d{1,7}$/.test(args[1] ?? '') ? Number(args[1]) : undefined;
  if (verb === 'order' && args.length === 2 && id && sortOrder !== undefined) {
    return { kind: 'content-order', content: kind, id, sortOrder };
  }
  return `Wrong arguments for content ${verb ?? ''}`.trimEnd();
}

const WHOLE = /^\d{1,16}$/;

/** `jackpot set MIN MAX STEP_MIN STEP_MAX TICKS` or `jackpot reset`; the server checks the ranges. */
function jackpotCommand(rest: string[]): AdminCommand | string {
  const [verb, ...args] = rest;
  if (verb === 'reset' && args.length === 0) return { kind: 'jackpot-reset' };
  if (verb !== 'set' || args.length !== 5)
    return `Wrong arguments for jackpot ${verb ?? ''}`.trimEnd();
  const [min, max, incrementMin, incrementMax, ticks = ''] = args;
  const amounts = [min, max, incrementMin, incrementMax];
  if (!amounts.every((value) => WHOLE.test(value ?? ''))) {
    return 'jackpot set takes whole numbers: MIN MAX STEP_MIN STEP_MAX, then TICKS';
  }
  const tickSeconds = ticks.split(',');
  if (!tickSeconds.every((value) => /^\d{1,3}$/.test(value))) {
    return 'jackpot TICKS is a list of seconds, e.g. 3,4,5';
  }
  return {
    kind: 'jackpot-set',
    jackpot: {
      min: Number(min),
      max: Number(max),
      incrementMin: Number(incrementMin),
      incrementMax: Number(incrementMax),
      tickSeconds: tickSeconds.map(Number),
    },
  };
}

function inboxCommand(rest: string[], options: Options): AdminCommand | string {
  const [verb, ...args] = rest;
  if (verb === 'list' && args.length === 0) return { kind: 'inbox-list' };
  const id = positive(args[0]);
  if (verb === 'recall' && args.length === 1 && id) return { kind: 'inbox-recall', id };
  if (verb !== 'send' || args.length > 0)
    return `Wrong arguments for inbox ${verb ?? ''}`.trimEnd();
  if (options.file) return { kind: 'inbox-send', message: { file: options.file } };
  const { to, all = false, title, content, lang = 'TY', sender = '' } = options;
  if ((to === undefined) === !all) return 'inbox send takes --to ACCOUNT or --all (one of them)';
  if (!title || !content) return 'inbox send needs --title and --content';
  if (lang !== 'TY' && lang !== 'EN') return '--lang is TY or EN';
  return { kind: 'inbox-send', message: { to, all, title, content, language: lang, sender } };
}

function toCommand(words: string[], options: Options): AdminCommand | string {
  const [name, ...rest] = words;
  const arity = (n: number) => rest.length === n;
  if ((name === 'status' || name === 'flags') && arity(0)) return { kind: name };
  if ((name === 'help' || name === undefined) && arity(0)) return { kind: 'help' };
  if (name === 'content') return contentCommand(rest, options);
  if (name === 'inbox') return inboxCommand(rest, options);
  if (name === 'jackpot') return jackpotCommand(rest);
  if (name === 'games') return gamesCommand(rest);
  if (name === 'channels') return channelsCommand(rest, options.file);
  if (name === 'promotions') return promotionsCommand(rest, options);
  if (name === 'periods') return periodsCommand(rest, options.file);
  if (name === 'contracts') return contractsCommand(rest);
  if (name === 'providers') return providersCommand(rest, options.file);
  if (name === 'deposits') return depositsCommand(rest, options.reason);
  if (name === 'withdrawals') return withdrawalsCommand(rest, options.reason);
  if (
    (name === 'maintenance' ||
      name === 'region' ||
      name === 'withdrawal' ||
      name === 'vip-display') &&
    arity(1)
  ) {
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
  const known = ['status', 'flags', 'maintenance', 'region', 'withdrawal', 'vip-display', 'flag'];
  if ([...known, 'feedback'].includes(name ?? '')) {
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
        file: { type: 'string' },
        to: { type: 'string' },
        all: { type: 'boolean' },
        title: { type: 'string' },
        content: { type: 'string' },
        lang: { type: 'string' },
        sender: { type: 'string' },
        reason: { type: 'string' },
      },
      allowPositionals: true,
    });
  } catch (error) {
    // Node's message, up to its long hint: "Unknown option '--verbose'", "Option '--url <value>' argument missing".
    return fail(
      error instanceof Error ? (error.message.split('. ')[0] ?? error.message) : String(error),
    );
  }
  const { merchant = 'DEMO', url, help, ...options } = parsed.values;
  if (url !== undefined && !/^https?:\/\//.test(url)) {
    return fail(`--url must be an http:// or https:// address, not ${url}`);
  }
  const command = help ? { kind: 'help' as const } : toCommand(parsed.positionals, options);
  if (typeof command === 'string') return fail(command);
  return { ok: true, args: { command, merchant, url } };
}
