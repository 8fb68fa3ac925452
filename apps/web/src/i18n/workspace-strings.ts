import { addEnglishOnlyMessages } from './translate';
import workspace from './locales/en/workspace.json?lingui';

/**
 * The leaders' workspace strings (dashboard, explorer, topics, submissions, settings) join the
 * messages when the workspace's pages load. They live apart from the MyVoyce catalog
 * (locales/<lang>/app.json) because that one is part of the first download of /login, whose 200
 * KB gzip budget (ARCHITECTURE §8) cannot carry them; the workspace is in English only.
 */
addEnglishOnlyMessages(workspace);
