import { SETTINGS_MSG, zUpdatePasswordRequest, zUpdateUserDetailsRequest } from '@voyce/contracts/settings';
import { defineRoute, WithMessage, type RouteDef } from '../../http/routes.ts';
import type { AccountService } from './account.service.ts';

/** Any signed-in member manages their own account. */
export function accountRoutes(svc: AccountService, rateLimit: { max: number; timeWindow: number }): RouteDef[] {
  return [
    defineRoute({
      method: 'POST',
      url: '/updateUser/password',
      access: 'member',
      rateLimit,
      input: zUpdatePasswordRequest,
      summary: 'Change my password (current + new); ends my other sessions',
      handler: async (b, ctx) => new WithMessage(await svc.updatePassword(ctx.auth!, b.userData), SETTINGS_MSG.updateUserPasswordSuccess),
    }),
    defineRoute({
      method: 'PATCH',
      url: '/updateUser/details',
      access: 'member',
      input: zUpdateUserDetailsRequest,
      summary: 'Change my first and last name (e-mail and username are read-only)',
      handler: async (b, ctx) => new WithMessage(await svc.updateDetails(ctx.auth!, b.entity), SETTINGS_MSG.updateUserDetailsSuccess),
    }),
  ];
}
