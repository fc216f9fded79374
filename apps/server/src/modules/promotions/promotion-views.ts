import type { Language, OperatorPromotion, PromotionItem } from '@app/contracts';
import type { State } from './promotion-state.js';
import type { ParticipationRow, PromotionRow } from './promotions.repository.js';

/** How a promotion reads: the operator's whole row, and a member's item with its label. */
export function operatorView(row: PromotionRow): OperatorPromotion {
  return {
    id: row.id,
    code: row.code,
    kind: row.kind,
    titles: row.titles,
    bodies: row.bodies,
    startAt: row.startAt.getTime(),
    endAt: row.endAt?.getTime() ?? null,
    enabled: row.enabled,
    needsApproval: row.needsApproval,
    percentBp: row.percentBp,
    cap: row.cap,
    fixedAmount: row.fixedAmount,
    target: row.target,
    turnoverMultiplier: row.turnoverMultiplier,
    sortOrder: row.sortOrder,
  };
}

export function itemOf(
  promotion: PromotionRow,
  language: Language,
  state: State,
  row?: ParticipationRow,
): PromotionItem {
  return {
    id: promotion.id,
    code: promotion.code,
    kind: promotion.kind,
    title: promotion.titles[language],
    body: promotion.bodies[language],
    startAt: promotion.startAt.getTime(),
    endAt: promotion.endAt?.getTime() ?? null,
    percentBp: promotion.percentBp,
    cap: promotion.cap,
    fixedAmount: promotion.fixedAmount,
    target: promotion.target,
    turnoverMultiplier: promotion.turnoverMultiplier,
    needsApproval: promotion.needsApproval,
    label: state.label,
    amount: state.amount,
    progress: state.progress ?? null,
    rejectReason: row?.rejectReason ?? null,
  };
}
