import { FILE_RESPONSE, defineEndpoint } from '../endpoint.ts';
import { z } from '../zod.ts';

export const downloadEndpoints = {
  download: defineEndpoint({
    method: 'GET',
    path: '/downloads/:token',
    // The signed token is the permission: a new tab carries no bearer header.
    access: 'public',
    summary: 'Download an export through its short-lived signed link',
    request: z.object({}),
    response: FILE_RESPONSE,
    params: z.object({ token: z.string().check(z.maxLength(2000)) }),
  }),
};
