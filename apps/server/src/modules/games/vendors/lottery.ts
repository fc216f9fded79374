import { LOTTERY_LOBBY_ROUTE, LOTTERY_LOBBY_VENDORS, lotteryBetPath } from '@app/contracts';
import type { VendorAdapter } from './adapter.js';
import { fillPattern, patternValues, withQuery } from './url-pattern.js';

/** The path, query and fragment of one of this site's absolute URLs. */
const pathOf = (url: string) => {
  const parsed = new URL(url);
  return `${parsed.pathname}${parsed.search}${parsed.hash}`;
};

/**
 * Lottery vendors (SPEC §7): TCG_LOTTO_VN and TCG_SEA open as lottery at gameCode lobby, at the
 * vendor. LOTT and ELOTT are played on this site (modules/lottery): a game's betting page
 * (/m/lottery/bet/<gameCode>) or, without a game, the lottery lobby (/m/lottery), with the prize
 * mode, the one play type asked for (if any) and the path to go back to.
 */
export const lotteryAdapter: VendorAdapter = {
  launch(request) {
    const { vendor, lotto } = request;
    if (LOTTERY_LOBBY_VENDORS.includes(vendor.vassalage)) {
      const url = fillPattern(vendor.launchUrl, patternValues(request, 'lobby'));
      return withQuery(url, { gameCode: 'lobby', lottoArea: 'VN' });
    }
    const code = lotto?.lottoGameCode ?? request.game?.gameId ?? '';
    const query = new URLSearchParams({ prizeMode: lotto?.lottoPrizeMode ?? 'LOTT' });
    if (code && lotto?.playType) query.set('playType', lotto.playType);
    query.set('backUrl', pathOf(request.backUrl));
    return `${code ? lotteryBetPath(code) : LOTTERY_LOBBY_ROUTE}?${query.toString()}`;
  },
};
