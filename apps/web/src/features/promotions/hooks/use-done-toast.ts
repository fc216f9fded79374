import type { PromotionItem } from '@app/contracts';
import { useTranslation } from 'react-i18next';
import { toast } from '@/shared/feedback';
import { useMoney } from '@/shared/money';

/** The toast after a join or a claim went through: paid (how much), under review, or joined. */
export function useDoneToast() {
  const { t } = useTranslation('promotions');
  const { money } = useMoney();
  return (after: PromotionItem) =>
    toast.success(
      after.label === 'Claimed' || after.label === 'signed'
        ? t('done.paid', { amount: money(after.amount ?? 0) })
        : t(`done.${after.label === 'Applying' ? 'applying' : 'joined'}`),
    );
}
