import { ERROR_CODES, type ErrorCode } from '@voyce/contracts/errors';
import { MSG } from '@voyce/contracts/messages';

/** The one error type services throw; the error handler turns it into the envelope. */
export class AppError extends Error {
  readonly code: ErrorCode;
  readonly httpStatus: number;
  readonly details?: Record<string, unknown>;

  constructor(code: ErrorCode, httpStatus: number, message: string, details?: Record<string, unknown>) {
    super(message);
    this.code = code;
    this.httpStatus = httpStatus;
    this.details = details;
  }
}

export const notFound = (message: string = MSG.notFound) => new AppError(ERROR_CODES.notFound, 404, message);
export const forbidden = (message: string = MSG.authorizationError) => new AppError(ERROR_CODES.forbidden, 403, message);
export const unauthorized = (message: string = MSG.accessDenied) => new AppError(ERROR_CODES.unauthorized, 401, message);
export const badRequest = (message: string, details?: Record<string, unknown>) =>
  new AppError(ERROR_CODES.validation, 400, message, details);
export const conflict = (message: string, details?: Record<string, unknown>) => new AppError(ERROR_CODES.conflict, 409, message, details);
