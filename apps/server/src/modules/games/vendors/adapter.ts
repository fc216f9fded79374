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
};

/**
 * One vendor integration: `launch(member, game, options) → gameUrl` (ARCHITECTURE "Games and
 * lottery"). A real vendor's API (its player session call, wallet handshake) plugs in here, as
 * an adapter of its own chosen by vendorAdapter(); the others stay as they are.
 */
export type VendorAdapter = {
  launch(request: LaunchRequest): string | Promise<string>;
};
