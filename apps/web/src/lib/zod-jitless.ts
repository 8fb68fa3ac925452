// Zod probes `new Function('')` before its first object parse to decide whether it may compile
// parsers; under the page's CSP (script-src 'self', no 'unsafe-eval') the probe is blocked and
// Chrome reports a CSP violation issue on every page (Lighthouse best practices). `jitless` skips
// the probe and parses without compiling, which the CSP would refuse anyway.
//
// Set through the global zod reads its configuration from when it loads
// (`globalThis.__zod_globalConfig`, zod/v4/core/core.ts), not through `z.config()`: zod is a lazy
// chunk, and importing it here would put it in the first download of /login (200 KB budget).
// This module must run before zod loads: main.tsx imports it first.
declare global {
  var __zod_globalConfig: { jitless?: boolean } | undefined;
}

globalThis.__zod_globalConfig = { ...globalThis.__zod_globalConfig, jitless: true };

export {};
