import { randomBytes } from 'node:crypto';
import { existsSync, realpathSync } from 'node:fs';
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import { basename, dirname, isAbsolute, join, relative, resolve, sep } from 'node:path';
import { OperatorError } from './operator-error.ts';

export type Secrets = {
  secretKey: string;
  identityKey: string;
  /** Where the identity key came from: 'data-dir' means beside the database (development only). */
  identityKeySource: 'environment' | 'key-file' | 'data-dir';
};

const HEX_KEY = /^[0-9a-f]{64}$/i;

/**
 * SECRET_KEY signs codes and links; IDENTITY_KEY encrypts who wrote an insight. The identity
 * key must live apart from the database and its backups (a dump alone then links nobody): give
 * it as IDENTITY_KEY, or as IDENTITY_KEY_FILE, a path outside DATA_DIR (created with a new key
 * when missing). Without either, a development machine keeps generated keys in
 * DATA_DIR/secrets.json so a fresh install works and survives restarts; production refuses to
 * start until the key lives outside DATA_DIR, before anything is written there.
 */
export async function loadSecrets(
  dataDir: string,
  given: { secretKey?: string; identityKey?: string; identityKeyFile?: string; production?: boolean },
): Promise<Secrets> {
  if (given.production) refuseKeyBesideData(dataDir, given);
  const file = join(dataDir, 'secrets.json');
  let stored: Partial<Secrets> = {};
  if (existsSync(file)) stored = JSON.parse(await readFile(file, 'utf8')) as Partial<Secrets>;
  // A key file named for the first time takes over the key kept in DATA_DIR, so nothing sealed is lost.
  const fromFile = given.identityKeyFile ? await readOrCreateKeyFile(given.identityKeyFile, stored.identityKey) : undefined;
  const identityGiven = given.identityKey ?? fromFile;
  const source: Secrets['identityKeySource'] = given.identityKey ? 'environment' : fromFile ? 'key-file' : 'data-dir';
  if (given.secretKey && identityGiven && !stored.identityKey) {
    return { secretKey: given.secretKey, identityKey: identityGiven, identityKeySource: source };
  }
  const secretKey = given.secretKey ?? stored.secretKey ?? randomBytes(32).toString('hex');
  const identityKey = identityGiven ?? stored.identityKey ?? randomBytes(32).toString('hex');
  // The identity key is written beside the data only when it lives nowhere else.
  const toStore: { secretKey: string; identityKey?: string } = { secretKey, ...(identityGiven ? {} : { identityKey }) };
  if (toStore.secretKey !== stored.secretKey || toStore.identityKey !== stored.identityKey) {
    await mkdir(dataDir, { recursive: true });
    await writeFile(file, JSON.stringify(toStore), { mode: 0o600 });
  }
  return { secretKey, identityKey, identityKeySource: source };
}

async function readOrCreateKeyFile(path: string, current: string | undefined): Promise<string> {
  if (!existsSync(path)) {
    await mkdir(dirname(path), { recursive: true });
    await writeFile(path, `${current ?? randomBytes(32).toString('hex')}\n`, { mode: 0o600, flag: 'wx' });
  }
  const key = (await readFile(path, 'utf8')).trim();
  if (!HEX_KEY.test(key)) throw new Error(`IDENTITY_KEY_FILE ${path} must hold 64 hex characters (32 bytes)`);
  return key;
}

const OUTSIDE =
  'set IDENTITY_KEY, or IDENTITY_KEY_FILE to a path outside DATA_DIR (a key kept in DATA_DIR/secrets.json moves there on first start)';

/** Production only: the identity key given, and not inside DATA_DIR (its backups would hold it). */
function refuseKeyBesideData(dataDir: string, given: { identityKey?: string; identityKeyFile?: string }): void {
  if (given.identityKey) return;
  if (!given.identityKeyFile) throw new OperatorError(`Production keeps no identity key in DATA_DIR: ${OUTSIDE}.`);
  if (isInside(realPath(dataDir), realPath(given.identityKeyFile))) {
    throw new OperatorError(`IDENTITY_KEY_FILE ${given.identityKeyFile} lies inside DATA_DIR: in production ${OUTSIDE}.`);
  }
}

/** The path with links resolved as far as it exists (a key file may not exist yet). */
function realPath(path: string): string {
  let existing = resolve(path);
  const rest: string[] = [];
  while (!existsSync(existing) && dirname(existing) !== existing) {
    rest.unshift(basename(existing));
    existing = dirname(existing);
  }
  return join(existsSync(existing) ? realpathSync(existing) : existing, ...rest);
}

function isInside(dir: string, path: string): boolean {
  const r = relative(dir, path);
  return r === '' || (r !== '..' && !r.startsWith(`..${sep}`) && !isAbsolute(r));
}
