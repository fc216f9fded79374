import fs from 'node:fs';
import type { InboxSendInput } from '@app/contracts';
import { parseAdminArgs, USAGE, type AdminArgs, type InboxMessageArgs } from './admin-args.js';
import { readAdminEnv, readTokenFile } from './admin-env.js';
import { runChannelsCommand } from './admin-channels.js';
import { runPromotionsCommand } from './admin-promotions.js';
import { runPeriodsCommand } from './admin-periods.js';
import { runContractsCommand } from './admin-contracts.js';
import { runDepositsCommand } from './admin-deposits.js';
import { runWithdrawalsCommand } from './admin-withdrawals.js';
import { runGamesCommand } from './admin-games.js';
import { runProvidersCommand } from './admin-providers.js';
import {
  formatContent,
  formatFeedback,
  formatFlags,
  formatSent,
  formatStatus,
} from './admin-format.js';
import { AdminError, createOperatorClient } from './operator-client.js';

export type AdminIo = { out(text: string): void; err(text: string): void };

async function execute(
  { command, merchant }: AdminArgs,
  url: string,
  token: string,
  where?: string,
): Promise<string> {
  const client = createOperatorClient(url, token, where);
  switch (command.kind) {
    case 'status':
      return formatStatus(await client.state(merchant), url);
    case 'flags':
      return formatFlags(await client.state(merchant));
    case 'maintenance': {
      const state = await client.setMaintenance(merchant, command.enabled);
      return `Maintenance is now ${command.enabled ? 'ON' : 'OFF'}.\n${formatStatus(state, url)}`;
    }
    case 'region': {
      const state = await client.setRegion(merchant, command.enabled);
      return `Region restriction is now ${command.enabled ? 'ON' : 'OFF'}.\n${formatStatus(state, url)}`;
    }
    case 'withdrawal': {
      const state = await client.setWithdrawal(merchant, command.enabled);
      return `Withdrawals are now ${command.enabled ? 'ON' : 'OFF'}.\n${formatStatus(state, url)}`;
    }
    case 'vip-display': {
      const state = await client.setVipDisplay(merchant, command.enabled);
      return `VIP benefits are now ${command.enabled ? 'shown' : 'hidden'}.\n${formatStatus(state, url)}`;
    }
    case 'flag': {
      const state = await client.setModule(merchant, command.modId, command.enabled);
      return `${command.modId} is now ${command.enabled ? 'ON' : 'OFF'}.\n${formatStatus(state, url)}`;
    }
    case 'jackpot-set': {
      const state = await client.setJackpot(merchant, command.jackpot);
      return `The jackpot counter is now the merchant's own.\n${formatStatus(state, url)}`;
    }
    case 'jackpot-reset': {
      const state = await client.resetJackpot(merchant);
      return `The jackpot counter is back to the defaults.\n${formatStatus(state, url)}`;
    }
    case 'content-list':
      return formatContent(command.content, await client.listContent(merchant, command.content));
    case 'content-add': {
      const created = await client.addContent(merchant, command.content, readJson(command.file));
      return `Created ${command.content} #${created.id}.`;
    }
    case 'content-set': {
      const body = readJson(command.file);
      await client.replaceContent(merchant, command.content, command.id, body);
      return `Replaced ${command.content} #${command.id}.`;
    }
    case 'content-order': {
      const items = await client.listContent(merchant, command.content);
      const found = items.find((entry) => entry.id === command.id);
      if (!found) throw new AdminError(`There is no ${command.content} #${command.id}.`);
      const { id, ...fields } = found;
      await client.replaceContent(merchant, command.content, id, {
        ...fields,
        sortOrder: command.sortOrder,
      });
      return `Moved ${command.content} #${id} to sortOrder ${command.sortOrder}.`;
    }
    case 'content-remove':
      await client.removeContent(merchant, command.content, command.id);
      return `Removed ${command.content} #${command.id}.`;
    case 'inbox-list':
      return formatSent(await client.sentMessages(merchant));
    case 'inbox-send': {
      const sent = await client.sendMessage(merchant, inboxBody(command.message));
      return `Sent message #${sent.id} to ${sent.account ?? 'every member'}.`;
    }
    case 'inbox-recall':
      await client.recallMessage(merchant, command.id);
      return `Recalled message #${command.id} from every inbox.`;
    case 'feedback':
      return formatFeedback(await client.feedback(merchant, command.page), merchant);
    case 'games-list':
    case 'games-set':
    case 'games-set-vendor':
    case 'games-order-vendors':
    case 'games-order-games':
      return runGamesCommand(command, client, merchant);
    case 'channels-list':
    case 'channels-set':
    case 'channels-switch':
      return runChannelsCommand(command, client, merchant, readJson);
    case 'promotions-list':
    case 'promotions-add':
    case 'promotions-switch':
    case 'promotions-claims':
    case 'promotions-approve':
    case 'promotions-reject':
      return runPromotionsCommand(command, client, merchant, readJson);
    case 'periods-list':
    case 'periods-act':
    case 'periods-settings':
      return runPeriodsCommand(command, client.periods(merchant), readJson);
    case 'contracts-list':
    case 'contracts-end':
      return runContractsCommand(command, client.periods(merchant));
    case 'deposits-list':
    case 'deposits-approve':
    case 'deposits-reject':
      return runDepositsCommand(command, client, merchant);
    case 'withdrawals-list':
    case 'withdrawals-process':
    case 'withdrawals-pay':
    case 'withdrawals-reject':
      return runWithdrawalsCommand(command, client, merchant);
    case 'providers-list':
    case 'providers-set':
    case 'providers-link':
    case 'providers-reconcile':
      return runProvidersCommand(command, client.platform, readJson);
    case 'help':
      return USAGE;
  }
}

