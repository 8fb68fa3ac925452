import { existsSync } from 'node:fs';
import { mkdtemp, mkdir, readFile, rm, symlink, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { loadSecrets } from './secrets.ts';

/**
 * The identity key links people to what they wrote; beside the database it goes
 * into every backup with it. An operator who reads DATA_DIR (or a backup of it) must not find it
 * on a production server: production refuses to start instead of writing it there, or of reading
 * a key file that lies inside DATA_DIR. A developer's machine keeps the convenience.
 */
let root: string;
let dataDir: string;
beforeEach(async () => {
  root = await mkdtemp(join(tmpdir(), 'voyce-secrets-'));
  dataDir = join(root, 'data');
});
afterEach(() => rm(root, { recursive: true, force: true }));

const KEY = 'cd'.repeat(32);
const SECRET = 'a-secret-key-of-at-least-32-characters-long';
const storedKeys = async () =>
  existsSync(join(dataDir, 'secrets.json')) ? (JSON.parse(await readFile(join(dataDir, 'secrets.json'), 'utf8')) as object) : {};

describe('identity key in production', () => {
  it('refuses to start without IDENTITY_KEY or IDENTITY_KEY_FILE, in one line, and writes no key into DATA_DIR', async () => {
    const refusal = await loadSecrets(dataDir, { production: true, secretKey: SECRET }).then(
      () => null,
      (err: Error) => err,
    );
    expect(refusal?.name).toBe('OperatorError');
    expect(refusal?.message).toMatch(/IDENTITY_KEY\b/);
    expect(refusal?.message).toMatch(/IDENTITY_KEY_FILE/);
    expect(refusal?.message).not.toContain('\n');
    expect(await storedKeys()).not.toHaveProperty('identityKey');
  });

  it.each([
    ['inside DATA_DIR', (d: string) => join(d, 'identity.key')],
    ['inside DATA_DIR by a path with ..', (d: string) => join(d, '..', 'data', 'keys', 'identity.key')],
  ])('refuses an IDENTITY_KEY_FILE %s', async (_name, path) => {
    await expect(loadSecrets(dataDir, { production: true, secretKey: SECRET, identityKeyFile: path(dataDir) })).rejects.toThrow(
      /IDENTITY_KEY_FILE.*outside DATA_DIR/,
    );
    expect(existsSync(path(dataDir))).toBe(false);
  });

  it('refuses a key file reached through a link into DATA_DIR', async () => {
    await mkdir(dataDir, { recursive: true });
    await writeFile(join(dataDir, 'identity.key'), `${KEY}\n`);
    await symlink(dataDir, join(root, 'keys'));
    await expect(
      loadSecrets(dataDir, { production: true, secretKey: SECRET, identityKeyFile: join(root, 'keys', 'identity.key') }),
    ).rejects.toThrow(/outside DATA_DIR/);
  });

  it('starts with IDENTITY_KEY, or a key file outside DATA_DIR (which takes over a key kept in DATA_DIR)', async () => {
    expect((await loadSecrets(dataDir, { production: true, secretKey: SECRET, identityKey: KEY })).identityKey).toBe(KEY);
    // An install that kept its key in DATA_DIR moves it out by naming a key file: nothing sealed is lost.
    await mkdir(dataDir, { recursive: true });
    await writeFile(join(dataDir, 'secrets.json'), JSON.stringify({ secretKey: SECRET, identityKey: KEY }));
    const keyFile = join(root, 'etc', 'identity.key');
    const s = await loadSecrets(dataDir, { production: true, identityKeyFile: keyFile });
    expect(s).toMatchObject({ identityKey: KEY, identityKeySource: 'key-file' });
    expect((await readFile(keyFile, 'utf8')).trim()).toBe(KEY);
    expect(await storedKeys()).not.toHaveProperty('identityKey');
  });
});

describe('identity key in development', () => {
  it('keeps a generated key in DATA_DIR, and a key file anywhere', async () => {
    const s = await loadSecrets(dataDir, {});
    expect(s.identityKeySource).toBe('data-dir');
    expect(await storedKeys()).toHaveProperty('identityKey', s.identityKey);
    const inside = await loadSecrets(dataDir, { identityKeyFile: join(dataDir, 'identity.key') });
    expect(inside).toMatchObject({ identityKey: s.identityKey, identityKeySource: 'key-file' });
  });
});
