import 'i18next';
import type en from './en.json';
import type enWorkspace from './en-workspace.json';

// Typed keys: a misspelt key is a compile error, not a blank label.
declare module 'i18next' {
  interface CustomTypeOptions {
    defaultNS: 'translation';
    // en-workspace.json joins at run time with the workspace's pages (workspace-strings.ts).
    resources: { translation: typeof en & typeof enWorkspace };
  }
}
