import { zCreatePasswordForm, zLoginForm, zRegistrationForm } from '@voyce/contracts/auth';
import { MSG } from '@voyce/contracts/messages';
import { REACHOUT_MSG } from '@voyce/contracts/reachouts';
import { reportRangeProblem } from '@voyce/contracts/reports';
import { parseInviteEmails, SETTINGS_MSG, topicWordError, zGoalsList } from '@voyce/contracts/settings';
import { STRUCTURE_ERRORS } from '@voyce/contracts/structure';
import { checkCsvFile, zImportForm } from '@voyce/contracts/user-import';
import { USERS_MSG } from '@voyce/contracts/user-messages';
import { zBlyndspotUserForm, zUserForm } from '@voyce/contracts/user-writes';
import { describe, expect, it } from 'vitest';
import type { z } from '@voyce/contracts/zod';
import en from './locales/en/app.json';
import workspace from './locales/en/workspace.json';
import '../test/i18n';
import './workspace-strings';
import { translate as t } from './translate';

/**
 * The messages of spec 1 §5, §8 and spec 2 §5, §8 that only the web says (form checks, fallbacks
 * when a failed call carries no message, empty states, successes), read verbatim from the
 * string files and the form schemas the screens use. The ones the server says are read from
 * its answers in apps/server/test/spec-contract.
 */

const messages = (schema: z.ZodMiniType, value: unknown) => (schema.safeParse(value).error?.issues ?? []).map((i) => i.message);

describe('spec 1 §5: sign-in and registration forms', () => {
  it('e-mail, passwords, terms and names', () => {
    expect(messages(zLoginForm, { email: 'not-an-email', password: 'x' })).toEqual(['Please enter a valid email address']);
    expect(messages(zCreatePasswordForm, { password: 'Fresh-horse-77', confirmPassword: 'Fresh-horse-78' })).toEqual([
      'Passwords must match',
    ]);
    const registration = {
      firstName: 'Riley',
      lastName: 'Morgan',
      password: 'Fresh-horse-77',
      confirmPassword: 'Fresh-horse-77',
      acceptTerms: true,
      workEmailAttested: true,
    };
    expect(messages(zRegistrationForm, { ...registration, acceptTerms: false })).toEqual(['You must accept terms of use to continue']);
    expect(messages(zRegistrationForm, { ...registration, firstName: 'R2D2' })).toEqual(['The name field must not contain numbers.']);
    expect(messages(zRegistrationForm, { ...registration, lastName: '' })).toContain('Field cannot be empty');
    expect(messages(zRegistrationForm, { ...registration, lastName: 'M' })).toEqual(['Must be at least 2 characters']);
  });

  it('codes, replies, exports and reports', () => {
    expect(en.errors.wrongCode).toBe('Wrong code, please try again');
    expect(en.errors.attemptsExceeded).toBe('You have exceeded the number of allowed attempts, please request a new code');
    expect(t('workspace.detail.messageRequired')).toBe('Message is required');
    expect(t('workspace.reachouts.noOrganization')).toBe('No organization ID found');
    expect(REACHOUT_MSG.noOrganization).toBe('No organization ID found');
    expect(t('workspace.export.noOrganization')).toBe('Unable to identify your organization. Please refresh the page and try again.');
    expect(reportRangeProblem('2024-01-01', null, new Date())?.message).toBe('Please select both start and end dates');
  });
});

