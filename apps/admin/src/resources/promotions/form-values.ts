import { OperatorPromotionInput, type OperatorPromotion, type PromotionKind } from '@app/contracts';
import dayjs, { type Dayjs } from 'dayjs';
import { formatTime } from '@/shared/format';
import { minorToPesos, pesosToMinor } from '@/shared/pesos';

/** The promotion form: money in pesos, the bonus in percent, times as Manila wall clock. */
export type PromotionForm = {
  code: string;
  kind: PromotionKind;
  titles: { EN: string; TY: string };
  bodies: { EN: string; TY: string };
  startAt: Dayjs;
  endAt: Dayjs | null;
  enabled: boolean;
  needsApproval: boolean;
  percent: number;
  capPesos: number;
  fixedPesos: number;
  targetPesos: number;
  turnoverMultiplier: number;
  sortOrder: number;
};

/**
 * A moment as the Manila wall clock in a Dayjs of the browser's zone (what the pickers show), and
 * back: the operator reads and types the site's time (GMT+8) wherever their computer is.
 */
export const manilaPicker = (at: number): Dayjs => dayjs(formatTime(at));
export const fromManilaPicker = (value: Dayjs): number =>
  Date.parse(`${value.format('YYYY-MM-DDTHH:mm:ss')}+08:00`);

export const newPromotion = (now = Date.now()): Partial<PromotionForm> => ({
  kind: 'FIRST_DEPOSIT',
  startAt: manilaPicker(now),
  endAt: null,
  enabled: true,
  needsApproval: false,
  percent: 0,
  capPesos: 0,
  fixedPesos: 0,
  targetPesos: 0,
  turnoverMultiplier: 1,
  sortOrder: 0,
});

export const formOf = (promotion: OperatorPromotion): PromotionForm => ({
  code: promotion.code,
  kind: promotion.kind,
  titles: promotion.titles,
  bodies: promotion.bodies,
  startAt: manilaPicker(promotion.startAt),
  endAt: promotion.endAt === null ? null : manilaPicker(promotion.endAt),
  enabled: promotion.enabled,
  needsApproval: promotion.needsApproval,
  percent: promotion.percentBp / 100,
  capPesos: minorToPesos(promotion.cap),
  fixedPesos: minorToPesos(promotion.fixedAmount),
  targetPesos: minorToPesos(promotion.target),
  turnoverMultiplier: promotion.turnoverMultiplier,
  sortOrder: promotion.sortOrder,
});

/** Which of the bonus fields a kind uses (the others are sent as 0). */
export const usesOf = (kind: PromotionKind | undefined) => ({
  percent: kind === 'FIRST_DEPOSIT',
  fixed: kind !== 'FIRST_DEPOSIT',
  target: kind === 'MISSION',
  approval: kind === 'FIRST_DEPOSIT' || kind === 'REFERRAL',
});

/** The wire's body (OperatorPromotionInput): minor units, basis points, epoch milliseconds. */
export function bodyOf(form: PromotionForm): OperatorPromotionInput {
  const uses = usesOf(form.kind);
  return {
    code: form.code.trim(),
    kind: form.kind,
    titles: { EN: form.titles.EN, TY: form.titles.TY },
    bodies: { EN: form.bodies.EN, TY: form.bodies.TY },
    startAt: fromManilaPicker(form.startAt),
    endAt: form.endAt ? fromManilaPicker(form.endAt) : null,
    enabled: form.enabled,
    needsApproval: uses.approval && form.needsApproval,
    percentBp: uses.percent ? Math.round(form.percent * 100) : 0,
    cap: uses.percent ? pesosToMinor(form.capPesos) : 0,
    fixedAmount: uses.fixed ? pesosToMinor(form.fixedPesos) : 0,
    target: uses.target ? pesosToMinor(form.targetPesos) : 0,
    turnoverMultiplier: form.turnoverMultiplier,
    sortOrder: form.sortOrder,
  };
}

/** The form's field of a wire field (a contract's issue path). */
const FIELD_OF: Record<string, string> = {
  percentBp: 'percent',
  cap: 'capPesos',
  fixedAmount: 'fixedPesos',
  target: 'targetPesos',
};

/** The body checked by the contract: its refusals by form field, none when it passes. */
export function contractIssues(body: OperatorPromotionInput): { name: string[]; path: string }[] {
  const parsed = OperatorPromotionInput.safeParse(body);
  if (parsed.success) return [];
  return parsed.error.issues.map((issue) => {
    const path = issue.path.map(String);
    const [first = '', ...rest] = path;
    return { name: [FIELD_OF[first] ?? first, ...rest], path: path.join('.') };
  });
}
