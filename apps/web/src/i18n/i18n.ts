import en from './en.json';
import { addTranslations } from './translate';

// The sign-in pages' and the shell's strings are part of the first download; the workspace's
// and MyVoyce reach-outs' join with their pages (workspace-strings.ts, my-reachouts-strings.ts).
addTranslations(en);
