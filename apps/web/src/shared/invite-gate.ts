import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { toast } from './feedback';
import { LOGIN_PATH } from './paths';
import { useSession } from './session';

export const INVITE_FRIENDS_PATH = '/m/inviteFriends';
/** The promotion the invite needs (SPEC §2 member centre "Invite friends"). */
export const REFERRAL_PROMOTION = 'REFERRAL';
/** SPEC §8: contact_service shows for 2 s. */
const CONTACT_SERVICE_MS = 2000;
/** A list fetched this recently is used as it is. */
const FRESH_MS = 30_000;

/**
 * SPEC §2's rule for every invite entry (member centre tile, footer, home side button): a guest
 * goes to login; while the merchant's REFERRAL promotion does not run the member is told to
 * contact customer service (contact_service, 2 s); otherwise /m/inviteFriends. The promotions'
 * list (and zod with it) loads on the first tap, so the frame's first load stays as it is.
 */
export function useInviteGate(): (event?: { preventDefault: () => void }) => void {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const { t } = useTranslation('common');
  const isMember = useSession() !== undefined;
  return (event) => {
    event?.preventDefault();
    if (!isMember) return void navigate(LOGIN_PATH);
    void (async () => {
      const { runningKinds, runningPromotionsQueryOptions } = await import('./running-promotions');
      const list = await queryClient
        .query({ ...runningPromotionsQueryOptions(true), staleTime: FRESH_MS })
        .catch(() => undefined);
      if (runningKinds(list).has(REFERRAL_PROMOTION)) void navigate(INVITE_FRIENDS_PATH);
      else toast.message(t('contact_service'), CONTACT_SERVICE_MS);
    })();
  };
}
