import type { SubmissionActivity } from '@voyce/contracts/workspace';
import type { TFunction } from '../../i18n/translate';
import { conjunctionList } from '../../lib/list-format';

const list = conjunctionList('en-GB');

/**
 * The timeline's sentence for one activity step, `who` being whoever acted. A delegation names
 * its recipients as the leader chose them ("Sam Lead delegated the insight to Safety Lead, Crew
 * Member and c@example.com"); one recorded before recipients were kept says only that it happened.
 */
export function activityText(t: TFunction, activity: Pick<SubmissionActivity, 'actionType' | 'recipients'>, who: string): string {
  if (activity.actionType === 'delegate' && activity.recipients?.length) {
    const recipients = list(activity.recipients.map((r) => r.name || r.email));
    return t('workspace.detail.activity.delegateTo', { who, recipients });
  }
  return t(`workspace.detail.activity.${activity.actionType}`, { who });
}
