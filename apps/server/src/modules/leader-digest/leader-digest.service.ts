import type { Db } from '../../db/client.ts';
import type { AuthContext } from '../../http/auth-context.ts';
import { createTokenSigner } from '../../lib/signed-token.ts';
import { findDigest, setDigest } from './leader-digest.repository.ts';

/** An unsubscribe link works for a year: an old digest in someone's inbox must still stop the next. */
const UNSUBSCRIBE_DAYS = 365;

/** The digest's unsubscribe links: signed (SECRET_KEY, this purpose only), naming one membership. */
export function unsubscribeSigner(secretKey: string) {
  const signer = createTokenSigner(secretKey, 'voyce:leader-digest-unsubscribe:v1');
  return {
    sign: (organizationId: string, userId: string, now: Date) =>
      signer.sign({ o: organizationId, u: userId }, new Date(now.getTime() + UNSUBSCRIBE_DAYS * 86_400_000)),
    verify: (token: string, now: Date): { organizationId: string; userId: string } | null => {
      const claims = signer.verify(token, now);
      if (!claims || typeof claims.o !== 'string' || typeof claims.u !== 'string') return null;
      return { organizationId: claims.o, userId: claims.u };
    },
  };
}

export type UnsubscribeOutcome = 'confirm' | 'done' | 'invalid';

/** Each leader's weekly digest switch (My Account) and the e-mail's unsubscribe link. */
export function createLeaderDigestService(deps: { db: Db; secretKey: string }) {
  const { db } = deps;
  const links = unsubscribeSigner(deps.secretKey);
  return {
    async findMine(auth: AuthContext) {
      return { on: await findDigest(db, auth.organizationId, auth.userId) };
    },
    async setMine(auth: AuthContext, on: boolean) {
      return { on: await setDigest(db, auth.organizationId, auth.userId, on) };
    },
    /**
     * Opening the link only asks (mail scanners open links); its button (confirm) turns the
     * digest off, without signing in. Again and again: the same answer, nothing else changes.
     */
    async unsubscribe(token: string, confirm: boolean, now = new Date()): Promise<UnsubscribeOutcome> {
      const who = links.verify(token, now);
      if (!who) return 'invalid';
      if (!confirm) return 'confirm';
      await setDigest(db, who.organizationId, who.userId, false);
      return 'done';
    },
  };
}
export type LeaderDigestService = ReturnType<typeof createLeaderDigestService>;
