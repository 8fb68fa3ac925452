import { getI18n } from 'react-i18next';
import workspace from './en-workspace.json';

/**
 * The leaders' workspace strings (dashboard, explorer, topics, submissions) join the
 * translations when the workspace's pages load. They live beside en.json rather than in it
 * because en.json is part of the first download of /login, whose 200 KB gzip budget
 * (ARCHITECTURE §8) cannot carry them. Same format, same spec wording.
 */
// The app's instance (i18n.ts), reached through react-i18next so this chunk does not pull
// i18n.ts and en.json out of the entry into a chunk of their own.
getI18n().addResourceBundle('en', 'translation', workspace, true, false);
