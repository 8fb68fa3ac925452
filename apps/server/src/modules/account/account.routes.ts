import { authEndpoints } from '@voyce/contracts/endpoints/auth';
import { SETTINGS_MSG } from '@voyce/contracts/settings';
import { defineRoute, WithMessage, type RouteDef } from '../../http/routes.ts';
import type { AccountService } from './account.service.ts';

/** Any signed-in member manages their own account. */
export function accountRoutes(svc: AccountService, rateLimit: { max: number; timeWindow: number }): RouteDef[] {
  return [
    defineRoute(
      authEndpoints.updatePassword,
      async (b, ctx) => new WithMessage(await svc.updatePassword(ctx.auth, b.userData), SETTINGS_MSG.updateUserPasswordSuccess),
      { rateLimit },
    ),
    defineRoute(
      authEndpoints.updateUserDetails,
      async (b, ctx) => new WithMessage(await svc.updateDetails(ctx.auth, b.entity), SETTINGS_MSG.updateUserDetailsSuccess),
    ),
    defineRoute(authEndpoints.setLanguage, (b, ctx) => svc.setLanguage(ctx.auth, b.language)),
  ];
}
