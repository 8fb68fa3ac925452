import { MSG, lessThanChars, minChars } from './messages.ts';

/** The limits of user management and its wording (spec 2 §4, §5, §8), shared by server and web. */

export const USER_NAME_MIN = 3;
export const USER_NAME_MAX = 50;
/** Spec 2 §9: one CSV file, at most 5 MB. */
export const USER_CSV_MAX_BYTES = 5 * 1024 * 1024;
/** A bulk that would change or deactivate more than this share of existing users asks first. */
export const BULK_CONFIRM_SHARE = 0.4;
/** The most users one bulk call takes (a 5 MB CSV holds about 20,000 rows). */
export const BULK_USERS_MAX = 25_000;

export const USERS_MSG = {
  // Spec 2 §5 user form.
  nameMin: minChars(USER_NAME_MIN),
  nameMax: lessThanChars(USER_NAME_MAX),
  nameNoNumbers: MSG.nameNoNumbers,
  nameRequired: MSG.fieldEmpty,
  invalidEmail: MSG.invalidEmail,
  departmentRequired: 'At least one department must be selected',
  categoryRequired: 'Please select at least one option',
  /** Shown under the read-only e-mail of the edit drawer. */
  emailNotEditable: 'E-mail cannot be changed. Please contact support to change it.',
  usernameNotEditable: 'Username cannot be changed',
  employeeIdMax: lessThanChars(100),
  // Spec 2 §5 import form.
  userTypeRequired: 'Please select a user type',
  importModeRequired: 'Please select an import mode',
  identifierRequired: 'Please select an update identifier',
  fileRequired: 'Please upload a file',
  oneFileOnly: 'Please upload only one file',
  csvOnly: 'Only CSV files are allowed',
  fileTooLarge: 'File size must be less than 5 MB',
  invalidEmailFormat: 'Invalid email format',
  fileEmpty: 'The file has no user rows',
  fileUnreadable: 'The file could not be read as CSV',
  missingColumns: (columns: string[]) => `The file is missing the column(s): ${columns.join(', ')}`,
  employeeIdRequired: 'Employee ID is required',
  // Per-row issues of bulk calls (the results dialog's field/issue table).
  unknownTag: (label: string, name: string) => `${label} '${name}' does not exist in this organization`,
  unknownTagId: (label: string) => `${label} not found`,
  emailExists: 'A user with this email already exists',
  duplicateInFile: 'This user appears more than once in the list',
  duplicateEmployeeIdInFile: 'This employee ID appears more than once in the list',
  employeeIdExists: 'Another user already has this employee ID',
  employeeIdAmbiguous: 'More than one user has this employee ID',
  userNotFound: 'User not found',
  rowFailed: 'Could not save this user',
  // Spec 2 §4, §8.
  registrationStarted: 'User has already started registration. Please wait for them to complete the process or contact them directly.',
  resendSameLink: 'The same registration link will be sent again.',
  inviteSent: 'Invite sent',
  /** /invite with a language for a leader: the leaders' workspace and its e-mails are in English. */
  inviteLanguageEmployeesOnly: "Only MyVoyce invites take a language: leaders' invites are in English",
  inviteNotPending: 'This user has no pending invite',
  deleteInviteTitle: 'Deleting Pending Invite',
  deleteInviteConfirm: 'Are you sure you want to delete this pending invite?',
  inviteDeleted: 'Invite deleted',
  deactivated: 'User deactivated',
  reactivated: 'User re-activated',
  cannotDeactivateSelf: 'You cannot deactivate your own account',
  cannotDeactivateOwner: 'The organization owner cannot be deactivated',
  userUpdated: 'User updated',
  /** Spec 2 §7: the list answers status, message and data. */
  usersFetched: 'Users fetched',
  usersAdded: 'Users added',
  usersUpdated: 'Users updated',
  confirmationRequired: (count: number, total: number) =>
    `This would change ${count} of ${total} existing users (more than 40%). Please confirm to continue.`,
  failedRecords: 'record(s) failed to process',
  // Spec 2 §8 fallbacks and successes.
  errorFetchingUsers: 'Error fetching users',
  /** Spec 1 §8 'Failed invitation'. */
  inviteFailed: 'Failed to send invitation. Please try again.',
  errorProcessingFile: 'Error processing uploaded file',
  errorUpdatingUserDetails: 'Error updating user details',
  errorCreatingUser: 'Error creating user',
  registrationStatusFailed: 'Failed to check user registration status',
  processedFile: 'Processed uploaded file',
  invalidEmailsFiltered: (count: number, list: string[]) => `${count} invalid email(s) were filtered out: ${list.join(', ')}`,
} as const;
