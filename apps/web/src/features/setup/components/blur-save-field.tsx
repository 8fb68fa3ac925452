import FormControl from '@mui/material/FormControl';
import FormHelperText from '@mui/material/FormHelperText';
import InputLabel from '@mui/material/InputLabel';
import OutlinedInput from '@mui/material/OutlinedInput';
import { useId, useState } from 'react';

type Props = {
  label: string;
  /** The last saved value. */
  saved: string;
  hint?: string;
  rows?: number;
  /** Checks the text; a message stops the save and shows under the field. */
  validate?: (value: string) => string | null;
  /** Resolves when saved; a rejection keeps the text for another try. */
  onSave: (value: string) => Promise<unknown>;
};

/** Spec 2 §2: a setup text that saves when it loses focus, only when it changed since the last save. */
export function BlurSaveField({ label, saved, hint, rows = 4, validate, onSave }: Props) {
  const id = useId();
  const [value, setValue] = useState(saved);
  const [lastSaved, setLastSaved] = useState(saved);
  const [error, setError] = useState<string | null>(null);
  const onBlur = () => {
    if (value === lastSaved) return;
    const problem = validate?.(value) ?? null;
    setError(problem);
    if (problem) return;
    onSave(value).then(
      () => setLastSaved(value),
      () => undefined,
    );
  };
  return (
    <FormControl fullWidth error={Boolean(error)}>
      <InputLabel htmlFor={id}>{label}</InputLabel>
      <OutlinedInput
        id={id}
        label={label}
        multiline
        rows={rows}
        value={value}
        onChange={(e) => {
          setValue(e.target.value);
          setError(null);
        }}
        onBlur={onBlur}
        aria-describedby={`${id}-helper`}
      />
      <FormHelperText id={`${id}-helper`} sx={{ minHeight: 20 }}>
        {error ?? hint}
      </FormHelperText>
    </FormControl>
  );
}
