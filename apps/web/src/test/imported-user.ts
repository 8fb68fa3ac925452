import type { ImportedUser } from '@voyce/contracts/user-import';

/** One parsed row of a users CSV for the import's tests: First{row} Last{row}, user{row}@example.com, no other cells. */
export const importedUser = (row: number, extra: Partial<ImportedUser> = {}): ImportedUser => ({
  row,
  firstName: `First${row}`,
  lastName: `Last${row}`,
  businessEmail: `user${row}@example.com`,
  personalEmail: '',
  employeeId: '',
  departmentNames: [],
  divisionName: '',
  designationName: '',
  businessUnitName: '',
  locationName: '',
  ...extra,
});
