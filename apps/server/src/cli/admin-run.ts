import { parseAdminArgs, USAGE, type AdminArgs } from './admin-args.js';
import { readAdminEnv, readTokenFile } from './admin-env.js';
import { formatFeedback, formatFlags, formatStatus } from './admin-format.js';
import { AdminError, createOperatorClient } from './operator-client.js';

export type AdminIo = { out(text: string): void; err(text: string): void };

async function execute(
  { command, merchant }: AdminArgs,
  url: string,
  token: string,
): Promise<string> {
  const client = createOperatorClient(url, token);
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
    case 'flag': {
      const state = await client.setModule(merchant, command.modId, command.enabled);
      return `${command.modId} is now ${command.enabled ? 'ON' : 'OFF'}.\n${formatStatus(state, url)}`;
    }
    case 'feedback':
      return formatFeedback(await client.feedback(merchant, command.page), merchant);
    case 'help':
      return USAGE;
  }
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
  const token = settings.token ?? readTokenFile(settings.tokenFile);
  if (!token) {
    io.err(
      `No operator token: OPERATOR_TOKEN is not set and ${settings.tokenFile} does not exist.\n` +
        'Start the server once (it writes that file), or set OPERATOR_TOKEN or DATA_DIR.',
    );
    return 1;
  }
  try {
    io.out(await execute(parsed.args, parsed.args.url ?? settings.url, token));
    return 0;
  } catch (error) {
    if (!(error instanceof AdminError)) throw error;
    io.err(error.message);
    return 1;
  }
}
