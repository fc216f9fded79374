import type { JWTVerifyGetKey } from 'jose';
import { and, eq, lt } from 'drizzle-orm';
import type { DbOrTx } from '@/db/client.js';
import { memberIdentities, spentIdTokens } from '@/db/schema/index.js';
import { AppError } from '@/lib/app-error.js';
import { hashToken } from '@/lib/tokens.js';
import type { MerchantSnapshot } from '@/modules/merchant/index.js';
import { verifyIdToken, type FirebaseUser } from './id-token.js';

/** The issuer of identities signed in through the merchant's Firebase project. */
const FIREBASE = 'firebase';

/** The sign-in methods of Firebase a merchant turns on, by their white-label flag (SPEC §6). */
const PROVIDER_FLAGS: Readonly<Record<string, 'GOOGLELOGIN3' | 'FACEBOOKLOGIN3'>> = {
  'google.com': 'GOOGLELOGIN3',
  'facebook.com': 'FACEBOOKLOGIN3',
};

/** A verified token: its user, and the token itself (spent when it signs someone in). */
export type FirebaseSignIn = { user: FirebaseUser; token: string };

/**
 * Google and Facebook sign-in through the merchant's Firebase project (SPEC §2, §3 type
 * 'firebase'): a token is verified against the project the merchant configured, a Firebase user
 * names at most one member, and a token signs in or registers once.
 */
export function createFirebaseIdentities({
  db,
  keys,
  now = () => new Date(),
}: {
  db: DbOrTx;
  keys: JWTVerifyGetKey;
  now?: () => Date;
}) {
  return {
    /**
     * The token's user; refused when the merchant has no Firebase app, the token is bad, or the
     * user signed in by a method the merchant's flags do not offer (GOOGLELOGIN3, FACEBOOKLOGIN3).
     */
    async verify(merchant: MerchantSnapshot, token: string | undefined): Promise<FirebaseSignIn> {
      const project = merchant.settings.firebase?.projectId;
      if (!project) throw new AppError('firebase.unavailable');
      if (!token) throw new AppError('firebase.token.invalid', { field: 'firebaseIdToken' });
      const user = await verifyIdToken(token, project, keys, now());
      const flag = PROVIDER_FLAGS[user.signInProvider];
      if (!flag || merchant.flags[flag] !== true) throw new AppError('firebase.unavailable');
      return { user, token };
    },

    /** The member a Firebase user signs in as, if one was registered with it. */
    async memberOf(merchantId: number, uid: string): Promise<number | undefined> {
      const [row] = await db
        .select({ memberId: memberIdentities.memberId })
        .from(memberIdentities)
        .where(
          and(
            eq(memberIdentities.merchantId, merchantId),
            eq(memberIdentities.issuer, FIREBASE),
            eq(memberIdentities.subject, uid),
          ),
        );
      return row?.memberId;
    },

    /**
     * Spends the token (within `tx`, it is undone with the registration): a token sent again is
     * refused until it expires, when it is refused as expired and forgotten here.
     */
    async spend({ user, token }: FirebaseSignIn, tx: DbOrTx = db): Promise<void> {
      await tx.delete(spentIdTokens).where(lt(spentIdTokens.expiresAt, now()));
      const spent = await tx
        .insert(spentIdTokens)
        .values({ tokenHash: hashToken(token), expiresAt: new Date(user.expiresAt) })
        .onConflictDoNothing()
        .returning({ tokenHash: spentIdTokens.tokenHash });
      if (spent.length === 0) throw new AppError('firebase.token.used');
    },

    /** Names `memberId` as the Firebase user's member (with `tx`, the member's creation). */
    async link(tx: DbOrTx, merchantId: number, { user }: FirebaseSignIn, memberId: number) {
      const linked = await tx
        .insert(memberIdentities)
        .values({
          merchantId,
          issuer: FIREBASE,
          subject: user.uid,
          memberId,
          signInProvider: user.signInProvider,
        })
        .onConflictDoNothing()
        .returning({ memberId: memberIdentities.memberId });
      if (linked.length === 0) throw new AppError('firebase.already.registered');
    },
  };
}

export type FirebaseIdentities = ReturnType<typeof createFirebaseIdentities>;
