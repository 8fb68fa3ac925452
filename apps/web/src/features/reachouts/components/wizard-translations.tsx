import Add from '@mui/icons-material/Add';
import DeleteOutlined from '@mui/icons-material/DeleteOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { LANGUAGE_NAMES, LANGUAGES, type Language } from '@voyce/contracts/languages';
import { REACHOUT_MESSAGE_MAX, REACHOUT_TITLE_MAX } from '@voyce/contracts/reachout-rules';
import { useTranslation } from '../../../i18n/translate';
import type { DraftTranslation } from '../wizard-rules';
import { WizardField } from './wizard-field';

type Props = {
  translations: DraftTranslation[];
  onChange: (translations: DraftTranslation[]) => void;
  errors?: (string | undefined)[] | undefined;
};

const OTHER_LANGUAGES = LANGUAGES.filter((l): l is Exclude<Language, 'en'> => l !== 'en');

/**
 * The reach-out's title and question in other MyVoyce languages: an employee whose account reads
 * one of them sees that translation; the others read the English original (captioned "Written
 * in English" in their MyVoyce). One translation per language.
 */
export function WizardTranslations({ translations, onChange, errors }: Props) {
  const { t } = useTranslation();
  const free = OTHER_LANGUAGES.filter((l) => !translations.some((tr) => tr.language === l));
  const update = (index: number, patch: Partial<DraftTranslation>) =>
    onChange(translations.map((tr, i) => (i === index ? { ...tr, ...patch } : tr)));
  return (
    <Box component="fieldset" sx={{ border: 0, m: 0, p: 0, minWidth: 0 }}>
      <Typography component="legend" variant="h6" sx={{ mb: 0.5 }}>
        {t('workspace.wizard.translations.title')}
      </Typography>
      <Typography sx={{ fontSize: 13, color: 'text.secondary', mb: 1.5 }}>{t('workspace.wizard.translations.help')}</Typography>
      <Stack spacing={2}>
        {translations.map((tr, index) => {
          const language = LANGUAGE_NAMES[tr.language];
          return (
            <Box
              key={tr.language}
              lang={tr.language}
              sx={{ display: 'grid', gap: 1.5, p: 1.5, border: 1, borderColor: 'divider', borderRadius: 1 }}
            >
              <Box sx={{ display: 'flex', alignItems: 'center', gap: 1 }}>
                <Box
                  component="select"
                  aria-label={t('workspace.wizard.translations.language')}
                  value={tr.language}
                  onChange={(event: React.ChangeEvent<HTMLSelectElement>) =>
                    update(index, { language: event.target.value as DraftTranslation['language'] })
                  }
                  sx={{ font: 'inherit', py: 0.5 }}
                >
                  {[tr.language, ...free].map((l) => (
                    <option key={l} value={l} lang={l}>
                      {LANGUAGE_NAMES[l]}
                    </option>
                  ))}
                </Box>
                <Box sx={{ flex: 1 }} />
                <IconButton
                  aria-label={t('workspace.wizard.translations.remove', { language })}
                  onClick={() => onChange(translations.filter((_, i) => i !== index))}
                >
                  <DeleteOutlined />
                </IconButton>
              </Box>
              <WizardField
                label={t('workspace.wizard.translations.titleLabel', { language })}
                value={tr.title}
                onChange={(title) => update(index, { title })}
                maxLength={REACHOUT_TITLE_MAX}
              />
              <WizardField
                label={t('workspace.wizard.translations.question', { language })}
                value={tr.body}
                onChange={(body) => update(index, { body })}
                error={errors?.[index]}
                multiline
                required
                maxLength={REACHOUT_MESSAGE_MAX}
              />
            </Box>
          );
        })}
      </Stack>
      {free.length > 0 && (
        <Button
          startIcon={<Add />}
          onClick={() => onChange([...translations, { language: free[0]!, title: '', body: '' }])}
          sx={{ mt: 1, ml: -1 }}
        >
          {t('workspace.wizard.translations.add')}
        </Button>
      )}
    </Box>
  );
}
