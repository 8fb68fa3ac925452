import { execFile } from 'node:child_process';
import { join } from 'node:path';
import { promisify } from 'node:util';

/**
 * The web app's JavaScript as ARCHITECTURE §8 counts it, by the same script the test run
 * enforces it with (scripts/bundle-size.mjs, on the last `npm run build`).
 */
export async function benchBundle(): Promise<{ loginKb: number; wholeKb: number }> {
  const script = join(import.meta.dirname, '..', '..', '..', 'scripts', 'bundle-size.mjs');
  const { stdout } = await promisify(execFile)(process.execPath, [script]);
  const kb = (name: string) => {
    const m = new RegExp(`^${name}\\s+([\\d.]+) KB gzip`, 'm').exec(stdout);
    if (!m) throw new Error(`bundle-size.mjs printed no "${name}" line:\n${stdout}`);
    return Number(m[1]);
  };
  return { loginKb: kb('/login initial JS'), wholeKb: kb('whole app JS') };
}
