import { zEmpty } from '../common.ts';
import { FILE_RESPONSE, defineEndpoint } from '../endpoint.ts';
import { zLeaderDigest, zLeaderDigestUnsubscribeQuery } from '../leader-digest.ts';
import { z } from '../zod.ts';

/** The weekly digest for leaders: each leader's own switch, and the e-mail's unsubscribe link. */
export const leaderDigestEndpoints = {
  findMyLeaderDigest: defineEndpoint({
    method: 'POST',
    path: '/leaderDigest/findMine',
    access: 'leader',
    // Every leader may have it: what it carries follows their role's permissions.
    permission: 'any',
    summary: 'Whether I get the weekly digest e-mail (off unless I turned it on)',
    request: z.optional(zEmpty),
    response: zLeaderDigest,
  }),
  setMyLeaderDigest: defineEndpoint({
    method: 'POST',
    path: '/leaderDigest/setMine',
    access: 'leader',
    permission: 'any',
    summary: "Turn my weekly digest e-mail on or off: the week's figures in what my role may see, at a fixed day and hour",
    request: zLeaderDigest,
    response: zLeaderDigest,
  }),
  unsubscribe: defineEndpoint({
    method: 'GET',
    path: '/leaderDigest/unsubscribe/:token',
    // The signed token is the permission: the link is opened from the e-mail, signed out.
    access: 'public',
    summary: "The digest e-mail's unsubscribe link: a page asking to confirm, then (confirm=yes) the digest is off",
    request: zLeaderDigestUnsubscribeQuery,
    response: FILE_RESPONSE,
    params: z.object({ token: z.string().check(z.maxLength(2000)) }),
  }),
};
