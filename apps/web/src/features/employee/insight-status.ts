import type { MySubmission } from '@voyce/contracts/employee';
import { isReceived } from '../../api/employee';

export { isReceived };

/** What the employee is told: 'Received' until the pipeline has filed the insight (the lists poll meanwhile). */
export type InsightStatus = 'received' | 'open' | 'closed';

export function insightStatus(submission: Pick<MySubmission, 'stage' | 'status'>): InsightStatus {
  if (isReceived(submission)) return 'received';
  return submission.status === 'closed' || submission.stage === 'closed' ? 'closed' : 'open';
}
