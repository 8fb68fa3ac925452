import { initialLanguage, showLanguage } from './language';
import { activateMessages } from './translate';

/**
 * The page's language and its catalog, loaded as the app starts: main.tsx renders once this is
 * done, so a first render is never in the wrong language and a reader downloads their own
 * language's catalog only. (Not a top-level await: the bundler would then fold the entry into
 * its `initial` group, and the pages' preload lists are read from the entry.) The workspace's
 * catalog joins with its pages (workspace-strings.ts).
 */
export const i18nReady: Promise<void> = showLanguage(initialLanguage()).catch((error: unknown) => {
  // The catalog did not arrive (offline, a deploy replaced it): the page shows its keys rather
  // than nothing, and the error is reported as any other.
  activateMessages('en', {});
  throw error;
});
