import { auditEndpoints } from './audit.ts';
import { authEndpoints } from './auth.ts';
import { billingEndpoints } from './billing.ts';
import { downloadEndpoints } from './downloads.ts';
import { employeeEndpoints } from './employee.ts';
import { identityEndpoints } from './identity.ts';
import { insightEndpoints } from './insights.ts';
import { leaderDigestEndpoints } from './leader-digest.ts';
import { organizationEndpoints } from './organization.ts';
import { reachoutEndpoints } from './reachouts.ts';
import { reportEndpoints } from './reports.ts';
import { scimEndpoints } from './scim.ts';
import { userEndpoints } from './users.ts';

/** Every call of the API, by area (the server test checks each is registered, and only these). */
export const ENDPOINT_AREAS = {
  audit: auditEndpoints,
  auth: authEndpoints,
  billing: billingEndpoints,
  downloads: downloadEndpoints,
  employee: employeeEndpoints,
  identity: identityEndpoints,
  insights: insightEndpoints,
  leaderDigest: leaderDigestEndpoints,
  organization: organizationEndpoints,
  reachouts: reachoutEndpoints,
  reports: reportEndpoints,
  scim: scimEndpoints,
  users: userEndpoints,
};
