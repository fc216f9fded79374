import type { ReferralFriend } from '@app/contracts';
import { parseLanguage } from '@app/contracts/zod-free';
import { useTranslation } from 'react-i18next';
import { siteDateFormat } from '@/shared/format';
import { useMoney } from '@/shared/money';
import { LoadMorePages } from '@/shared/ui/load-more';
import { NoData } from '@/shared/ui/no-data';
import { QueryState } from '@/shared/ui/query-state';
import { useReferralFriends } from '../api/get-referral-friends';
import { InviteCard } from './invite-card';

/** The friends the member invited, newest first, with where each one stands; more as it nears the end. */
export function InviteFriendsList() {
  const { t } = useTranslation('referral');
  const friends = useReferralFriends();
  return (
    <InviteCard
      titleId="invite-friends-title"
      title={
        <>
          {t('friends.title')}
          {friends.data && friends.data.total > 0 && (
            <span className="invite-count">{friends.data.total}</span>
          )}
        </>
      }
    >
      <QueryState
        query={friends}
        isEmpty={(view) => view.list.length === 0}
        skeletonRows={3}
        empty={<NoData note={t('friends.empty')} noteClass="invite-empty" />}
      >
        {(view) => (
          <>
            <ul className="invite-friends">
              {view.list.map((friend, index) => (
                <FriendRow key={`${friend.account}-${friend.joinedAt}-${index}`} friend={friend} />
              ))}
            </ul>
            <LoadMorePages pages={friends} />
          </>
        )}
      </QueryState>
    </InviteCard>
  );
}

/** A short date on the site's calendar, whatever the phone's zone: 24 Nob 2026 / Nov 24, 2026. */
const joinedDate = siteDateFormat({ year: 'numeric', month: 'short', day: 'numeric' });

function FriendRow({ friend }: { friend: ReferralFriend }) {
  const { t, i18n } = useTranslation('referral');
  const { money } = useMoney();
  const status =
    friend.rewardAmount !== null
      ? { kind: 'rewarded', text: t('friends.rewarded', { amount: money(friend.rewardAmount) }) }
      : friend.hasDeposited
        ? { kind: 'deposited', text: t('friends.deposited') }
        : { kind: 'waiting', text: t('friends.waiting') };
  return (
    <li className="invite-friend" data-testid="invite-friend">
      <span className="invite-avatar" aria-hidden="true">
        {friend.account.slice(0, 1).toUpperCase()}
      </span>
      <span className="invite-friend-main">
        <strong className="invite-friend-name">{friend.account}</strong>
        <time dateTime={new Date(friend.joinedAt).toISOString()}>
          {t('friends.joined', {
            date: joinedDate(friend.joinedAt, parseLanguage(i18n.language)),
          })}
        </time>
      </span>
      <span className={`invite-status is-${status.kind}`}>{status.text}</span>
    </li>
  );
}
