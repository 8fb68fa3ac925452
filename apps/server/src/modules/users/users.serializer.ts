import type { AccountStatus, UserRow } from '@voyce/contracts/users';
import type { MemberRecord, Tag, TagSets } from './users.repository.ts';

/** Spec 2 §4: disabled is Inactive, a pending invite Pending, a rejected one Rejected, else Active. */
export function accountStatus(m: { disabled: boolean; inviteStatus: 'pending' | 'accepted' | 'rejected' }): AccountStatus {
  if (m.disabled) return 'inactive';
  if (m.inviteStatus === 'pending') return 'pending';
  if (m.inviteStatus === 'rejected') return 'rejected';
  return 'active';
}

const ref = (tags: Tag[], id: string | null) => (id ? (tags.find((t) => t.id === id) ?? null) : null);

/** One list row: ids with their tag names; emergency categories only for Blyndspot users. */
export function toUserRow(m: MemberRecord, departmentIds: string[], inviteCreatedAt: Date | null, tags: TagSets): UserRow {
  return {
    id: m.id,
    userId: m.userId,
    firstName: m.firstName,
    lastName: m.lastName,
    username: m.username,
    businessEmail: m.businessEmail,
    inviteEmail: m.businessEmail,
    personalEmail: m.personalEmail,
    employeeId: m.employeeId,
    role: m.role,
    roleId: m.roleId,
    departmentIds,
    departments: departmentIds.map((id) => ref(tags.departments, id)).filter((t): t is Tag => t !== null),
    divisionId: m.divisionId,
    division: ref(tags.divisions, m.divisionId),
    designationId: m.designationId,
    designation: ref(tags.designations, m.designationId),
    businessEntityId: m.businessUnitId,
    businessUnit: ref(tags.businessUnits, m.businessUnitId),
    locationId: m.locationId,
    location: ref(tags.locations, m.locationId),
    disabled: m.disabled,
    inviteStatus: m.inviteStatus,
    accountStatus: accountStatus(m),
    inviteCreatedAt: inviteCreatedAt?.toISOString() ?? null,
    createdAt: m.createdAt.toISOString(),
    leadershipTeamMemberId: m.role === 'employee' ? null : m.leadershipTeamMemberId,
    crime: m.role !== 'employee' && !!m.crime,
    violence: m.role !== 'employee' && !!m.violence,
    threat: m.role !== 'employee' && !!m.threat,
    selfHarm: m.role !== 'employee' && !!m.selfHarm,
    harassment: m.role !== 'employee' && !!m.harassment,
  };
}
