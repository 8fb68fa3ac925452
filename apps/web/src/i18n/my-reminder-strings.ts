import { addTranslations } from './translate';
import strings from './en-my-reminder.json';

/**
 * The MyVoyce reminder setting's strings, loaded with the page that shows them rather than in
 * en.json (the /login first download has no room left; see my-reachouts-strings.ts).
 */
addTranslations(strings);
