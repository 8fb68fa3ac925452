import { WORKSPACE_MSG, zFindDelegateEmailsRequest, zSendToLeadershipRequest } from '@voyce/contracts/workspace';
import { defineRoute, WithMessage, type RouteDef } from '../../http/routes.ts';
import type { DelegationService } from './delegation.service.ts';

export function delegationRoutes(svc: DelegationService): RouteDef[] {
  return [
    defineRoute({
      method: 'POST',
      url: '/sendSubmissionToLeadershipTeamMember',
      access: 'leader',
      input: zSendToLeadershipRequest,
      summary: 'Delegate insights: one e-mail per recipient with the note and the insight text, never the author',
      handler: async (b, ctx) => new WithMessage(await svc.send(ctx.auth!, b), WORKSPACE_MSG.sent),
    }),
    defineRoute({
      method: 'POST',
      url: '/findDelegateEmails',
      access: 'leader',
      input: zFindDelegateEmailsRequest,
      summary: 'Recipient options (leadership team members and organisation users) matching a search, best first',
      handler: (b, ctx) => svc.findDelegateEmails(ctx.auth!, b.filter.search),
    }),
  ];
}
