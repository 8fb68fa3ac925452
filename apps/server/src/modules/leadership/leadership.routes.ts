import {
  LEADERSHIP_MSG,
  zCreateLeadershipTeamMemberRequest,
  zDeleteLeadershipTeamMemberRequest,
  zUpdateLeadershipTeamMemberRequest,
} from '@voyce/contracts/leadership';
import { defineRoute, WithMessage, type RouteDef } from '../../http/routes.ts';
import type { LeadershipService } from './leadership.service.ts';

/** Spec 2 §7 (the find call is /findLeadershipTeamMembers, in organizations). */
export function leadershipRoutes(svc: LeadershipService): RouteDef[] {
  return [
    defineRoute({
      method: 'POST',
      url: '/createLeadershipTeamMember',
      access: 'leader',
      input: zCreateLeadershipTeamMemberRequest,
      summary: 'Add a leadership team member (emergency contact) with their violence/crime/threat flags',
      handler: async (b, ctx) => new WithMessage(await svc.create(ctx.auth!, b.entity), LEADERSHIP_MSG.saved),
    }),
    defineRoute({
      method: 'POST',
      url: '/updateLeadershipTeamMember',
      access: 'leader',
      input: zUpdateLeadershipTeamMemberRequest,
      summary: 'Change a leadership team member (name, e-mail, flags)',
      handler: async (b, ctx) => new WithMessage(await svc.update(ctx.auth!, b.entity.id, b.entity), LEADERSHIP_MSG.saved),
    }),
    defineRoute({
      method: 'POST',
      url: '/deleteLeadershipTeamMember',
      access: 'leader',
      input: zDeleteLeadershipTeamMemberRequest,
      summary: 'Remove a leadership team member',
      handler: async (b, ctx) => new WithMessage(await svc.remove(ctx.auth!, b.filter.id), LEADERSHIP_MSG.deleted),
    }),
  ];
}
