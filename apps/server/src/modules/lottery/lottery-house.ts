import { isTrialType } from '@app/contracts';
import type { HouseKind } from '../wallet/index.js';

/**
 * The house side of lottery bets. A free-trial account's play money wins and loses against its
 * own house accounts; each kind is spread over HOUSE_SHARDS accounts by member, so concurrent bets
 * of different members do not all queue on one row lock.
 */
export const HOUSE_SHARDS = 8;
export const houseKindOf = (memberId: number, memberType: number): HouseKind =>
  `${isTrialType(memberType) ? 'house_lottery_trial' : 'house_lottery'}_${memberId % HOUSE_SHARDS}`;
