/**
 * Wording the server and the web share, exactly as the spec gives it (spec 1 §5, §8;
 * spec 2 §5, §8). The web shows server messages as they come, so these must be the spec's.
 */
export const MSG = {
  tooManyRequests: 'Too many requests. Please try again later.',
  accessDenied: 'Access denied',
  authorizationError: 'Authorization error: Access is denied.',
  genericError: 'An error occurred',
  unexpected: 'An unexpected error occurred. Please try again.',
  network: 'Network error. Please check your connection and try again.',
  offline: "You're offline, please check your internet connection and try again",
  invalidEmail: 'Please enter a valid email address',
  invalidCredentials: 'Sorry, this email does not exist or you have entered an invalid password.',
  wrongCode: 'Wrong code, please try again',
  attemptsExceeded: 'You have exceeded the number of allowed attempts, please request a new code',
  codeExpired: 'This code has expired, please request a new code',
  activeOtpExists: 'An active OTP code already exists',
  newOtpSent: 'New OTP has been sent to your email',
  useExistingOtp: 'Please use your existing OTP code',
  errorRequestingOtp: 'Error requesting OTP',
  invalidInvite: 'Invalid invite. Please check your invite link.',
  invalidInviteCode: 'Error Invalid Invite Code',
  inviteEmailMismatch:
    'The email entered does not match any email that has been invited to register. Please use the email address your invitation was sent to.',
  notRegistered: 'The email address entered is not a registered user. Please check the address or contact your administrator.',
  passwordsMustMatch: 'Passwords must match',
  termsRequired: 'You must accept terms of use to continue',
  nameNoNumbers: 'The name field must not contain numbers.',
  fieldEmpty: 'Field cannot be empty',
  sessionExpired: 'Your session has expired. Please sign in again.',
  dbUnavailable: 'The service is temporarily unavailable. Please try again in a moment.',
  concurrentChange: 'Another change to the same data was being saved at the same moment. Nothing was saved; please try again.',
  notFound: 'Not found',
  validation: 'Some fields are not valid',
  bodyTooLarge: 'The request is too large.',
} as const;

/** Spec 1 §5's generic length messages. N is the limit the spec names: a 50-character maximum says 50. */
export const minChars = (n: number) => `Must be at least ${n} characters`;
/** The message of `.max(n)`: pass the maximum itself, never n + 1 (spec 1 §5 'Must be less than N characters'). */
export const lessThanChars = (max: number) => `Must be less than ${max} characters`;
