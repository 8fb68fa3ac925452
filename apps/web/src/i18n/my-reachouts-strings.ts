import { addTranslations } from './translate';
import strings from './en-my-reachouts.json';

/**
 * MyVoyce's reach-out strings join the translations with the pages that show them, rather than
 * sitting in en.json: en.json is part of the first download of /login, whose 200 KB gzip
 * budget (ARCHITECTURE §8) has no room left. Same format as en.json.
 */
addTranslations(strings);
