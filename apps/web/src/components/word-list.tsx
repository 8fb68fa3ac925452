import Cancel from '@mui/icons-material/Cancel';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import FormHelperText from '@mui/material/FormHelperText';
import OutlinedInput from '@mui/material/OutlinedInput';
import Typography from '@mui/material/Typography';
import { topicWordError } from '@voyce/contracts/settings';
import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from '../i18n/translate';

type Props = {
  label: string;
  words: string[];
  /** Every word a new one must differ from (ignoring case). */
  existing: string[];
  onAdd: (word: string) => void;
  onRemove: (word: string) => void;
};

/**
 * A list of topic words (spec 2 §5): an input that refuses an empty word ('Word cannot be
 * empty') and a repeated one ('This word is already added'), and the words as removable chips.
 */
export function WordList({ label, words, existing, onAdd, onRemove }: Props) {
  const { t } = useTranslation();
  const [draft, setDraft] = useState('');
  const [error, setError] = useState<string | null>(null);
  const id = useId();
  const add = (e: FormEvent) => {
    e.preventDefault();
    const problem = topicWordError(draft, existing);
    setError(problem);
    if (problem) return;
    onAdd(draft.trim());
    setDraft('');
  };
  return (
    <Box>
      <Typography id={`${id}-label`} variant="h5" component="h3" sx={{ mb: 1 }}>
        {label}
      </Typography>
      <Box component="form" noValidate onSubmit={add} sx={{ display: 'flex', gap: 1 }}>
        <OutlinedInput
          size="small"
          fullWidth
          value={draft}
          error={Boolean(error)}
          onChange={(e) => {
            setDraft(e.target.value);
            setError(null);
          }}
          placeholder={t('settings.ai.addWordPlaceholder')}
          inputProps={{ 'aria-label': t('settings.ai.addWordTo', { list: label }), 'aria-describedby': `${id}-error` }}
        />
        <Button type="submit" variant="outlined">
          {t('settings.ai.addWord')}
        </Button>
      </Box>
      <FormHelperText id={`${id}-error`} error sx={{ minHeight: 20 }}>
        {error}
      </FormHelperText>
      {/* A list holds list items only (axe 'list'): the empty state is a paragraph beside it. */}
      {words.length === 0 ? (
        <Typography sx={{ color: 'text.secondary', fontSize: 13 }}>{t('settings.ai.noWords')}</Typography>
      ) : (
        <Box
          component="ul"
          aria-labelledby={`${id}-label`}
          sx={{ listStyle: 'none', m: 0, p: 0, display: 'flex', flexWrap: 'wrap', gap: 1 }}
        >
          {words.map((w) => (
            <li key={w}>
              <Chip
                label={w}
                onDelete={() => onRemove(w)}
                // MUI hides the delete icon from assistive technology; this one is a named button.
                deleteIcon={<Cancel role="button" aria-hidden={false} aria-label={t('settings.common.deleteNamed', { name: w })} />}
              />
            </li>
          ))}
        </Box>
      )}
    </Box>
  );
}
