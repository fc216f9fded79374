import { z } from 'zod';
import { SerialId } from './ids.js';
import { relaysFor } from './relay.js';
import { SETTLED_FIELDS } from './pages.js';
import { Instant, Minor } from './units.js';

/**
 * Promotions (SPEC §2 /m/activity, /m/activityInfo; §4 labels; §7 MCSFE_getAvailablePromotions).
 * A merchant runs promotions of a kind: FIRST_DEPOSIT (a percent of the member's first approved
 * deposit after joining, up to a cap), DAILY_CHECKIN (a fixed bonus once per Philippine day),
 * MISSION (a daily mission: bet `target` minor units in a Philippine day, then claim `fixedAmount`
 * once that day; no join needed) and REFERRAL (joined for show: its `fixedAmount` is what each
 * invited friend's first deposit grants in the reward centre, see referral.ts). Every bonus is paid from house_promotions and must
 * be bet `turnoverMultiplier` times before withdrawing.
 */
export const PROMOTION_KINDS = ['FIRST_DEPOSIT', 'DAILY_CHECKIN', 'REFERRAL', 'MISSION'] as const;
export const PromotionKind = z.enum(PROMOTION_KINDS);
export type PromotionKind = z.infer<typeof PromotionKind>;

/** SPEC §4's labels, as the wire carries them. */
export const PROMOTION_LABELS = [
  'Join',
  'Claim',
  'Applying',
  'Close',
  'Rejected',
  'Issued',
  'Claimed',
  'Process',
  'Joined',
  'signed',
  'coming soon',
] as const;
export const PromotionLabel = z.enum(PROMOTION_LABELS);
export type PromotionLabel = z.infer<typeof PromotionLabel>;

export const PROMOTION_PATHS = {
  /** POST { id }: join a promotion (PromotionActionResult). */
  join: '/wps/member/promotion/join',
  /** POST { id, comment? }: claim its bonus (PromotionClaimInput → PromotionActionResult). */
  claim: '/wps/member/promotion/claim',
} as const;

/** A promotion's (or a claim's) id in a body or a path. */
export const PromotionId = SerialId;

export const PromotionItem = z.object({
  id: z.number().int(),
  code: z.string(),
  kind: PromotionKind,
  /** In the request's language; the body is operator-written HTML (sanitise before showing). */
  title: z.string(),
  body: z.string(),
  startAt: Instant,
  endAt: Instant.nullable(),
  /** FIRST_DEPOSIT: basis points of the deposit (10,000 is 100 %), up to `cap` minor units. */
  percentBp: z.number().int(),
  cap: Minor,
  /** DAILY_CHECKIN, MISSION, REFERRAL: the fixed bonus, minor units. */
  fixedAmount: Minor,
  /** MISSION: the turnover to bet in a Philippine day, minor units (0 for other kinds). */
  target: z.number().int(),
  /** MISSION, for a member: what they have bet today (stakes less refunds); null otherwise. */
  progress: z.number().int().nullable(),
  turnoverMultiplier: z.number().int(),
  needsApproval: z.boolean(),
  /** The member's label; guests get 'Join', 'coming soon' or 'Close'. */
  label: PromotionLabel,
  /**
   * The bonus for the member: claimable, waiting or paid, or being earned (a mission in Process,
   * its fixed bonus); null when there is none yet (before joining, before a first deposit).
   */
  amount: Minor.nullable(),
  rejectReason: z.string().nullable(),
});
export type PromotionItem = z.infer<typeof PromotionItem>;

/** GET /wps/relay/MCSFE_getAvailablePromotions: the merchant's enabled promotions, in order. */
export const availablePromotionsRelay = relaysFor({ auth: 'optional' }).get(
  'MCSFE_getAvailablePromotions',
  z.object({}),
  z.object({ list: z.array(PromotionItem) }),
);

export const PromotionActionInput = z.object({ id: PromotionId });
export type PromotionActionInput = z.infer<typeof PromotionActionInput>;

/**
 * SPEC §5/§9 "activity comment 140 characters": the member's optional note to the staff with a
 * claim that waits for the operator's approval. Counted in code points (an emoji is one) after
 * trimming, with line breaks made LF (a CR LF counts once).
 */
export const PROMOTION_COMMENT_MAX_LENGTH = 140;

/** Control characters but the line break, and bidirectional overrides/isolates. */
const COMMENT_CONTROL_CHARS = /(?!\n)[\p{Cc}\u202a-\u202e\u2066-\u2069]/u;

/** The comment as stored: line breaks made LF, trimmed. */
const normalComment = (raw: string) => raw.replace(/\r\n?/g, '\n').trim();

const SURROGATE_PAIR = /[\uD800-\uDBFF][\uDC00-\uDFFF]/g;
/** Code points, as PostgreSQL's char_length counts them. */
const codePoints = (value: string) => value.replace(SURROGATE_PAIR, '_').length;

/** The length the limit counts, of a comment as typed (what the web's counter shows). */
export const promotionCommentLength = (raw: string): number => codePoints(normalComment(raw));

export type PromotionCommentCheck =
  | { ok: true; comment: string | null }
  | { ok: false; code: 'promotion.comment.length' | 'text.control.chars' };

/** The comment as stored (null when absent or blank), or why it is refused. */
export function checkPromotionComment(raw: string | undefined): PromotionCommentCheck {
  const comment = normalComment(raw ?? '');
  if (COMMENT_CONTROL_CHARS.test(comment)) return { ok: false, code: 'text.control.chars' };
  if (codePoints(comment) > PROMOTION_COMMENT_MAX_LENGTH) {
    return { ok: false, code: 'promotion.comment.length' };
  }
  return { ok: true, comment: comment === '' ? null : comment };
}

/** A claim's `comment` on the wire; a refusal names its code (errors.ts issueErrorCode). */
export const PromotionComment = z.string().transform((raw, context) => {
  const checked = checkPromotionComment(raw);
  if (checked.ok) return checked.comment;
  context.addIssue({ code: 'custom', params: { code: checked.code } });
  return z.NEVER;
});

/** POST …/promotion/claim: the promotion, and the comment sent with an application. */
export const PromotionClaimInput = PromotionActionInput.extend({
  comment: PromotionComment.optional(),
});
export type PromotionClaimInput = z.input<typeof PromotionClaimInput>;

/** replayed: the call changed nothing (joined or paid already). */
export const PromotionActionResult = z.object({ promotion: PromotionItem, ...SETTLED_FIELDS });
export type PromotionActionResult = z.infer<typeof PromotionActionResult>;
