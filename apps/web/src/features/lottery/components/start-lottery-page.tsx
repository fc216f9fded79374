import { LOTTERY_LOBBY_ROUTE } from '@app/contracts';
import { Navigate, useLocation } from 'react-router';

/** /m/startLottery: opens the lottery lobby (with the prize mode it was given, if any). */
export function StartLotteryPage() {
  const { search } = useLocation();
  return <Navigate to={`${LOTTERY_LOBBY_ROUTE}${search}`} replace />;
}
