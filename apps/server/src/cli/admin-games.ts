import {
  isGameType,
  type GameType,
  type OperatorGame,
  type OperatorGameSwitch,
  type OperatorVendor,
} from '@app/contracts';
import type { OperatorClient } from './operator-client.js';

/** `games …` commands of the admin CLI. */
export type GamesCommand =
  | { kind: 'games-list'; vendor: string | undefined }
  | { kind: 'games-set'; nodeId: string; change: OperatorGameSwitch }
  | { kind: 'games-set-vendor'; vendor: string; enabled: boolean }
  | { kind: 'games-order-vendors'; gameType: GameType; vendors: string[] }
  | { kind: 'games-order-games'; vendor: string; nodeIds: string[] };

export const GAMES_USAGE = `  games list                        the vendors: on/off, order, how many games
  games list VENDOR                 a vendor's games: node id, on/off, hot, new, name
  games set NODEID on|off|hot|not-hot|new|not-new
                                    switch a game off or on, or mark it hot or new
  games set vendor VENDOR on|off    switch a vendor (and with it all its games)
  games order TYPE VENDOR…          a category's vendors (TYPE: SLOTS, LIVE, …), first first
  games order VENDOR NODEID…        a vendor's games: these first, in this order`;

const CHANGES: Record<string, OperatorGameSwitch> = {
  on: { enabled: true },
  off: { enabled: false },
  hot: { isHot: true },
  'not-hot': { isHot: false },
  new: { isNew: true },
  'not-new': { isNew: false },
};
const VENDOR = /^[A-Za-z0-9_]{1,32}$/;
const NODE_ID = /^\d{1,12}$/;

export function gamesCommand(rest: readonly string[]): GamesCommand | string {
  const [verb, ...args] = rest;
  const [first, second, ...more] = args;
  if (verb === 'list' && args.length <= 1 && (first === undefined || VENDOR.test(first))) {
    return { kind: 'games-list', vendor: first };
  }
  if (verb === 'set' && first === 'vendor' && second && VENDOR.test(second) && more.length === 1) {
    const enabled = more[0] === 'on' ? true : more[0] === 'off' ? false : undefined;
    if (enabled === undefined) return 'games set vendor takes a vendor code, then on or off';
    return { kind: 'games-set-vendor', vendor: second, enabled };
  }
  if (verb === 'set' && first && NODE_ID.test(first) && second && more.length === 0) {
    const change = CHANGES[second];
    if (!change) return `games set ${first} takes ${Object.keys(CHANGES).join(', ')}`;
    return { kind: 'games-set', nodeId: first, change };
  }
  if (verb === 'order' && first && args.length >= 2) {
    const rest = args.slice(1);
    if (isGameType(first) && rest.every((code) => VENDOR.test(code))) {
      return { kind: 'games-order-vendors', gameType: first, vendors: rest };
    }
    if (VENDOR.test(first) && rest.every((id) => NODE_ID.test(id))) {
      return { kind: 'games-order-games', vendor: first, nodeIds: rest };
    }
  }
  return `Wrong arguments for games ${verb ?? ''}`.trimEnd();
}

const onOff = (on: boolean) => (on ? 'on' : 'off');

export function formatVendors(vendors: readonly OperatorVendor[]): string {
  return [
    'Vendors (code · category · on/off · games · name), in lobby order:',
    ...vendors.map(
      (v) =>
        `  ${v.vassalage.padEnd(14)}${v.gameType.padEnd(11)}${onOff(v.enabled).padEnd(5)}${String(v.games).padEnd(5)}${v.displayName}`,
    ),
  ].join('\n');
}

export function formatGames(vendor: string, games: readonly OperatorGame[]): string {
  if (games.length === 0) return `No games of ${vendor}.`;
  return [
    `Games of ${vendor} (${games.length}), node id · on/off · flags · min bet · name, in order:`,
    ...games.map((game) => {
      const flags = [game.isHot ? 'hot' : '', game.isNew ? 'new' : ''].filter(Boolean).join(',');
      return `  #${game.nodeId.padEnd(6)}${onOff(game.enabled).padEnd(5)}${flags.padEnd(9)}${game.minBet.toFixed(2).padEnd(6)}${game.gameName}`;
    }),
  ].join('\n');
}

function describeGame(game: OperatorGame): string {
  const flags = [game.isHot && 'hot', game.isNew && 'new'].filter(Boolean).join(', ');
  return `#${game.nodeId} ${game.gameName} (${game.vassalage}) is now ${onOff(game.enabled)}${flags ? `, ${flags}` : ''}.`;
}

export async function runGamesCommand(
  command: GamesCommand,
  client: OperatorClient,
  merchant: string,
): Promise<string> {
  switch (command.kind) {
    case 'games-list':
      return command.vendor === undefined
        ? formatVendors(await client.gameVendors(merchant))
        : formatGames(command.vendor, await client.games(merchant, command.vendor));
    case 'games-set':
      return describeGame(await client.setGame(merchant, command.nodeId, command.change));
    case 'games-set-vendor': {
      const vendor = await client.setGameVendor(merchant, command.vendor, command.enabled);
      return `Vendor ${vendor.vassalage} (${vendor.displayName}) is now ${onOff(vendor.enabled)}.`;
    }
    case 'games-order-vendors':
      await client.orderGames(merchant, { gameType: command.gameType, vendors: command.vendors });
      return `${command.gameType} vendors now start with ${command.vendors.join(', ')}.`;
    case 'games-order-games':
      await client.orderGames(merchant, { vendor: command.vendor, nodeIds: command.nodeIds });
      return `${command.vendor} games now start with #${command.nodeIds.join(', #')}.`;
  }
}
