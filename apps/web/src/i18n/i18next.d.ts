import 'i18next';
import type en from './en.json';
import type enMyReachouts from './en-my-reachouts.json';
import type enWorkspace from './en-workspace.json';

// Typed keys: a misspelt key is a compile error, not a blank label.
declare module 'i18next' {
  interface CustomTypeOptions {
    defaultNS: 'translation';
    // en-workspace.json and en-my-reachouts.json join at run time with the pages that use them
    // (workspace-strings.ts, my-reachouts-strings.ts).
    resources: { translation: typeof en & typeof enWorkspace & typeof enMyReachouts };
  }
}
