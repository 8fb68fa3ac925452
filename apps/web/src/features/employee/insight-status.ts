import type { MySubmission } from '@voyce/contracts/employee';

/** What the employee is told: 'Received' until the pipeline has filed the insight. */
export type InsightStatus = 'received' | 'open' | 'closed';

export function isReceived(submission: Pick<MySubmission, 'stage'>): boolean {
  return submission.stage === 'submitted' || submission.stage === 'processing';
}

export function insightStatus(submission: Pick<MySubmission, 'stage' | 'status'>): InsightStatus {
  if (isReceived(submission)) return 'received';
  return submission.status === 'closed' || submission.stage === 'closed' ? 'closed' : 'open';
}
