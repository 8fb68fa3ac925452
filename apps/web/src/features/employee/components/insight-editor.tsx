import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import FormControl from '@mui/material/FormControl';
import FormHelperText from '@mui/material/FormHelperText';
import InputLabel from '@mui/material/InputLabel';
import OutlinedInput from '@mui/material/OutlinedInput';
import Typography from '@mui/material/Typography';
import VisibilityOffOutlined from '@mui/icons-material/VisibilityOffOutlined';
import { identifyingHints } from '@voyce/contracts/identifying';
import { INSIGHT_MAX_LENGTH } from '@voyce/contracts/insights';
import { useDeferredValue, useId, type ReactNode, type Ref } from 'react';
import { useController, type Control, type Path } from 'react-hook-form';
import { useTranslation } from '../../../i18n/translate';
import { useIdentifyingRules } from '../identifying-rules';
import { identifyingWarning } from '../identifying-warning';
import { localizeMessage } from '../../../i18n/localize-message';

export type BodyValues = { body: string };

type Props<T extends BodyValues> = {
  /** A form whose `body` is the text (it may hold more fields, such as the compose card's department). */
  control: Control<T, unknown, T>;
  label: string;
  /** Who will read the text, said plainly above the field (DESIGN.md 'Anonymity is visible'). */
  audience: string;
  /** A further quiet line under it (a reach-out's minimum group size rule). */
  note?: ReactNode;
  placeholder?: string;
  disabled?: boolean;
  inputRef?: Ref<HTMLTextAreaElement>;
};

/**
 * The MyVoyce writing field: who reads it, a growing text box, a character counter and a
 * live warning when the words may give the writer away (a hint; sending stays possible).
 */
export function InsightEditor<T extends BodyValues>({ control, label, audience, note, placeholder, disabled = false, inputRef }: Props<T>) {
  const { t } = useTranslation();
  const { field, fieldState } = useController({ control, name: 'body' as Path<T> });
  const id = useId();
  const audienceId = `${id}-audience`;
  const helperId = `${id}-helper`;
  const value: string = (field.value as string | undefined) ?? '';
  // English's rules, and the page's language's once loaded (identifying-rules.ts). The check runs
  // on a deferred copy so typing never waits for the regular expressions.
  const rules = useIdentifyingRules();
  const hints = identifyingHints(useDeferredValue(value), rules);
  const over = value.length > INSIGHT_MAX_LENGTH;

  return (
    <Box>
      <Box id={audienceId} sx={{ display: 'flex', gap: 1, alignItems: 'flex-start', mb: note ? 1 : 2, color: 'text.secondary' }}>
        <VisibilityOffOutlined fontSize="small" sx={{ mt: '1px' }} aria-hidden />
        <Typography variant="body1" sx={{ color: 'text.secondary' }}>
          {audience}
        </Typography>
      </Box>
      {note && <Box sx={{ mb: 2 }}>{note}</Box>}
      <FormControl fullWidth error={Boolean(fieldState.error) || over} disabled={disabled} variant="outlined">
        <InputLabel htmlFor={id}>{label}</InputLabel>
        <OutlinedInput
          id={id}
          label={label}
          multiline
          minRows={4}
          maxRows={16}
          placeholder={placeholder}
          name={field.name}
          value={value}
          onChange={field.onChange}
          onBlur={field.onBlur}
          inputRef={(element: HTMLTextAreaElement | null) => {
            field.ref(element);
            if (typeof inputRef === 'function') inputRef(element);
            else if (inputRef) inputRef.current = element;
          }}
          aria-describedby={`${audienceId} ${helperId}`}
          // What people write takes its own direction: English typed on an Arabic page keeps its full stop at the end.
          inputProps={{ dir: 'auto' }}
        />
        <Box sx={{ display: 'flex', gap: 2, justifyContent: 'space-between', alignItems: 'flex-start' }}>
          <FormHelperText id={helperId} sx={{ minHeight: 20, mx: 1.75 }}>
            {localizeMessage(fieldState.error?.message ?? '')}
          </FormHelperText>
          <FormHelperText
            sx={{ mx: 1.75, flexShrink: 0, fontVariantNumeric: 'tabular-nums', color: over ? 'error.main' : 'text.secondary' }}
          >
            {t('my.editor.counter', { count: value.length, max: INSIGHT_MAX_LENGTH })}
          </FormHelperText>
        </Box>
      </FormControl>
      {/* Always in the page, so screen readers announce the warning when it appears. */}
      <Box role="status" aria-live="polite">
        {hints.length > 0 && (
          <Alert severity="warning" sx={{ mt: 1 }}>
            {identifyingWarning(t, hints)}
          </Alert>
        )}
      </Box>
    </Box>
  );
}
