import { describe, expect, it } from 'vitest';
import '../../i18n/workspace-strings';
import { translate } from '../../i18n/translate';
import { activityText } from './activity-text';

describe("the timeline's activity sentence", () => {
  it('names the recipients of a delegation: people by name, typed e-mails as typed', () => {
    const recipients = [
      { name: 'Safety Lead', email: 'safety@example.com' },
      { name: 'Crew Member', email: 'crew@example.com' },
      { email: 'Outside.Advisor@Example.com' },
    ];
    expect(activityText(translate, { actionType: 'delegate', recipients }, 'Lee Leader')).toBe(
      'Lee Leader delegated the insight to Safety Lead, Crew Member and Outside.Advisor@Example.com',
    );
    expect(activityText(translate, { actionType: 'delegate', recipients: [{ email: 'a@example.com' }] }, 'Lee Leader')).toBe(
      'Lee Leader delegated the insight to a@example.com',
    );
  });

  it('keeps the old sentence for delegations recorded without recipients', () => {
    expect(activityText(translate, { actionType: 'delegate' }, 'Lee Leader')).toBe('Lee Leader delegated the insight');
    expect(activityText(translate, { actionType: 'delegate', recipients: [] }, 'Lee Leader')).toBe('Lee Leader delegated the insight');
  });

  it('says the other steps as before', () => {
    expect(activityText(translate, { actionType: 'close' }, 'Lee Leader')).toBe('Lee Leader closed the insight');
  });
});
