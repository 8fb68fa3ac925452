import { pino, type Logger } from 'pino';

/** Anything that could carry a secret, a code or a token is replaced before it is written. */
const REDACT = [
  'req.headers.authorization',
  'headers.authorization',
  '*.password',
  '*.currentPassword',
  '*.newPassword',
  '*.otp',
  '*.token',
  '*.authorization',
  '*.secretKey',
  '*.identityKey',
  'password',
  'token',
  'authorization',
];

export function createLogger(level: string): Logger {
  return pino({ level, redact: { paths: REDACT, censor: '[redacted]' }, base: undefined });
}
