import { z } from './zod.ts';

/**
 * The weekly digest for leaders: an e-mail at a fixed day and hour with the
 * week's figures in what the leader's role may see, off until the leader turns it on in My
 * Account. Its unsubscribe link turns it off without signing in.
 */
export const zLeaderDigest = z.strictObject({ on: z.boolean({ error: 'Say on (true) or off (false)' }) });
export type LeaderDigest = z.infer<typeof zLeaderDigest>;

/** The unsubscribe link's confirmation step: the link shows a page; its button adds confirm=yes. */
export const zLeaderDigestUnsubscribeQuery = z.strictObject({ confirm: z.optional(z.literal('yes')) });

/** Wording of the unsubscribe pages (the link is opened in a browser tab, signed out). */
export const LEADER_DIGEST_MSG = {
  confirmTitle: 'Stop the weekly digest?',
  confirmText: 'You will no longer get the weekly Voyce digest at this address. You can turn it back on in My Account.',
  confirmButton: 'Unsubscribe',
  doneTitle: 'You are unsubscribed',
  doneText: 'You will no longer get the weekly Voyce digest. To get it again, turn it on in My Account.',
  invalidTitle: 'This unsubscribe link does not work',
  invalidText: 'It may be incomplete or too old. Sign in to Voyce and turn the weekly digest off in My Account.',
} as const;
