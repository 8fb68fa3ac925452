import { createReadStream, createWriteStream } from 'node:fs';
import { mkdir, readdir, rename, rm, stat } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import type { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';

/**
 * Where export files live. Local directory by default; past one machine the same interface
 * fronts S3-compatible storage (ARCHITECTURE §2), so nothing else changes.
 */
export interface FileStorage {
  /** Stores the stream under `key` (`<organizationId>/<fileId>.csv`); the file appears whole or not at all. */
  write(key: string, body: Readable): Promise<void>;
  /** The stored file, or null when it is gone. */
  read(key: string): Promise<Readable | null>;
  /** Removes the files under `prefix` older than `maxAgeMs` (expired links point nowhere anyway). */
  sweep(prefix: string, maxAgeMs: number): Promise<void>;
}

const KEY = /^[0-9a-f-]{36}\/[0-9a-f-]{36}\.csv$/;

export function checkedKey(key: string): string {
  // Keys come from signed tokens; checking the shape again keeps a path out of the file system.
  if (!KEY.test(key)) throw new Error('invalid storage key');
  return key;
}

export function createLocalStorage(root: string): FileStorage {
  return {
    async write(key, body) {
      const path = join(root, checkedKey(key));
      await mkdir(dirname(path), { recursive: true });
      const partial = `${path}.part`;
      try {
        await pipeline(body, createWriteStream(partial, { mode: 0o600 }));
        await rename(partial, path);
      } catch (err) {
        await rm(partial, { force: true });
        throw err;
      }
    },

    async read(key) {
      const path = join(root, checkedKey(key));
      const info = await stat(path).catch(() => null);
      return info?.isFile() ? createReadStream(path) : null;
    },

    async sweep(prefix, maxAgeMs) {
      if (!/^[0-9a-f-]{36}$/.test(prefix)) return;
      const dir = join(root, prefix);
      const names = await readdir(dir).catch(() => [] as string[]);
      const cutoff = Date.now() - maxAgeMs;
      for (const name of names) {
        const path = join(dir, name);
        const info = await stat(path).catch(() => null);
        if (info && info.mtimeMs < cutoff) await rm(path, { force: true });
      }
    },
  };
}
