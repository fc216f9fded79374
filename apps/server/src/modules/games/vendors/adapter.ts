import type { Language, PrizeMode } from '@app/contracts';
import type { CatalogueGame, CatalogueVendor } from '../catalogue.js';

/** The lottery parameters of a launch (SPEC §7). */
export type LottoOptions = {
  lottoArea: 'VN';
  launchMode: 'LOTT';
  lottoPrizeMode: PrizeMode;
  /** The lottery game's code; '' opens the vendor's lobby. */
  lottoGameCode: string;
  lottoView: 'betting' | 'lobby';
  /** The one play type the betting page offers (SPEC §2 /m/launchGame playType); both if unset. */
  playType?: 'trad' | 'ent' | undefined;
};

/** What a vendor is asked to open. */
export type LaunchRequest = {
  member: { memberId: number; account: string; merchantCode: string; trial: boolean };
  vendor: CatalogueVendor;
  /** The game; undefined when a lottery vendor's lobby is asked for. */
  game: CatalogueGame | undefined;
  language: Language;
  device: 'MOBILE' | 'OTHERS';
  /** Absolute URL of this site the game returns to. */
  backUrl: string;
  lotto: LottoOptions | undefined;
  /** A hot match's room the vendor opens the game at; undefined for none. */
  roomId?: string | undefined;
};

/**
 * One vendor integration: `launch(member, game, options) → gameUrl` (ARCHITECTURE "Games and
 * lottery"). A real vendor's API (its player session call, wallet handshake) plugs in here, as
 * an adapter of its own chosen by vendorAdapter(); the others stay as they are.
 */
export type VendorAdapter = {
  launch(request: LaunchRequest): string | Promise<string>;
};

/**
 * The launch of game providers that play on the members' wallets (modules/providers): whether a
 * provider plays the vendor's games now, read at each launch, so linking a vendor to a provider
 * needs no cache to be refreshed.
 */
export type SeamlessAdapter = VendorAdapter & {
  plays(vendorCode: string): Promise<boolean>;
};
