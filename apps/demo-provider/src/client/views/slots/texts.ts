import type { Shell } from '../../shell.js';

/** The words of the five-line, cascade and fish views (TY: Taglish as players talk; EN). */
const TEXTS = {
  TY: {
    line: 'Linya',
    lines: '10 linya',
    linesRule:
      'Bayad × taya kada linya (taya ÷ 10), mula kaliwa simula sa unang reel. Wild ang Araw: pamalit sa lahat at may sarili ring bayad.',
    inRow: 'Sunod-sunod',
    way: 'way',
    ways: 'ways',
    reels: 'reels',
    cascade: 'Cascade',
    cascadeRule:
      'Ang taya ay 20 coins. Panalo ang hiyas na nasa magkakatabing reel mula sa una (243 ways); ang bayad ay coins kada way. Sasabog ang mga nanalo, babagsak ang iba at may bagong hiyas na papalit, tuloy-tuloy habang may panalo.',
    multipliersRule: 'Multiplier kada grid:',
    lastRepeats: 'inuulit ang huli',
    wildRule: 'Pamalit sa lahat ng hiyas · reels 2–4 lang',
    coinsPerWay: 'Reels (coins kada way)',
    fishHint: 'I-tap ang isda para bumaril',
    fishRule:
      'Bawat bala ay taya sa isdang tinamaan. Kapag nahuli, panalo ang taya × multiplier. Mas mataas ang multiplier, mas mahirap hulihin, pero pareho ang RTP kahit alin ang tirahin mo.',
    bullet: 'Bala',
    miss: 'Sablay!',
    pond: 'Pond ng isda: i-tap ang isda para bumaril',
  },
  EN: {
    line: 'Line',
    lines: '10 lines',
    linesRule:
      'Pays × line bet (stake ÷ 10), left to right from the first reel. The Sun is wild: it stands in for every symbol and pays on its own too.',
    inRow: 'In a row',
    way: 'way',
    ways: 'ways',
    reels: 'reels',
    cascade: 'Cascade',
    cascadeRule:
      'The stake is 20 coins. A gem pays when it lands on adjacent reels from the first (243 ways), in coins per way. Winners burst, the rest fall and new gems drop in, again and again while there is a win.',
    multipliersRule: 'Multiplier by grid:',
    lastRepeats: 'the last repeats',
    wildRule: 'Stands in for every gem · reels 2–4 only',
    coinsPerWay: 'Reels (coins per way)',
    fishHint: 'Tap a fish to fire',
    fishRule:
      'Every bullet is a bet on the fish it hits. A catch pays the stake × its multiplier. The higher the multiplier, the harder the catch, but the RTP is the same whichever fish you aim at.',
    bullet: 'Bullet',
    miss: 'Missed!',
    pond: 'Fish pond: tap a fish to fire',
  },
} as const;

export type SlotTexts = (typeof TEXTS)['EN'] | (typeof TEXTS)['TY'];

/** The view's words in the session's language. */
export const slotTexts = (shell: Shell): SlotTexts => TEXTS[shell.info.language];

/** A paytable entry's name in the session's language. */
export const nameOf = (shell: Shell, names: { ty: string; en: string }) =>
  shell.info.language === 'EN' ? names.en : names.ty;
