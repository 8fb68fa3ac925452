import { randomBytes } from 'node:crypto';
import { existsSync } from 'node:fs';
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';

export type Secrets = { secretKey: string; identityKey: string };

/**
 * SECRET_KEY signs codes and links; IDENTITY_KEY encrypts who wrote an insight. Set both in
 * production (and on every replica). Without them, a single machine keeps generated keys in
 * DATA_DIR/secrets.json so a fresh install works and survives restarts.
 */
export async function loadSecrets(dataDir: string, given: { secretKey?: string; identityKey?: string }): Promise<Secrets> {
  if (given.secretKey && given.identityKey) return { secretKey: given.secretKey, identityKey: given.identityKey };
  const file = join(dataDir, 'secrets.json');
  let stored: Partial<Secrets> = {};
  if (existsSync(file)) stored = JSON.parse(await readFile(file, 'utf8')) as Partial<Secrets>;
  const secrets: Secrets = {
    secretKey: given.secretKey ?? stored.secretKey ?? randomBytes(32).toString('hex'),
    identityKey: given.identityKey ?? stored.identityKey ?? randomBytes(32).toString('hex'),
  };
  if (secrets.secretKey !== stored.secretKey || secrets.identityKey !== stored.identityKey) {
    await mkdir(dataDir, { recursive: true });
    await writeFile(file, JSON.stringify(secrets), { mode: 0o600 });
  }
  return secrets;
}
