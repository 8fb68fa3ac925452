import { z } from 'zod';

/** Spec 2 §3 'Department' and §7 POST /fetchDepartments {organizationId} -> data.entity. */
export const zFetchDepartmentsRequest = z.object({ organizationId: z.uuid({ error: 'Invalid id' }) }).strict();
export const zDepartment = z.object({
  id: z.string(),
  organizationId: z.string(),
  name: z.string(),
  description: z.string().nullable(),
  departmentClassificationId: z.string().nullable(),
  departmentClassificationName: z.string().nullable(),
  department_head_id: z.string().nullable(),
  department_manager_id: z.string().nullable(),
  created_at: z.string(),
});
export type Department = z.infer<typeof zDepartment>;
/** Every department of the organisation, by name. */
export const zFetchDepartmentsResponse = z.object({ entity: z.array(zDepartment) });
