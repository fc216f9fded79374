/**
 * Word lists the demo catalogue's game names are drawn from (demo-games.ts), deterministically:
 * the same names on every fresh start, reading like a real lobby.
 */

/** A small deterministic generator (mulberry32), seeded per vendor. */
export function randomOf(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
  };
}

export const pick = <T>(random: () => number, items: readonly T[]): T => {
  const item = items[Math.floor(random() * items.length)];
  if (item === undefined) throw new Error('pick from an empty list');
  return item;
};

export const SLOT_ADJECTIVES = [
  'Golden',
  'Lucky',
  'Mystic',
  'Royal',
  'Wild',
  'Fortune',
  'Jade',
  'Crimson',
  'Sapphire',
  'Emerald',
  'Thunder',
  'Blazing',
  'Sacred',
  'Ancient',
  'Midnight',
  'Sunny',
  'Silver',
  'Cosmic',
  'Diamond',
  'Imperial',
  'Fiery',
  'Frozen',
  'Hidden',
  'Magic',
  'Neon',
  'Pearl',
  'Island',
  'Tropical',
  'Mighty',
  'Radiant',
];
export const SLOT_NOUNS = [
  'Dragon',
  'Tiger',
  'Phoenix',
  'Panda',
  'Koi',
  'Carabao',
  'Mango',
  'Jeepney',
  'Volcano',
  'Treasure',
  'Pharaoh',
  'Samurai',
  'Pirate',
  'Mermaid',
  'Lion',
  'Eagle',
  'Gems',
  'Fruits',
  'Temple',
  'Galleon',
  'Jungle',
  'Empress',
  'Warrior',
  'Lantern',
  'Orchid',
  'Sampaguita',
  'Monkey',
  'Ox',
  'Rooster',
  'Crown',
  'Vault',
  'Riches',
  'Coins',
  'Lotus',
  'Festival',
];
export const SLOT_SUFFIXES = [
  '',
  '',
  '',
  'Megaways',
  'Deluxe',
  'Rush',
  'Link',
  'Hold & Win',
  'Gold',
  'Bonanza',
  'Blitz',
  'Fortunes',
  'Jackpots',
  '2',
  'Reloaded',
];
export const SLOT_PLACES = [
  'Boracay',
  'Palawan',
  'Olympus',
  'Atlantis',
  'the Nile',
  'Shangri-La',
  'El Dorado',
  'Mindanao',
  'the Orient',
  'Cebu',
  'the Aztecs',
  'Avalon',
  'Luzon',
  'the Seven Seas',
];

export const FISH_ADJECTIVES = [
  'Ocean',
  'Deep Sea',
  'Golden',
  'Mega',
  'Royal',
  'Crazy',
  'Lucky',
  'Thunder',
  'Coral',
  'Abyss',
  'Tidal',
  'Dragon',
];
export const FISH_NOUNS = [
  'Shark',
  'Whale',
  'Octopus',
  'Kraken',
  'Lobster',
  'Turtle',
  'Marlin',
  'Squid',
  'Toad',
  'Crab',
  'Manta',
  'Tuna',
];
export const FISH_SUFFIXES = ['Hunter', 'Fishing', 'King', 'Bounty', 'Blast', 'Legend', 'Party'];

export const LIVE_TABLES: readonly [string, string][] = [
  ['Baccarat', 'baccarat'],
  ['Speed Baccarat', 'baccarat'],
  ['No Commission Baccarat', 'baccarat'],
  ['Squeeze Baccarat', 'baccarat'],
  ['Roulette', 'roulette'],
  ['Auto Roulette', 'roulette'],
  ['Lightning Roulette', 'roulette'],
  ['Blackjack', 'blackjack'],
  ['Infinite Blackjack', 'blackjack'],
  ['Sic Bo', 'sicbo'],
  ['Super Sic Bo', 'sicbo'],
  ['Dragon Tiger', 'dragontiger'],
  ['Color Game', 'gameshow'],
  ['Wheel of Fortune', 'gameshow'],
  ['Fan Tan', 'gameshow'],
];
export const LIVE_ROOMS = [
  'Manila',
  'Cebu',
  'Davao',
  'Makati',
  'Pearl',
  'Jade',
  'VIP',
  'Prestige',
  'Salon Privé',
  'Iloilo',
  'Baguio',
];

export const CARD_GAMES: readonly [string, string][] = [
  ['Tongits', 'tongits'],
  ['Tongits Go', 'tongits'],
  ['Pusoy', 'pusoy'],
  ['Pusoy Dos', 'pusoy'],
  ['Lucky 9', 'lucky9'],
  ['Texas Hold’em', 'poker'],
  ['Omaha Poker', 'poker'],
  ['Teen Patti', 'table'],
  ['Rummy', 'table'],
  ['Blackjack', 'table'],
  ['Pai Gow', 'table'],
  ['Sakla', 'table'],
];
export const CARD_VARIANTS = [
  '',
  'Classic',
  'Turbo',
  'Royale',
  'Plus',
  'Club',
  'Masters',
  'Fiesta',
  'Express',
  'Showdown',
];

/** Lottery games per lottery vendor: [gameCode, name, classification]. */
export const LOTTERY_GAMES: Record<string, readonly [string, string, string][]> = {
  TCG_LOTTO_VN: [
    ['MBAC', 'Miền Bắc Lotto', 'lotto'],
    ['MNAM', 'Miền Nam Lotto', 'lotto'],
    ['MTRU', 'Miền Trung Lotto', 'lotto'],
    ['HN45S', 'Hà Nội VIP 45s', 'fast'],
    ['SG1M', 'Sài Gòn 1 Minute', 'fast'],
    ['VN3D', 'Vietnam 3D', 'digits'],
    ['VN4D', 'Vietnam 4D', 'digits'],
    ['VNK5', 'Vietnam Keno 5', 'fast'],
  ],
  TCG_SEA: [
    ['THLOT', 'Thai Lotto', 'lotto'],
    ['LALOT', 'Lao Lotto', 'lotto'],
    ['MY4D', 'Malaysia 4D', 'digits'],
    ['SG4D', 'Singapore 4D', 'digits'],
    ['SEA5M', 'SEA Quick 5 Minutes', 'fast'],
    ['SEA3M', 'SEA Keno 3 Minutes', 'fast'],
    ['KH5D', 'Angkor 5D', 'digits'],
    ['ID4D', 'Jakarta 4D', 'digits'],
  ],
  // Played on this site (modules/lottery): the demo's lottery games (seed/demo-lottery.ts).
  LOTT: [
    ['VNNORTH', 'Vietnam North (Miền Bắc)', 'lotto'],
    ['VNCENTRAL', 'Vietnam Central (Miền Trung)', 'lotto'],
    ['VNSOUTH', 'Vietnam South (Miền Nam)', 'lotto'],
  ],
  ELOTT: [
    ['SPD1', 'Speed 5D · 1 Minute', 'fast'],
    ['SPD3', 'Speed 5D · 3 Minutes', 'fast'],
    ['SPD5', 'Speed 5D · 5 Minutes', 'fast'],
  ],
};