describe('spec 1 §8: errors, fallbacks, empty states and successes', () => {
  it('request failures', () => {
    expect(en.errors).toMatchObject({
      tooManyRequests: 'Too many requests. Please try again later.',
      authorizationError: 'Authorization error: Access is denied.',
      genericError: 'An error occurred',
      accessDenied: 'Access denied',
      unexpected: 'An unexpected error occurred. Please try again.',
      network: 'Network error. Please check your connection and try again.',
      offline: "You're offline, please check your internet connection and try again",
      errorRequestingOtp: 'Error requesting OTP',
      invalidInvite: 'Invalid invite. Please check your invite link.',
      invalidInviteCode: 'Error Invalid Invite Code',
      invalidCredentials: 'Sorry, this email does not exist or you have entered an invalid password.',
    });
    // The spec gives these two only up to '...'.
    expect(MSG.notRegistered.startsWith('The email address entered is not a registered user')).toBe(true);
    expect(MSG.inviteEmailMismatch.startsWith('The email entered does not match any email that has been invited to register')).toBe(true);
  });

  it('load and mutation fallbacks', () => {
    expect(t('workspace.loadSubmissionsError')).toBe('get submissions error');
    expect(t('workspace.loadTopicsError')).toBe('fetch insights topics');
    expect(t('workspace.reachouts.detailLoadError')).toBe('Failed to load reachout');
    expect(t('workspace.reports.failed')).toBe('Error fetching report');
    expect(USERS_MSG.inviteFailed).toBe('Failed to send invitation. Please try again.');
    expect(SETTINGS_MSG.inviteFailed).toBe('Failed to send invitation. Please try again.');
  });

  it('share', () => {
    expect(t('workspace.share.topic.success', { count: 2 })).toBe('Successfully shared insights topic with 2 recipient(s)');
    expect(t('workspace.share.reachout.success', { count: 1 })).toBe('Successfully shared reachout with 1 recipient(s)');
    expect(t('workspace.share.partial', { emails: 'a@x.test, b@x.test' })).toBe('Failed to send to: a@x.test, b@x.test');
    expect(t('workspace.share.topic.failure', { message: 'boom' })).toBe('Failed to share insights topic: boom');
    expect(t('workspace.share.reachout.failure', { message: 'boom' })).toBe('Failed to share reachout: boom');
    expect(t('workspace.share.reachout.missing')).toBe('Missing reachout information');
    expect(t('workspace.share.topic.missing')).toBe('Missing topic information');
  });

  it('summaries and exports', () => {
    expect(t('workspace.topic.summaryStarted')).toBe(
      'Summary generation started, refresh shortly to see updated summary. This could take several minutes',
    );
    expect(workspace.workspace.export).toMatchObject({
      invalid: 'Unable to generate export. Please check your filters and try again.',
      noUrl: 'Export URL not found. Please try again.',
      expired: 'Unable to download the export. The file may have expired. Please try exporting again.',
      unexpected: 'An unexpected error occurred. Please try again in a few moments.',
      success: 'Your export has been downloaded successfully',
      failed: 'Export failed',
      missingTopic: 'Missing topic or organization ID',
    });
    expect(t('workspace.reachouts.exportInvalid')).toBe('Export failed: Invalid response format');
  });

  it('empty states, successes and loading texts', () => {
    expect(t('workspace.topic.noSummary')).toBe('No summary available');
    expect(t('workspace.noResponses')).toBe('No responses found for selected filters');
    expect(t('workspace.detail.noActivity')).toBe('No activity found');
    expect(t('workspace.noTopic')).toBe('No topic found');
    expect(t('workspace.noDataYet')).toBe('No data yet');
    expect(t('workspace.noData')).toBe('No data available');
    expect(t('workspace.reports.generated')).toBe('Report generated successfully! Your download will begin shortly.');
    expect(t('workspace.detail.closing')).toBe('Closing insight(s)...');
    expect(t('workspace.reports.preparing')).toBe('Preparing your report...');
  });
});

describe('spec 2 §5: setup, settings and user forms', () => {
  it('the invite box', () => {
    expect(parseInviteEmails('ann@example.com, not-an-email').error).toBe(
      'The following email(s) are invalid: not-an-email. Please correct them before sending invites.',
    );
    expect(parseInviteEmails('').error).toBe('Please enter valid emails.');
  });

  it('goals and topic words', () => {
    expect(messages(zGoalsList, ['Grow', '', 'Retain'])).toEqual(['Goals cannot be empty']);
    expect(messages(zGoalsList, [''])).toEqual(['At least one goal is required']);
    expect(topicWordError('Safety', ['safety'])).toBe('This word is already added');
    expect(topicWordError('  ', [])).toBe('Word cannot be empty');
    expect(SETTINGS_MSG.duplicateWords).toBe('Duplicate words are not allowed');
  });

  it('the user drawers and the import drawer', () => {
    const user = { firstName: 'Alice', lastName: 'Walker', businessEmail: 'alice@example.com', departmentIds: ['d'] };
    expect(messages(zUserForm, { ...user, departmentIds: [] })).toEqual(['At least one department must be selected']);
    expect(messages(zBlyndspotUserForm, { ...user, categories: [] })).toEqual(['Please select at least one option']);
    expect(messages(zImportForm, { userType: 'x', mode: 'add', identifier: 'email' })).toEqual(['Please select a user type']);
    expect(messages(zImportForm, { userType: 'myvoyce', mode: 'x', identifier: 'email' })).toEqual(['Please select an import mode']);
    expect(checkCsvFile([])).toBe('Please upload a file');
    expect(USERS_MSG.invalidEmailFormat).toBe('Invalid email format');
  });

  it('the reach-out wizard', () => {
    expect(REACHOUT_MSG.audienceRequired).toBe('At least one audience must be selected');
    expect(REACHOUT_MSG.sendAsRequired).toBe('Please choose how you want to send the reach out');
  });
});

describe('spec 2 §8', () => {
  it('fallbacks and the bulk results dialog', () => {
    expect(USERS_MSG.registrationStatusFailed).toBe('Failed to check user registration status');
    expect(STRUCTURE_ERRORS.errorFetchingCountries).toBe('There was an error fetching the countries. Please try again later.');
    expect(STRUCTURE_ERRORS.errorFetchingStates).toBe('There was an error fetching the states. Please try again later.');
    expect(USERS_MSG.failedRecords).toBe('record(s) failed to process');
    expect(USERS_MSG.registrationStarted).toBe(
      'User has already started registration. Please wait for them to complete the process or contact them directly.',
    );
  });
});
