import { zShareDetailsRequest } from '@voyce/contracts/workspace';
import { defineRoute, type RouteDef } from '../../http/routes.ts';
import type { ShareService } from './share.service.ts';

export function shareRoutes(svc: ShareService): RouteDef[] {
  return [
    defineRoute({
      method: 'POST',
      url: '/shareDetails',
      access: 'leader',
      input: zShareDetailsRequest,
      summary: 'E-mail a summary of a topic to addresses; answers sentCount and failedEmails',
      handler: (b, ctx) => svc.shareDetails(ctx.auth!, b),
    }),
  ];
}
