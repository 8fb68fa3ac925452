import type { Language } from '@voyce/contracts/languages';
import { ar } from './ar.ts';
import type { MailCatalog } from './catalog.ts';
import { de } from './de.ts';
import { en } from './en.ts';
import { es } from './es.ts';
import { fr } from './fr.ts';
import { pl } from './pl.ts';
import { pt } from './pt.ts';
import { ro } from './ro.ts';

/** Every language's e-mail words (catalog.ts says what each key holds). */
export const MAIL_CATALOGS: Record<Language, MailCatalog> = { en, es, fr, de, pt, pl, ro, ar };
