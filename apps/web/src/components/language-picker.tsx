import LanguageIcon from '@mui/icons-material/Language';
import Box from '@mui/material/Box';
import { LANGUAGE_NAMES, type Language } from '@voyce/contracts/languages';
import { setAccountLanguage } from '../api/auth';
import { AVAILABLE_LANGUAGES, currentLanguage, pageLanguage, showLanguage } from '../i18n/language';
import { useTranslation } from '../i18n/translate';
import { notify } from '../lib/notify';

type Props = {
  /** Signed in: the choice is also the account's (its e-mails, its other devices). */
  account?: boolean;
};

/**
 * The language picker of MyVoyce's pages and the sign-in pages: each language by its own name
 * (a speaker finds theirs whatever the page shows). A native select: small, and the phone's own
 * list. Hidden while only English is built (the other catalogs arrive with their translations).
 */
export function LanguagePicker({ account = false }: Props) {
  const { t } = useTranslation();
  if (AVAILABLE_LANGUAGES.length < 2) return null;
  const choose = (language: Language) => {
    void showLanguage(language, { remembered: true });
    if (account) setAccountLanguage(language).catch(() => notify(t('common.languageNotSaved'), { variant: 'error' }));
  };
  return (
    <Box sx={{ display: 'inline-flex', alignItems: 'center', gap: 0.5, color: 'text.secondary' }}>
      <LanguageIcon fontSize="small" aria-hidden />
      <Box
        component="select"
        aria-label={t('common.language')}
        value={currentLanguage() === 'pseudo' ? '' : pageLanguage()}
        onChange={(event: React.ChangeEvent<HTMLSelectElement>) => choose(event.target.value as Language)}
        sx={{ font: 'inherit', fontSize: 14, color: 'text.primary', bgcolor: 'transparent', border: 0, py: 0.5, cursor: 'pointer' }}
      >
        {AVAILABLE_LANGUAGES.map((language) => (
          <option key={language} value={language} lang={language}>
            {LANGUAGE_NAMES[language]}
          </option>
        ))}
      </Box>
    </Box>
  );
}
