import { zEmpty } from '@voyce/contracts/common';
import {
  IDEMPOTENCY_KEY_HEADER,
  zReplyAsEmployeeRequest,
  zRespondToUnmaskRequest,
  zSubmissionIdRequest,
  zSubmitInsightRequest,
} from '@voyce/contracts/employee';
import { defineRoute, WithMessage, type RouteDef } from '../../http/routes.ts';
import { idempotencyKeyOf, type EmployeeService } from './employee.service.ts';

/** MyVoyce: every call is the signed-in employee acting on their own insights. */
export function employeeRoutes(svc: EmployeeService): RouteDef[] {
  return [
    defineRoute({
      method: 'POST',
      url: '/employee/submitInsight',
      access: 'employee',
      input: zSubmitInsightRequest,
      summary:
        'Send an anonymous insight; an optional idempotency key (Idempotency-Key header or idempotencyKey) makes a retry answer the first send; an optional aboutDepartmentId (never one of your own departments) files it under that department',
      handler: async (b, ctx) => {
        const idempotencyKey = idempotencyKeyOf(ctx.request.headers[IDEMPOTENCY_KEY_HEADER], b.idempotencyKey);
        return new WithMessage(
          await svc.submitInsight(ctx.auth!, b.body, null, undefined, { idempotencyKey, aboutDepartmentId: b.aboutDepartmentId }),
          'Your insight was sent anonymously.',
        );
      },
    }),
    defineRoute({
      method: 'POST',
      url: '/employee/findInsightDepartments',
      access: 'employee',
      input: zEmpty.optional(),
      summary: "The departments an insight may be about: the organisation's, except your own (ids and names)",
      handler: (_b, ctx) => svc.findInsightDepartments(ctx.auth!),
    }),
    defineRoute({
      method: 'POST',
      url: '/employee/findMySubmissions',
      access: 'employee',
      input: zEmpty.optional(),
      summary: 'My insights with their status',
      handler: (_b, ctx) => svc.findMySubmissions(ctx.auth!),
    }),
    defineRoute({
      method: 'POST',
      url: '/employee/findMySubmissionMessages',
      access: 'employee',
      input: zSubmissionIdRequest,
      summary: 'One of my insights and its conversation',
      handler: (b, ctx) => svc.findMySubmissionMessages(ctx.auth!, b.submissionId),
    }),
    defineRoute({
      method: 'POST',
      url: '/employee/replyAsEmployee',
      access: 'employee',
      input: zReplyAsEmployeeRequest,
      summary: "Answer the leaders' reply, still anonymously",
      handler: (b, ctx) => svc.replyAsEmployee(ctx.auth!, b.submissionId, b.body),
    }),
    defineRoute({
      method: 'POST',
      url: '/employee/respondToUnmaskRequest',
      access: 'employee',
      input: zRespondToUnmaskRequest,
      summary: 'Accept (show my name and e-mail) or decline a reveal request',
      handler: (b, ctx) => svc.respondToUnmaskRequest(ctx.auth!, b.submissionId, b.accept),
    }),
  ];
}
