import { userEndpoints } from '@voyce/contracts/endpoints/users';
import { SETTINGS_MSG } from '@voyce/contracts/settings';
import { defineRoute, WithMessage, type RouteDef } from '../../http/routes.ts';
import type { InvitesService } from './invites.service.ts';

export function invitesRoutes(svc: InvitesService): RouteDef[] {
  return [
    defineRoute(
      userEndpoints.massInvite,
      async (b, ctx) =>
        new WithMessage(
          await svc.massInvite(
            ctx.auth,
            b.map((i) => ({ email: i.businessEmail, language: i.language })),
          ),
          SETTINGS_MSG.inviteSent,
        ),
    ),
  ];
}