/** The JSON body in `file`; a clear error when it cannot be read or is not JSON. */
function readJson(file: string): unknown {
  let text: string;
  try {
    text = fs.readFileSync(file, 'utf8');
  } catch (error) {
    const reason = (error as NodeJS.ErrnoException).code ?? (error as Error).message;
    throw new AdminError(`Cannot read ${file}: ${reason}`);
  }
  try {
    return JSON.parse(text);
  } catch {
    throw new AdminError(`${file} is not valid JSON.`);
  }
}

function inboxBody(message: InboxMessageArgs): InboxSendInput {
  if ('file' in message) return readJson(message.file) as InboxSendInput;
  const { to, all, title, content, language, sender } = message;
  return {
    ...(all ? { all: true as const } : { account: to }),
    sender,
    texts: { [language]: { title, content } },
  };
}

/** The admin CLI: returns the exit code (0 done, 1 failed, 2 wrong usage). */
export async function runAdmin(argv: readonly string[], env: NodeJS.ProcessEnv, io: AdminIo) {
  const parsed = parseAdminArgs(argv);
  if (!parsed.ok) {
    io.err(`${parsed.error}\n\n${USAGE}`);
    return 2;
  }
  if (parsed.args.command.kind === 'help') {
    io.out(USAGE);
    return 0;
  }
  const settings = readAdminEnv(env);
  if ('problems' in settings) {
    io.err(`Invalid environment:\n${settings.problems.map((p) => `  - ${p}`).join('\n')}`);
    return 1;
  }
  const token =
    settings.token ?? readTokenFile(settings.keyFile) ?? readTokenFile(settings.tokenFile);
  if (!token) {
    io.err(
      `No operator key: OPERATOR_API_KEY and OPERATOR_TOKEN are not set, and neither ` +
        `${settings.keyFile} nor ${settings.tokenFile} exists.\nSet OPERATOR_API_KEY to a staff ` +
        'API key; before any owner exists, start the server once (it writes the token file), or ' +
        'set OPERATOR_TOKEN or DATA_DIR.',
    );
    return 1;
  }
  try {
    const url = parsed.args.url ?? settings.url;
    const source = parsed.args.url ? '--url' : settings.urlSource;
    io.out(await execute(parsed.args, url, token, `It took that address from ${source}.`));
    return 0;
  } catch (error) {
    if (!(error instanceof AdminError)) throw error;
    io.err(error.message);
    return 1;
  }
}
