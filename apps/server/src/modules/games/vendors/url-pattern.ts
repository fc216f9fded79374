import { newToken } from '@/lib/tokens.js';
import type { LaunchRequest, VendorAdapter } from './adapter.js';

/** Fills `{name}` placeholders of a vendor's launch URL, each value URL-encoded. */
export function fillPattern(pattern: string, values: Record<string, string>): string {
  return pattern.replace(/\{(\w+)\}/g, (whole, name: string) =>
    Object.hasOwn(values, name) ? encodeURIComponent(values[name] ?? '') : whole,
  );
}

/** Appends query parameters to a URL, after any it already has. */
export function withQuery(url: string, params: Record<string, string>): string {
  const parsed = new URL(url);
  for (const [name, value] of Object.entries(params)) parsed.searchParams.set(name, value);
  return parsed.toString();
}

/** The values a vendor's launch URL pattern may name. */
export function patternValues(request: LaunchRequest, gameId: string): Record<string, string> {
  return {
    gameId,
    // A fresh opaque ticket per launch, never the member's session token. A real vendor
    // integration registers it with the vendor's player-session API in its own adapter.
    token: newToken(),
    lang: request.language,
    device: request.device,
    backUrl: request.backUrl,
    currency: 'PHP',
    roomId: request.roomId ?? '',
  };
}

/**
 * Third-party vendors: the launch URL is the vendor row's pattern (game_vendors.launch_url,
 * e.g. https://play.<vendor>.example/launch?game={gameId}&token={token}…) filled in. A hot
 * match's room goes where the pattern names {roomId}, else as a `roomId` parameter.
 */
export const urlPatternAdapter: VendorAdapter = {
  launch(request) {
    const gameId = request.game?.gameId ?? 'lobby';
    const pattern = request.vendor.launchUrl;
    const url = fillPattern(pattern, patternValues(request, gameId));
    return request.roomId && !pattern.includes('{roomId}')
      ? withQuery(url, { roomId: request.roomId })
      : url;
  },
};
