import { employeeEndpoints } from '@voyce/contracts/endpoints/employee';
import { IDEMPOTENCY_KEY_HEADER } from '@voyce/contracts/employee';
import { defineRoute, WithMessage, type RouteDef } from '../../http/routes.ts';
import { idempotencyKeyOf, type EmployeeService } from './employee.service.ts';

/** MyVoyce: every call is the signed-in employee acting on their own insights. */
export function employeeRoutes(svc: EmployeeService): RouteDef[] {
  return [
    defineRoute(employeeEndpoints.submitInsight, async (b, ctx) => {
      const idempotencyKey = idempotencyKeyOf(ctx.request.headers[IDEMPOTENCY_KEY_HEADER], b.idempotencyKey);
      return new WithMessage(
        await svc.submitInsight(ctx.auth, b.body, null, undefined, { idempotencyKey, aboutDepartmentId: b.aboutDepartmentId }),
        'Your insight was sent anonymously.',
      );
    }),
    defineRoute(employeeEndpoints.findInsightDepartments, (_b, ctx) => svc.findInsightDepartments(ctx.auth)),
    defineRoute(employeeEndpoints.findMySubmissions, (_b, ctx) => svc.findMySubmissions(ctx.auth)),
    defineRoute(employeeEndpoints.findMySubmissionMessages, (b, ctx) => svc.findMySubmissionMessages(ctx.auth, b.submissionId)),
    defineRoute(employeeEndpoints.replyAsEmployee, (b, ctx) => svc.replyAsEmployee(ctx.auth, b.submissionId, b.body)),
    defineRoute(employeeEndpoints.respondToUnmaskRequest, (b, ctx) => svc.respondToUnmaskRequest(ctx.auth, b.submissionId, b.accept)),
    defineRoute(employeeEndpoints.findMyReminder, (_b, ctx) => svc.findMyReminder(ctx.auth)),
    defineRoute(employeeEndpoints.setMyReminder, (b, ctx) => svc.setMyReminder(ctx.auth, b.on)),
  ];
}
