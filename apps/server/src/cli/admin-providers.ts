import {
  DAY_MS,
  OPERATOR_PROVIDERS_PATH,
  OperatorProvider,
  ProviderReconciliation,
  providerReconciliationPath,
  siteDayKey,
} from '@app/contracts';
import { z } from 'zod';
import { when } from './admin-requests.js';

/** `providers …` commands of the admin CLI: game providers and their days (issue 28). */
export type ProvidersCommand =
  | { kind: 'providers-list' }
  | { kind: 'providers-set'; provider: string; file: string }
  | { kind: 'providers-link'; vendor: string; provider: string | null }
  | { kind: 'providers-reconcile'; provider: string; day: string };

export const PROVIDERS_USAGE = `  providers list                    the game providers: on/off, play money, launch URL, vendors
  providers set CODE --file F.json  add or change one ({ name, launchUrl, secret, allowsTrial,
                                    enabled }; the secret may be left out of a change)
  providers link VENDOR CODE        the provider CODE plays VENDOR's games from the next launch
  providers unlink VENDOR           VENDOR's games open by the vendor's own launch URL again
  providers reconcile CODE [DAY]    a game provider's day (YYYY-MM-DD, Manila; default
                                    yesterday) against the ledger: bets, wins and refunds as
                                    its calls and the ledger count them, and rounds left open`;

const CODE = /^[A-Za-z0-9_]{1,32}$/;
const DAY = /^\d{4}-\d{2}-\d{2}$/;

export function providersCommand(
  rest: readonly string[],
  file: string | undefined,
  now: () => number = Date.now,
): ProvidersCommand | string {
  const [verb, provider, day, ...extra] = rest;
  const code = (word: string | undefined): word is string => word !== undefined && CODE.test(word);
  if (verb === 'list' && rest.length === 1) return { kind: 'providers-list' };
  if (verb === 'set' && code(provider) && rest.length === 2) {
    return file ? { kind: 'providers-set', provider, file } : 'providers set needs --file F.json';
  }
  if (verb === 'link' && code(provider) && code(day) && extra.length === 0) {
    return { kind: 'providers-link', vendor: provider, provider: day };
  }
  if (verb === 'unlink' && code(provider) && rest.length === 2) {
    return { kind: 'providers-link', vendor: provider, provider: null };
  }
  if (verb !== 'reconcile' || !code(provider) || extra.length > 0) {
    return 'providers reconcile takes a provider code, then a day (YYYY-MM-DD) or nothing';
  }
  if (day !== undefined && !DAY.test(day)) return 'the day is YYYY-MM-DD (Manila)';
  return { kind: 'providers-reconcile', provider, day: day ?? siteDayKey(now() - DAY_MS) };
}

/** The platform's operator calls (not a merchant's). */
export type PlatformCall = <T extends z.ZodType>(
  schema: T,
  path: string,
  method?: 'GET' | 'PUT' | 'DELETE',
  body?: unknown,
) => Promise<z.output<T>>;

const providerLines = (providers: OperatorProvider[]) =>
  providers.length === 0
    ? 'No game provider yet: providers set CODE --file F.json adds one.'
    : providers
        .map((p) =>
          [
            `${p.code}  ${p.name}  ${p.enabled ? 'ON' : 'OFF'}  play money ${p.allowsTrial ? 'yes' : 'no'}`,
            `  launch: ${p.launchUrl}`,
            `  vendors: ${p.vendors.length === 0 ? '(none)' : p.vendors.join(' ')}`,
          ].join('\n'),
        )
        .join('\n');

const peso = (minor: number) => (minor / 100).toFixed(2).padStart(14);

export async function runProvidersCommand(
  command: ProvidersCommand,
  call: PlatformCall,
  readJson: (file: string) => unknown = () => ({}),
): Promise<string> {
  const all = z.array(OperatorProvider);
  if (command.kind === 'providers-list')
    return providerLines(await call(all, OPERATOR_PROVIDERS_PATH));
  if (command.kind === 'providers-set') {
    const path = `${OPERATOR_PROVIDERS_PATH}/${encodeURIComponent(command.provider)}`;
    const saved = await call(OperatorProvider, path, 'PUT', readJson(command.file));
    return `Saved.\n${providerLines([saved])}`;
  }
  if (command.kind === 'providers-link') {
    const path =
      command.provider === null
        ? `${OPERATOR_PROVIDERS_PATH}/vendors/${encodeURIComponent(command.vendor)}`
        : `${OPERATOR_PROVIDERS_PATH}/${encodeURIComponent(command.provider)}/vendors/${encodeURIComponent(command.vendor)}`;
    await call(all, path, command.provider === null ? 'DELETE' : 'PUT');
    return command.provider === null
      ? `${command.vendor}'s games open by the vendor's own launch URL again.`
      : `${command.provider} plays ${command.vendor}'s games from the next launch.`;
  }
  const path = `${providerReconciliationPath(command.provider)}?day=${command.day}`;
  const day = await call(ProviderReconciliation, path);
  const line = (name: string, figure: ProviderReconciliation['bets']) =>
    `  ${name.padEnd(9)}${String(figure.calls).padStart(7)}${peso(figure.provider)}${peso(figure.ledger)}  ${figure.provider === figure.ledger ? 'ok' : 'DIFFERS'}`;
  const { rounds } = day;
  return [
    `${day.provider} on ${day.day} (Manila): ${day.balanced ? 'balanced' : 'NOT BALANCED'}`,
    `  ${''.padEnd(9)}${'calls'.padStart(7)}${'provider'.padStart(14)}${'ledger'.padStart(14)}`,
    line('bets', day.bets),
    line('wins', day.wins),
    line('refunds', day.refunds),
    `  rounds: ${rounds.opened} opened, ${rounds.settled} settled, ${rounds.open} open, ${rounds.mismatched} not matching their calls`,
    day.stale.length === 0
      ? '  no round left open for over an hour'
      : [
          `  open for over an hour (the provider owes their credit):`,
          ...day.stale.map(
            (round) =>
              `    ${when(round.createdAt)}  ${round.account.padEnd(16)}${peso(round.stake)}  ${round.roundId}`,
          ),
        ].join('\n'),
  ].join('\n');
}
