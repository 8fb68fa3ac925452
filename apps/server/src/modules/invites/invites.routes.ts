import { SETTINGS_MSG, zMassInviteRequest } from '@voyce/contracts/settings';
import { defineRoute, WithMessage, type RouteDef } from '../../http/routes.ts';
import type { InvitesService } from './invites.service.ts';

export function invitesRoutes(svc: InvitesService): RouteDef[] {
  return [
    defineRoute({
      method: 'POST',
      url: '/massInvite',
      access: 'leader',
      input: zMassInviteRequest,
      summary: 'Invite employees by e-mail ([{role:"employee", businessEmail, organizationId}]); each gets a registration link',
      handler: async (b, ctx) =>
        new WithMessage(
          await svc.massInvite(
            ctx.auth!,
            b.map((i) => i.businessEmail),
          ),
          SETTINGS_MSG.inviteSent,
        ),
    }),
  ];
}
