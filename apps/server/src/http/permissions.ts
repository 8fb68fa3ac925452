import type { Role } from '@voyce/contracts/common';
import {
  BUILT_IN_PERMISSIONS,
  ROLES_MSG,
  allows,
  type PermissionArea,
  type PermissionLevel,
  type Permissions,
} from '@voyce/contracts/roles';
import { forbidden } from './app-error.ts';

/**
 * What each leader route needs. `any` marks the organisation's directories (departments,
 * leaders, members, lookups) that every leader screen reads, whatever the role. The route
 * table test fails, naming the route, when a leader route is missing here.
 */
export type RoutePermission = { area: PermissionArea; level: PermissionLevel } | 'any';

const view = (area: PermissionArea): RoutePermission => ({ area, level: 'view' });
const edit = (area: PermissionArea): RoutePermission => ({ area, level: 'edit' });

export const ROUTE_PERMISSIONS: Record<string, RoutePermission> = {
  // Insights workspace.
  '/findSubmissions': view('insights'),
  '/findSubmissionGroups': view('insights'),
  '/fetchSubmissionsChartData': view('insights'),
  '/fetchDashboardSummary': view('insights'),
  '/findSubmissionMessages': view('insights'),
  '/findSubmissionActivity': view('insights'),
  '/generateInsightsAISummary': view('insights'),
  '/exportInsightsDetails': view('insights'),
  '/findDelegateEmails': view('insights'),
  '/replySubmission': edit('insights'),
  '/unmaskSubmissionRequest': edit('insights'),
  '/generateSubmissionResponse': edit('insights'),
  '/generateDelegationMessage': edit('insights'),
  '/sendSubmissionToLeadershipTeamMember': edit('insights'),
  '/shareDetails': edit('insights'),
  '/pinTopic': edit('insights'),
  '/markAsWin': edit('insights'),
  '/rateSubmission': edit('insights'),
  '/closeSubmissions': edit('insights'),
  '/reopenSubmissions': edit('insights'),
  // Reach-outs.
  '/findReachouts': view('reachouts'),
  '/findReachout': view('reachouts'),
  '/exportReachouts': view('reachouts'),
  '/exportReachoutDetails': view('reachouts'),
  '/generateReachoutSummary': view('reachouts'),
  '/generateParticipationMessage': edit('reachouts'),
  '/sendParticipationMessage': edit('reachouts'),
  '/countReachoutAudience': edit('reachouts'),
  '/updateReachout': edit('reachouts'),
  // Reports.
  '/generateReport': view('reports'),
  // Subscriptions (read-only; the operator manages billing with the CLI).
  '/account/details': view('settings'),
  '/invoice/details': view('settings'),
  // Directories every leader screen reads.
  '/findLeadershipTeamMembers': 'any',
  '/findOrganizationMembers': 'any',
  '/findOrganizations': 'any',
  '/findOrganizationProfile': 'any',
  '/fetchDepartments': 'any',
  '/findDepartmentClassifications': 'any',
  '/fetchDivisions': 'any',
  '/fetchDesignations': 'any',
  '/findBusinessEntity': 'any',
  '/fetchLocations': 'any',
  '/findCountries': 'any',
  '/findStates': 'any',
  '/findTimeZones': 'any',
  // Settings: organisation, AI settings, structure, leadership team, setup.
  '/updateOrganization': edit('settings'),
  '/updateOrganizationProfile': edit('settings'),
  '/completeSetup': edit('settings'),
  '/findPhrases': view('settings'),
  '/findAuditLog': view('settings'),
  '/exportAuditLog': view('settings'),
  '/replacePhrases': edit('settings'),
  '/createLeadershipTeamMember': edit('settings'),
  '/updateLeadershipTeamMember': edit('settings'),
  '/deleteLeadershipTeamMember': edit('settings'),
  '/createDepartment': edit('settings'),
  '/updateDepartment': edit('settings'),
  '/createDivision': edit('settings'),
  '/updateDivision': edit('settings'),
  '/createDesignation': edit('settings'),
  '/updateDesignation': edit('settings'),
  '/createBusinessEntity': edit('settings'),
  '/updateBusinessEntity': edit('settings'),
  '/deactivateBusinessEntity': edit('settings'),
  '/createLocation': edit('settings'),
  '/updateLocation': edit('settings'),
  // Users and roles.
  '/massInvite': edit('users'),
  '/findRoles': view('users'),
  '/createRole': edit('users'),
  '/updateRole': edit('users'),
  '/deleteRole': edit('users'),
  '/assignRole': edit('users'),
  '/user-management/list': view('users'),
  '/user-management/deactivate': edit('users'),
  '/user-management/deleteUser': edit('users'),
  '/user-management/update': edit('users'),
  '/user-management/addBlyndspotUsers': edit('users'),
  '/user-management/addMyvoyceUser': edit('users'),
  '/user-management/bulkUpdateUserDetails': edit('users'),
  '/user-management/processUsersDatacsv': edit('users'),
  '/checkUserRegistrationStatus': edit('users'),
  '/invite': edit('users'),
};

/** A member's permissions: a custom role's for an admin carrying one, else the built-in role's. */
export function effectivePermissions(role: Role, custom: Permissions | null): Permissions {
  if (role === 'admin' && custom) return custom;
  return BUILT_IN_PERMISSIONS[role];
}

/**
 * What a membership may do, from its row: the custom role counts only for an admin whose role
 * still exists (a dangling id is a built-in admin). Sessions and the profile both read it here.
 */
export function membershipAccess(m: { role: Role; roleId: string | null; custom: Permissions | null }) {
  const roleId = m.role === 'admin' && m.custom ? m.roleId : null;
  return { roleId, permissions: effectivePermissions(m.role, roleId ? m.custom : null) };
}

/** True for owners and admins without a custom role: they may do everything. */
export const hasFullAccess = (role: Role, roleId: string | null): boolean => role === 'owner' || (role === 'admin' && !roleId);

/**
 * The leader guard's check. A route missing from the table is open to full-access members
 * only, so a forgotten entry never widens what a custom role may do.
 */
export function checkRoutePermission(url: string, auth: { role: Role; roleId: string | null; permissions: Permissions }): void {
  const needed = ROUTE_PERMISSIONS[url];
  if (needed === 'any') return;
  if (!needed) {
    if (hasFullAccess(auth.role, auth.roleId)) return;
    throw forbidden();
  }
  if (!allows(auth.permissions[needed.area], needed.level)) throw forbidden(ROLES_MSG.denied(needed.area, needed.level));
}
