import { PROMOTION_PATHS, PromotionActionResult } from '@app/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/shared/api-client';
import { useApplyBalance } from '@/shared/money';
import { promotionsKey } from './get-promotions';

export type PromotionAction = 'join' | 'claim';

export type PromotionActionRequest = {
  action: PromotionAction;
  id: number;
  /** A claim waiting for approval: the member's note to the staff (contracts PromotionComment). */
  comment?: string;
};

/** POST /wps/member/promotion/join | claim: joining twice or claiming twice pays once. */
export const actOnPromotion = ({ action, id, comment }: PromotionActionRequest) =>
  api.post(PROMOTION_PATHS[action], PromotionActionResult, {
    body: comment === undefined ? { id } : { id, comment },
  });

export function usePromotionAction() {
  const queryClient = useQueryClient();
  const applyBalance = useApplyBalance();
  return useMutation({
    mutationFn: actOnPromotion,
    onSuccess: (result) => {
      applyBalance(result.balance);
      void queryClient.invalidateQueries({ queryKey: promotionsKey(true) });
    },
    onError: () => void queryClient.invalidateQueries({ queryKey: promotionsKey(true) }),
  });
}
