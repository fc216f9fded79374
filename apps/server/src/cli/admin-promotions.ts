import type {
  OperatorPromotion,
  OperatorPromotionApplication,
  OperatorPromotionInput,
} from '@app/contracts';
import { ID, money, when } from './admin-requests.js';
import type { OperatorClient } from './operator-client.js';

/** `promotions …` commands of the admin CLI. */
export type PromotionsCommand =
  | { kind: 'promotions-list' }
  | { kind: 'promotions-add'; file: string }
  | { kind: 'promotions-switch'; id: number; enabled: boolean }
  | { kind: 'promotions-claims' }
  | { kind: 'promotions-approve'; id: number }
  | { kind: 'promotions-reject'; id: number; reason: string };

export const PROMOTIONS_USAGE = `  promotions list                   the promotions: id, code, kind, on/off, period, title
  promotions add --file F.json      create one (the operator API's body: code, kind, titles,
                                    bodies, startAt, bonus rules…)
  promotions on|off ID              offer a promotion, or stop offering it
  promotions claims                 claims waiting for approval, oldest first
  promotions approve ID             pay a claim's bonus, once ('Issued' to the member)
  promotions reject ID --reason T   refuse a claim; the member reads the reason`;

export function promotionsCommand(
  rest: readonly string[],
  options: { file?: string | undefined; reason?: string | undefined },
): PromotionsCommand | string {
  const [verb, first, ...extra] = rest;
  const wrong = `Wrong arguments for promotions ${verb ?? ''}`.trimEnd();
  if (extra.length > 0) return wrong;
  if (verb === 'list' && first === undefined) return { kind: 'promotions-list' };
  if (verb === 'claims' && first === undefined) return { kind: 'promotions-claims' };
  if (verb === 'add' && first === undefined) {
    return options.file
      ? { kind: 'promotions-add', file: options.file }
      : 'promotions add needs --file';
  }
  if (first === undefined || !ID.test(first)) return wrong;
  const id = Number(first);
  if (verb === 'on' || verb === 'off')
    return { kind: 'promotions-switch', id, enabled: verb === 'on' };
  if (verb === 'approve') return { kind: 'promotions-approve', id };
  if (verb === 'reject') {
    const reason = options.reason?.trim();
    return reason
      ? { kind: 'promotions-reject', id, reason }
      : 'promotions reject needs --reason TEXT';
  }
  return wrong;
}

function formatPromotions(promotions: readonly OperatorPromotion[]): string {
  if (promotions.length === 0) return 'No promotions.';
  return [
    'Promotions, id · code · kind · on/off · from – to (UTC) · title (EN):',
    ...promotions.map(
      (p) =>
        `  #${String(p.id).padEnd(5)}${p.code.padEnd(20)} ${p.kind.padEnd(14)} ${(p.enabled ? 'on' : 'off').padEnd(4)} ${when(p.startAt)} – ${p.endAt === null ? 'no end' : when(p.endAt)}  ${p.titles.EN}`,
    ),
  ].join('\n');
}

function formatClaims(claims: readonly OperatorPromotionApplication[]): string {
  if (claims.length === 0) return 'No claims waiting.';
  return [
    'Claims waiting, id · asked (UTC) · promotion · member id · bonus, then the member’s note:',
    ...claims.flatMap((c) => [
      `  #${String(c.id).padEnd(6)}${when(c.createdAt)}  ${c.promotionCode.padEnd(20)} ${String(c.memberId).padEnd(8)}${money(c.amount).padStart(12)}`,
      // The member's text: the contract refused control characters but the line break.
      ...(c.comment === null ? [] : c.comment.split('\n').map((line) => `          > ${line}`)),
    ]),
  ].join('\n');
}

const decided = (claim: OperatorPromotionApplication) =>
  `Claim #${claim.id} (${claim.promotionCode}) is ${claim.status === 'paid' ? `paid: ${money(claim.amount)}` : 'rejected'}.`;

export async function runPromotionsCommand(
  command: PromotionsCommand,
  client: OperatorClient,
  merchant: string,
  readJson: (file: string) => unknown,
): Promise<string> {
  switch (command.kind) {
    case 'promotions-list':
      return formatPromotions(await client.promotions(merchant));
    case 'promotions-add': {
      const body = readJson(command.file) as OperatorPromotionInput;
      const created = await client.addPromotion(merchant, body);
      return `Created promotion #${created.id} ${created.code}.`;
    }
    case 'promotions-switch': {
      const saved = await client.switchPromotion(merchant, command.id, command.enabled);
      return `Promotion #${saved.id} ${saved.code} is now ${saved.enabled ? 'ON' : 'OFF'}.`;
    }
    case 'promotions-claims':
      return formatClaims(
        (await client.promotionClaims(merchant)).filter((claim) => claim.status === 'applying'),
      );
    case 'promotions-approve':
      return decided(await client.approvePromotionClaim(merchant, command.id));
    case 'promotions-reject':
      return decided(await client.rejectPromotionClaim(merchant, command.id, command.reason));
  }
}
