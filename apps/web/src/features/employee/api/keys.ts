/** Query keys of MyVoyce; every key starts with the feature's root. */
export const employeeKeys = {
  all: ['employee'] as const,
  submissions: () => [...employeeKeys.all, 'submissions'] as const,
  submission: (submissionId: string) => [...employeeKeys.all, 'submission', submissionId] as const,
  reachouts: () => [...employeeKeys.all, 'reachouts'] as const,
  insightDepartments: () => [...employeeKeys.all, 'insight-departments'] as const,
};
