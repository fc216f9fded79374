import {
  isTrialType,
  LOTTERY_ROUTE_VENDORS,
  prizeModeOf,
  type LaunchGame,
  type Language,
  type PrizeMode,
} from '@app/contracts';
import { AppError } from '@/lib/app-error.js';
import { gameKey, type CatalogueGame, type CatalogueSnapshot } from './catalogue.js';
import { vassGameTypeOf } from './catalogue.views.js';
import type { GamesRepository } from './games.repository.js';
import { vendorAdapter, type LottoOptions, type SeamlessAdapter } from './vendors/index.js';

export type LaunchInput = {
  vendor?: string | undefined;
  gameId?: string | undefined;
  nodeId?: string | undefined;
  roomId?: string | undefined;
  lottoPrizeMode?: PrizeMode | undefined;
  lottoGameCode?: string | undefined;
  playType?: 'trad' | 'ent' | undefined;
  device: 'MOBILE' | 'OTHERS';
  /** Absolute: this site's origin and the asked path. */
  backUrl: string;
  language: Language;
};

export type Launcher = {
  memberId: number;
  account: string;
  type: number;
  merchantCode: string;
};

/** The game a launch names, by node id or by vendor and game id. */
function findGame(snapshot: CatalogueSnapshot, input: LaunchInput): CatalogueGame | undefined {
  if (input.nodeId !== undefined) return snapshot.gameById.get(Number(input.nodeId));
  if (input.vendor !== undefined && input.gameId !== undefined) {
    return snapshot.gameByVendorId.get(gameKey(input.vendor, input.gameId));
  }
  return undefined;
}

const isRouteVendor = (code: string) => LOTTERY_ROUTE_VENDORS.includes(code);

/**
 * A lottery game played on this site: the game of the LOTT or ELOTT vendor in the catalogue with
 * this code, the named vendor's first.
 */
const playedHere = (snapshot: CatalogueSnapshot, vendor: string, gameCode: string) =>
  [vendor, ...LOTTERY_ROUTE_VENDORS]
    .map((code) => snapshot.gameByVendorId.get(gameKey(code, gameCode)))
    .find((game) => game !== undefined);

/**
 * GET /wps/game/launchGame: the vendor's adapter makes the game URL, and the game becomes the
 * member's most recent one. Unknown or switched-off vendors and games are refused by code.
 */
/** The first of a vendor's games that plays, in the catalogue's order. */
const firstGameOf = (snapshot: CatalogueSnapshot, vendorCode: string) =>
  snapshot.games.find((game) => game.vendorCode === vendorCode && game.item.supportPlay);

export function createLaunchService({
  repo,
  assertMayPlay,
  seamless,
}: {
  repo: GamesRepository;
  /** Refuses a member on a break from play (responsible gaming). */
  assertMayPlay: (memberId: number) => Promise<void>;
  /** Opens the games of vendors a game provider plays on the members' wallets (modules/providers). */
  seamless?: SeamlessAdapter | undefined;
}) {
  return {
    async launch(
      snapshot: CatalogueSnapshot,
      member: Launcher,
      input: LaunchInput,
    ): Promise<LaunchGame> {
      const game = findGame(snapshot, input);
      if (input.nodeId !== undefined && !game) {
        throw new AppError('game.not.found', { field: 'nodeId' });
      }
      const code = input.vendor ?? game?.vendorCode;
      const vendor = code === undefined ? undefined : snapshot.vendorByCode.get(code);
      if (!vendor) throw new AppError('vendor.not.found', { field: 'vendor' });
      // A lottery vendor opens at its lobby when no game of it is named.
      const isLobby =
        vendor.gameType === 'LOTTERY' &&
        input.nodeId === undefined &&
        (input.gameId === undefined || input.gameId === 'lobby');
      if (!isLobby && (!game || game.vendorCode !== vendor.vassalage || !game.item.supportPlay)) {
        throw new AppError('game.not.found', {
          field: input.nodeId === undefined ? 'gameId' : 'nodeId',
        });
      }
      const chosen = isLobby ? undefined : game;
      let lotto: LottoOptions | undefined;
      // The game that becomes the member's most recent: a LOTT / ELOTT game named by its lottery
      // code (its betting page opens) counts as much as one named by node or game id.
      let played = chosen;
      if (vendor.gameType === 'LOTTERY') {
        const lottoGameCode = input.lottoGameCode ?? chosen?.gameId ?? '';
        if (isRouteVendor(vendor.vassalage) && lottoGameCode) {
          const here = playedHere(snapshot, vendor.vassalage, lottoGameCode);
          if (!here) throw new AppError('game.not.found', { field: 'lottoGameCode' });
          played ??= here;
        }
        lotto = {
          lottoArea: 'VN',
          launchMode: 'LOTT',
          lottoPrizeMode:
            input.lottoPrizeMode ?? prizeModeOf(vassGameTypeOf(snapshot, 'EN').mapping),
          lottoGameCode,
          lottoView: lottoGameCode ? 'betting' : 'lobby',
          playType: input.playType,
        };
      }
      await assertMayPlay(member.memberId);
      const provided = seamless !== undefined && (await seamless.plays(vendor.vassalage));
      const adapter = provided ? seamless : vendorAdapter(vendor);
      // A provider opens games, not lobbies: a lottery vendor's lobby opens at its first game.
      const opened = provided && isLobby ? firstGameOf(snapshot, vendor.vassalage) : chosen;
      if (provided && !opened) throw new AppError('game.not.found', { field: 'gameId' });
      const gameUrl = await adapter.launch({
        member: {
          memberId: member.memberId,
          account: member.account,
          merchantCode: member.merchantCode,
          trial: isTrialType(member.type),
        },
        vendor,
        game: opened,
        language: input.language,
        device: input.device,
        backUrl: input.backUrl,
        lotto,
        roomId: input.roomId,
      });
      if (played) await repo.touchRecent(member.memberId, played.id);
      return { gameUrl };
    },
  };
}

export type LaunchService = ReturnType<typeof createLaunchService>;
