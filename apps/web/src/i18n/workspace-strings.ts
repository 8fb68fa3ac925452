import { addTranslations } from './translate';
import workspace from './en-workspace.json';

/**
 * The leaders' workspace strings (dashboard, explorer, topics, submissions) join the
 * translations when the workspace's pages load. They live beside en.json rather than in it
 * because en.json is part of the first download of /login, whose 200 KB gzip budget
 * (ARCHITECTURE §8) cannot carry them. Same format, same spec wording.
 */
addTranslations(workspace);
