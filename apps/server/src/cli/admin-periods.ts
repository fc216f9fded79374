import {
  CONTRACT_KINDS,
  PayoutRun,
  PeriodSettings,
  RunPreview,
  type ContractKind,
} from '@app/contracts';
import { z } from 'zod';
import { money, when } from './admin-requests.js';

/** `periods …` commands of the admin CLI: the agent period engine's runs (issue 27). */
export type PeriodsCommand =
  | { kind: 'periods-list'; contract?: ContractKind }
  | {
      kind: 'periods-act';
      verb: 'preview' | 'pay' | 'hold' | 'rerun';
      contract: ContractKind;
      key: string;
    }
  | { kind: 'periods-settings'; file?: string };

export const PERIODS_USAGE = `  periods list [KIND]               salary and dividend runs (KIND daily_salary, hourly_salary
                                    or dividend): period, status, due, paid, owed
  periods preview|pay|hold|rerun KIND KEY
                                    a period's payouts (KEY 2026-11-27, 2026-11-27T13:00/60,
                                    2026-11-H2, 2026-11); pay closes and pays it once; rerun
                                    computes it again while nothing of it is paid
  periods settings [--file F.json]  the period settings (activeMinBet, autoPay,
                                    closeDelayMinutes), or set them from F.json`;

const isKind = (word: string | undefined): word is ContractKind =>
  (CONTRACT_KINDS as readonly string[]).includes(word ?? '');

export function periodsCommand(rest: readonly string[], file?: string): PeriodsCommand | string {
  const [verb, first, second, ...extra] = rest;
  const wrong = `Wrong arguments for periods ${verb ?? ''}`.trimEnd();
  if (extra.length > 0) return wrong;
  if (verb === 'list' && second === undefined) {
    if (first === undefined) return { kind: 'periods-list' };
    return isKind(first) ? { kind: 'periods-list', contract: first } : wrong;
  }
  if (verb === 'settings' && first === undefined) {
    return file ? { kind: 'periods-settings', file } : { kind: 'periods-settings' };
  }
  if (
    (verb === 'preview' || verb === 'pay' || verb === 'hold' || verb === 'rerun') &&
    isKind(first) &&
    second !== undefined
  ) {
    return { kind: 'periods-act', verb, contract: first, key: second };
  }
  return wrong;
}

/** The operator client's one call this needs (operator-client.ts `periods`). */
export type PeriodsCall = <T extends z.ZodType>(
  schema: T,
  method: 'GET' | 'POST' | 'PUT',
  path: string,
  body?: unknown,
) => Promise<z.output<T>>;

const runLine = (r: PayoutRun) =>
  `  ${r.kind.padEnd(14)}${r.periodKey.padEnd(22)}${r.status.padEnd(10)}${String(r.payouts).padStart(4)}${money(r.due).padStart(14)}${money(r.paid).padStart(14)}${money(r.owed).padStart(12)}`;

function formatPreview(preview: RunPreview): string {
  const head = preview.run
    ? `Run ${preview.run.kind} ${preview.run.periodKey}: ${preview.run.status}, computed ${when(preview.run.computedAt)}`
    : 'Not closed yet: computed now, nothing written.';
  return [
    head,
    'contract · downline · team valid bet · active · net loss · tier · rate bp · due · paid · owed:',
    ...preview.payouts.map(
      (p) =>
        `  #${String(p.contractId).padEnd(6)}${String(p.downlineId).padEnd(8)}${money(p.teamValidBet).padStart(14)}${String(p.activeMembers).padStart(6)}${money(p.netLoss).padStart(14)} ${String(p.tier ?? '-').padStart(3)}${String(p.rateBp).padStart(7)}${money(p.due).padStart(12)}${money(p.paid).padStart(12)}${money(p.owed).padStart(12)}`,
    ),
  ].join('\n');
}

export async function runPeriodsCommand(
  command: PeriodsCommand,
  call: PeriodsCall,
  readJson: (file: string) => unknown,
): Promise<string> {
  switch (command.kind) {
    case 'periods-list': {
      const query = command.contract ? `?kind=${command.contract}` : '';
      const runs = await call(z.array(PayoutRun), 'GET', `/payout-runs${query}`);
      if (runs.length === 0) return 'No runs.';
      return [
        'Runs, kind · period · status · payouts · due · paid · owed:',
        ...runs.map(runLine),
      ].join('\n');
    }
    case 'periods-act': {
      const path = `/payout-runs/${command.contract}/${encodeURIComponent(command.key)}`;
      if (command.verb === 'preview') return formatPreview(await call(RunPreview, 'GET', path));
      if (command.verb === 'rerun') {
        return formatPreview(await call(RunPreview, 'POST', `${path}/rerun`));
      }
      const run = await call(PayoutRun, 'POST', `${path}/${command.verb}`);
      return `Run ${run.kind} ${run.periodKey} is ${run.status}: due ${money(run.due)}, paid ${money(run.paid)}, owed ${money(run.owed)}.`;
    }
    case 'periods-settings': {
      const settings = command.file
        ? await call(PeriodSettings, 'PUT', '/period-settings', readJson(command.file))
        : await call(PeriodSettings, 'GET', '/period-settings');
      return `Active member: valid bets of at least ${money(settings.activeMinBet)}; auto pay ${settings.autoPay ? 'on' : 'off'}; periods close ${settings.closeDelayMinutes} min after they end.`;
    }
  }
}
