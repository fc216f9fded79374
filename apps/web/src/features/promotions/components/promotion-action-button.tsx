import type { PromotionItem, PromotionLabel } from '@app/contracts';
import Button from 'antd-mobile/es/components/button';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { toast } from '@/shared/feedback';
import { useSession } from '@/shared/session';
import { usePromotionAction, type PromotionAction } from '../api/promotion-action';
import { useDoneToast } from '../hooks/use-done-toast';
import { ClaimSheet } from './claim-sheet';

/** The labels a member can act on, and what the tap does. */
const ACTIONS: Partial<Record<PromotionLabel, PromotionAction>> = { Join: 'join', Claim: 'claim' };

/** i18n key of a label ('coming soon' has a space). */
export const labelKey = (label: PromotionLabel) => `labels.${label.replace(' ', '_')}`;

/**
 * The member's label as a button: Join and Claim act (a guest's Join opens the login), the
 * others are a state shown on a disabled button. A claim the staff approve opens a sheet first,
 * where the member may add a note for them.
 */
export function PromotionActionButton({ promotion }: { promotion: PromotionItem }) {
  const { t } = useTranslation('promotions');
  const navigate = useNavigate();
  const isMember = useSession() !== undefined;
  const act = usePromotionAction();
  const done = useDoneToast();
  const [isSheetOpen, setSheetOpen] = useState(false);
  const action = ACTIONS[promotion.label];
  const isApplication = action === 'claim' && promotion.needsApproval;

  function handleTap() {
    if (!action) return;
    if (!isMember) {
      void navigate('/m/login');
      return;
    }
    if (isApplication) {
      setSheetOpen(true);
      return;
    }
    act.mutate(
      { action, id: promotion.id },
      {
        onSuccess: ({ promotion: after }) => done(after),
        onError: (error) => toast.message(error.message),
      },
    );
  }

  return (
    <>
      <Button
        className={`promo-action is-${promotion.label.replace(' ', '-').toLowerCase()}`}
        color={action ? 'primary' : 'default'}
        shape="rounded"
        size="small"
        disabled={!action}
        loading={act.isPending}
        onClick={handleTap}
      >
        {promotion.kind === 'MISSION' && promotion.label === 'Process'
          ? t('labels.in_progress')
          : t(labelKey(promotion.label))}
      </Button>
      {isApplication && isMember && (
        <ClaimSheet promotion={promotion} open={isSheetOpen} onClose={() => setSheetOpen(false)} />
      )}
    </>
  );
}
