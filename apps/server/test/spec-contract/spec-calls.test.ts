import type { Endpoint } from '@voyce/contracts/endpoint';
import { ENDPOINT_AREAS } from '@voyce/contracts/endpoints/index';
import { readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';

/**
 * The calls of spec 1 §7 and spec 2 §7 with the method the spec gives (POST unless it says
 * PATCH or GET), each served by an endpoint of the contracts and sent by a test of this folder.
 */
const SPEC_1 = [
  'POST /user/requestOtp',
  'POST /user/verifyOtp',
  'POST /user/verifyLogin',
  'POST /claimInvite',
  'POST /getInviteSummary',
  'POST /user/forgotPasswordRequest',
  'POST /user/forgotPasswordReset',
  'POST /user/getProfile',
  'POST /acceptInvite',
  'POST /generateReport',
  'POST /findSubmissionGroups',
  'POST /pinTopic',
  'POST /findSubmissions',
  'POST /findSubmissionMessages',
  'POST /findSubmissionActivity',
  'POST /generateSubmissionResponse',
  'POST /generateDelegationMessage',
  'POST /replySubmission',
  'POST /markAsWin',
  'POST /closeSubmissions',
  'POST /reopenSubmissions',
  'POST /rateSubmission',
  'POST /unmaskSubmissionRequest',
  'POST /sendSubmissionToLeadershipTeamMember',
  'POST /findDelegateEmails',
  'POST /findLeadershipTeamMembers',
  'POST /findOrganizationMembers',
  'POST /findOrganizations',
  'POST /generateParticipationMessage',
  'POST /sendParticipationMessage',
  'POST /findReachouts',
  'POST /exportReachouts',
  'POST /exportReachoutDetails',
  'POST /generateReachoutSummary',
  'POST /updateReachout',
  'POST /shareDetails',
  'POST /fetchSubmissionsChartData',
  'POST /exportInsightsDetails',
  'POST /generateInsightsAISummary',
  'POST /invoice/details',
  'GET /account/details',
];

const SPEC_2 = [
  'POST /massInvite',
  'POST /updateUser/password',
  'PATCH /updateUser/details',
  'POST /updateOrganization',
  'POST /findOrganizations',
  'POST /fetchDepartments',
  'POST /createDepartment',
  'PATCH /updateDepartment',
  'POST /findDepartmentClassifications',
  'POST /fetchDivisions',
  'POST /createDivision',
  'PATCH /updateDivision',
  'POST /fetchLocations',
  'POST /createLocation',
  'PATCH /updateLocation',
  'POST /findBusinessEntity',
  'POST /createBusinessEntity',
  'PATCH /updateBusinessEntity',
  'POST /deactivateBusinessEntity',
  'POST /fetchDesignations',
  'POST /createDesignation',
  'PATCH /updateDesignation',
  'POST /user-management/list',
  'POST /user-management/deactivate',
  'POST /user-management/deleteUser',
  'POST /checkUserRegistrationStatus',
  'POST /invite',
  'POST /user-management/update',
  // add{product}Users, {product} being Blyndspot (spec 2 §1).
  'POST /user-management/addBlyndspotUsers',
  'POST /user-management/addMyvoyceUser',
  'POST /user-management/bulkUpdateUserDetails',
  'POST /user-management/processUsersDatacsv',
  'POST /createLeadershipTeamMember',
  'POST /updateLeadershipTeamMember',
  'POST /findPhrases',
  'POST /replacePhrases',
  'POST /findReachouts',
  'POST /sendParticipationMessage',
  'POST /generateParticipationMessage',
];

const endpoints = Object.values(ENDPOINT_AREAS).flatMap((area) => Object.values(area) as Endpoint[]);
const served = new Set(endpoints.map((e) => `${e.method} ${e.path}`));
const suite = readdirSync(import.meta.dirname)
  .filter((f) => f.endsWith('.test.ts') && f !== 'spec-calls.test.ts')
  .map((f) => readFileSync(join(import.meta.dirname, f), 'utf8'))
  .join('\n');

describe('the calls of both §7 lists', () => {
  it('are all served, with the spec’s method', () => {
    expect([...SPEC_1, ...SPEC_2].filter((c) => !served.has(c))).toEqual([]);
  });

  it('are all sent by a test of this folder', () => {
    const sent = (c: string) => {
      const path = c.slice(c.indexOf(' ') + 1).replace(/[/-]/g, '\\$&');
      return new RegExp(`'${path}(?![\\w/-])`).test(suite);
    };
    const untested = [...new Set([...SPEC_1, ...SPEC_2])].filter((c) => !sent(c));
    expect(untested).toEqual([]);
  });
});
