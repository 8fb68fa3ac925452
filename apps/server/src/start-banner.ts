import type { Config } from './config.ts';

/**
 * What the server prints once it listens: where it runs and, outside production, that this is
 * a development server and how to run it for real (README, "A real PostgreSQL and SMTP server").
 * `npm start` defaults to development, which is easy to put on a network by mistake.
 */
export function startBanner(config: Pick<Config, 'appUrl' | 'production' | 'devMailbox'>): string {
  const lines = [`Voyce is running at ${config.appUrl}`];
  if (config.production) return lines.join('\n');
  lines.push(
    config.devMailbox
      ? `  Development mode: every e-mail, sign-in codes included, is shown at ${config.appUrl}/dev/mailbox to this machine only.`
      : `  Development mode, without the dev mailbox (it needs DEV_MAILBOX=on, HOST on loopback, no SMTP_URL and no TRUST_PROXY).`,
    '  To run for real: NODE_ENV=production with DATABASE_URL, SMTP_URL, SECRET_KEY and IDENTITY_KEY_FILE outside DATA_DIR',
    '  (README, "A real PostgreSQL and SMTP server").',
  );
  return lines.join('\n');
}
