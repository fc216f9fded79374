import { LAUNCH_TOKEN_TTL_MS } from '@app/contracts';
import type { Db } from '@/db/client.js';
import { AppError } from '@/lib/app-error.js';
import { hashToken, newToken } from '@/lib/tokens.js';
import { fillPattern, type LaunchRequest, type SeamlessAdapter } from '../games/index.js';
import { createProvidersRepository } from './providers.repository.js';

/**
 * Opens a provider's game: a one-time launch token (stored as its SHA-256, bound to the member,
 * the game and the merchant, alive LAUNCH_TOKEN_TTL_MS) goes into the provider's launch URL; the
 * provider trades it for the player by the authenticate callback. Never the session token.
 * A free-trial account plays with its play money only where the provider allows it.
 */
export function createSeamlessLaunch({
  db,
  now = () => new Date(),
}: {
  db: Db;
  now?: () => Date;
}): SeamlessAdapter {
  return {
    plays: async (vendorCode) =>
      (await createProvidersRepository(db).providerOfVendor(vendorCode)) !== undefined,

    async launch(request: LaunchRequest): Promise<string> {
      const repo = createProvidersRepository(db);
      const provider = await repo.providerOfVendor(request.vendor.vassalage);
      if (!provider?.enabled) throw new AppError('vendor.not.found', { field: 'vendor' });
      if (request.member.trial && !provider.allowsTrial) throw new AppError('free_reject');
      const { game } = request;
      if (!game) throw new AppError('game.not.found', { field: 'gameId' });
      const player = await repo.player(request.member.memberId);
      if (!player) throw new AppError('login.not.session');
      const token = newToken();
      await repo.insertSession({
        merchantId: player.merchantId,
        memberId: player.memberId,
        providerCode: provider.code,
        gameId: game.id,
        language: request.language,
        launchHash: hashToken(token),
        launchExpiresAt: new Date(now().getTime() + LAUNCH_TOKEN_TTL_MS),
      });
      const url = fillPattern(provider.launchUrl, {
        token,
        gameId: game.gameId,
        gameType: game.gameType,
        gameName: game.item.gameName,
        lang: request.language,
        currency: player.currency,
        device: request.device,
        backUrl: request.backUrl,
      });
      // A provider served beside the site names a path: it opens on this site's origin.
      const absolute = new URL(url, request.backUrl);
      // A hot match's room, for a provider that opens its games at one.
      if (request.roomId) absolute.searchParams.set('room', request.roomId);
      return absolute.toString();
    },
  };
}
