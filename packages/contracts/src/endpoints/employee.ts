import { z } from '../zod.ts';
import { zEmpty } from '../common.ts';
import {
  zFindInsightDepartmentsResponse,
  zFindMySubmissionMessagesResponse,
  zFindMySubmissionsResponse,
  zMyReminder,
  zReplyAsEmployeeRequest,
  zReplyAsEmployeeResponse,
  zRespondToUnmaskRequest,
  zRespondToUnmaskResponse,
  zSubmissionIdRequest,
  zSubmitInsightRequest,
  zSubmitInsightResponse,
} from '../employee.ts';
import { defineEndpoint } from '../endpoint.ts';

export const employeeEndpoints = {
  submitInsight: defineEndpoint({
    method: 'POST',
    path: '/employee/submitInsight',
    access: 'employee',
    summary:
      'Send an anonymous insight; an optional idempotency key (Idempotency-Key header or idempotencyKey) makes a retry answer the first send; an optional aboutDepartmentId (never one of your own departments) files it under that department',
    request: zSubmitInsightRequest,
    response: zSubmitInsightResponse,
  }),
  findInsightDepartments: defineEndpoint({
    method: 'POST',
    path: '/employee/findInsightDepartments',
    access: 'employee',
    summary: "The departments an insight may be about: the organisation's, except your own (ids and names)",
    request: z.optional(zEmpty),
    response: zFindInsightDepartmentsResponse,
  }),
  findMySubmissions: defineEndpoint({
    method: 'POST',
    path: '/employee/findMySubmissions',
    access: 'employee',
    summary: 'My insights with their status',
    request: z.optional(zEmpty),
    response: zFindMySubmissionsResponse,
  }),
  findMySubmissionMessages: defineEndpoint({
    method: 'POST',
    path: '/employee/findMySubmissionMessages',
    access: 'employee',
    summary: 'One of my insights and its conversation',
    request: zSubmissionIdRequest,
    response: zFindMySubmissionMessagesResponse,
  }),
  replyAsEmployee: defineEndpoint({
    method: 'POST',
    path: '/employee/replyAsEmployee',
    access: 'employee',
    summary: "Answer the leaders' reply, still anonymously",
    request: zReplyAsEmployeeRequest,
    response: zReplyAsEmployeeResponse,
  }),
  respondToUnmaskRequest: defineEndpoint({
    method: 'POST',
    path: '/employee/respondToUnmaskRequest',
    access: 'employee',
    summary: 'Accept (show my name and e-mail) or decline a reveal request',
    request: zRespondToUnmaskRequest,
    response: zRespondToUnmaskResponse,
  }),
  findMyReminder: defineEndpoint({
    method: 'POST',
    path: '/employee/findMyReminder',
    access: 'employee',
    summary: 'Whether I get the weekly "Check MyVoyce" e-mail (on unless I turned it off)',
    request: z.optional(zEmpty),
    response: zMyReminder,
  }),
  setMyReminder: defineEndpoint({
    method: 'POST',
    path: '/employee/setMyReminder',
    access: 'employee',
    summary:
      'Turn the weekly "Check MyVoyce" e-mail on or off. It goes to every employee who has it on, with the same text, news or none; it applies from the next weekly send',
    request: zMyReminder,
    response: zMyReminder,
  }),
};
