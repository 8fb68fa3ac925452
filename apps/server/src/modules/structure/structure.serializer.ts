import type { BusinessUnit, Department, Designation, Division, Location } from '@voyce/contracts/structure';
import type { businessUnits, divisions, locations } from '../../db/schema/index.ts';
import type { listDepartments } from './structure.repository.ts';
import { findCountry } from './geo-data.ts';

type DepartmentRow = Awaited<ReturnType<typeof listDepartments>>[number];

export const toDepartment = (r: DepartmentRow): Department => ({
  id: r.id,
  organizationId: r.organizationId,
  name: r.name,
  description: r.description ?? '',
  departmentClassificationId: r.departmentClassificationId,
  departmentClassificationName: r.departmentClassificationName,
  department_head_id: r.departmentHeadId,
  department_manager_id: r.departmentManagerId,
  department_head_name: r.departmentHeadName,
  department_manager_name: r.departmentManagerName,
  created_at: r.createdAt.toISOString(),
});

export const toTag = (r: typeof divisions.$inferSelect): Division | Designation => ({
  id: r.id,
  organizationId: r.organizationId,
  name: r.name,
  description: r.description,
  created_at: r.createdAt.toISOString(),
});

export const toBusinessUnit = (r: typeof businessUnits.$inferSelect): BusinessUnit => ({
  id: r.id,
  organizationId: r.organizationId,
  name: r.name,
  description: r.description,
  is_active: r.isActive,
  created_at: r.createdAt.toISOString(),
  createdAt: r.createdAt.toISOString(),
});

export const toLocation = (r: typeof locations.$inferSelect): Location => ({
  id: r.id,
  organizationId: r.organizationId,
  name: r.name,
  country: r.country,
  countryName: findCountry(r.country)?.name ?? r.country,
  state: r.state,
  stateName: r.state,
  timezone: r.timezone,
  created_at: r.createdAt.toISOString(),
});
