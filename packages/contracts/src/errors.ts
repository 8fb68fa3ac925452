/** Error codes the server sends and the web maps to the spec's wording (ARCHITECTURE §7). */
export const ERROR_CODES = {
  validation: 'VALIDATION_ERROR',
  unauthorized: 'UNAUTHORIZED',
  forbidden: 'FORBIDDEN',
  notFound: 'NOT_FOUND',
  conflict: 'CONFLICT',
  rateLimited: 'RATE_LIMITED',
  bodyTooLarge: 'BODY_TOO_LARGE',
  internal: 'INTERNAL_ERROR',
  unavailable: 'SERVICE_UNAVAILABLE',
  invalidCredentials: 'INVALID_CREDENTIALS',
  wrongCode: 'WRONG_CODE',
  codeExpired: 'CODE_EXPIRED',
  attemptsExceeded: 'ATTEMPTS_EXCEEDED',
  activeOtpExists: 'ACTIVE_OTP_EXISTS',
  inviteInvalid: 'INVITE_INVALID',
  inviteEmailMismatch: 'INVITE_EMAIL_MISMATCH',
  notAdmin: 'NOT_ADMIN',
} as const;
export type ErrorCode = (typeof ERROR_CODES)[keyof typeof ERROR_CODES];
