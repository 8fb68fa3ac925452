import type { SubmissionActivity, SubmissionMessage } from '@voyce/contracts/workspace';
import type * as repo from './timeline.repository.ts';

type MessageRow = Awaited<ReturnType<typeof repo.listMessages>>[number];
type ActivityRow = Awaited<ReturnType<typeof repo.listActivity>>[number];

export const leaderName = (first: string | null, last: string | null): string | null => [first, last].filter(Boolean).join(' ') || null;

export const serializeMessage = ({ m, firstName, lastName, email }: MessageRow): SubmissionMessage => ({
  id: m.id,
  submissionId: m.submissionId,
  organizationId: m.organizationId,
  body: m.body,
  subject: m.subject,
  stage: m.stage,
  userId: m.createdBy === 'leader' ? m.userId : null,
  createdBy: m.createdBy,
  createdAt: m.createdAt.toISOString(),
  seq: m.seq,
  fromUser: m.createdBy === 'leader' && email ? { firstName, lastName, businessEmail: email } : null,
});

/** A delegation's recipients as the leader chose them; absent on rows recorded before they were kept. */
const recipientsOf = (a: ActivityRow['a']): Pick<SubmissionActivity, 'recipients'> =>
  a.actionType === 'delegate' && a.detail?.recipients
    ? { recipients: a.detail.recipients.map(({ name, email }) => (name ? { name, email } : { email })) }
    : {};

export const serializeActivity = ({ a, firstName, lastName }: ActivityRow): SubmissionActivity => ({
  id: a.id,
  submissionId: a.submissionId,
  submissionMessageId: a.submissionMessageId,
  organizationId: a.organizationId,
  actionType: a.actionType,
  userId: a.createdBy === 'leader' ? a.userId : null,
  createdBy: a.createdBy,
  createdAt: a.createdAt.toISOString(),
  seq: a.seq,
  userName: a.createdBy === 'leader' ? leaderName(firstName, lastName) : null,
  ...recipientsOf(a),
});
