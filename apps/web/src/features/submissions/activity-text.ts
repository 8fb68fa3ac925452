import type { SubmissionActivity } from '@voyce/contracts/workspace';
import type { TFunction } from '../../i18n/translate';

// Created on first use, not as the module loads: a page's first Intl formatter loads the locale
// data, 20-45 ms in Chromium, and this module loads with pages that never list anything (issue 20).
let listFormat: Intl.ListFormat | undefined;
const list = {
  format: (items: string[]) => (listFormat ??= new Intl.ListFormat('en-GB', { style: 'long', type: 'conjunction' })).format(items),
};

/**
 * The timeline's sentence for one activity step, `who` being whoever acted. A delegation names
 * its recipients as the leader chose them ("Sam Lead delegated the insight to Safety Lead, Crew
 * Member and c@example.com"); one recorded before recipients were kept says only that it happened.
 */
export function activityText(t: TFunction, activity: Pick<SubmissionActivity, 'actionType' | 'recipients'>, who: string): string {
  if (activity.actionType === 'delegate' && activity.recipients?.length) {
    const recipients = list.format(activity.recipients.map((r) => r.name || r.email));
    return t('workspace.detail.activity.delegateTo', { who, recipients });
  }
  return t(`workspace.detail.activity.${activity.actionType}`, { who });
}
