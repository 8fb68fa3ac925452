import Box from '@mui/material/Box';
import InputBase from '@mui/material/InputBase';
import { useRef, type ClipboardEvent, type KeyboardEvent } from 'react';
import { useTranslation } from '../i18n/translate';

type Props = {
  length: number;
  /** Digits by position; a space marks an empty box between filled ones. */
  value: string;
  onChange: (value: string) => void;
  disabled?: boolean;
  error?: boolean;
  autoFocus?: boolean;
  /** Id of the message under the boxes, read out with each box. */
  describedBy?: string | undefined;
  /** Enter in a full code submits it, as in a one-field form. */
  onComplete?: () => void;
};

const digitsOnly = (text: string) => text.replace(/\D/g, '');

/** True when every box holds a digit: the only state in which Verify is enabled. */
export function isCompleteCode(value: string, length: number): boolean {
  return value.length === length && /^\d+$/.test(value);
}

/**
 * One box per digit: typing advances, Backspace on an empty box goes back, pasting fills
 * every box, and the arrow keys move between boxes.
 */
export function CodeInput({ length, value, onChange, disabled = false, error = false, autoFocus = false, describedBy, onComplete }: Props) {
  const { t } = useTranslation();
  const boxes = useRef<Array<HTMLInputElement | null>>([]);

  const focusBox = (index: number) => {
    const box = boxes.current[Math.max(0, Math.min(length - 1, index))];
    box?.focus();
    box?.select();
  };

  const digitAt = (index: number) => (value[index] ?? '').trim();

  const setDigit = (index: number, digit: string) => {
    const chars = value.padEnd(length, ' ').split('');
    chars[index] = digit || ' ';
    // Holes stay in place so clearing one box never shifts the digits after it.
    onChange(chars.join('').trimEnd());
  };

  const handleInput = (index: number, raw: string) => {
    const digits = digitsOnly(raw);
    const previous = digitAt(index);
    if (digits.length === 2 && previous) {
      // Typed next to the digit already in the box: keep the new one.
      const typed = digits.startsWith(previous) ? digits.charAt(1) : digits.charAt(0);
      setDigit(index, typed);
      focusBox(index + 1);
      return;
    }
    if (digits.length > 1) {
      // Autofill ("one-time-code") and fast typing can deliver several digits at once.
      fillFrom(index, digits);
      return;
    }
    setDigit(index, digits);
    if (digits) focusBox(index + 1);
  };

  const fillFrom = (index: number, digits: string) => {
    const next = (value.padEnd(index, ' ').slice(0, index) + digits).slice(0, length);
    onChange(next);
    focusBox(next.length);
  };

  const handlePaste = (index: number, event: ClipboardEvent<HTMLInputElement>) => {
    event.preventDefault();
    const digits = digitsOnly(event.clipboardData.getData('text'));
    if (digits) fillFrom(digits.length >= length ? 0 : index, digits);
  };

  const handleKeyDown = (index: number, event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'Backspace' && !digitAt(index)) {
      event.preventDefault();
      if (index > 0) {
        setDigit(index - 1, '');
        focusBox(index - 1);
      }
    } else if (event.key === 'ArrowLeft') {
      event.preventDefault();
      focusBox(index - 1);
    } else if (event.key === 'ArrowRight') {
      event.preventDefault();
      focusBox(index + 1);
    } else if (event.key === 'Enter' && isCompleteCode(value, length)) {
      onComplete?.();
    }
  };

  return (
    <Box
      role="group"
      aria-label={t('auth.otp.groupLabel')}
      sx={{ display: 'flex', gap: { xs: 1, sm: 1.5 }, justifyContent: 'space-between' }}
    >
      {Array.from({ length }, (_, index) => (
        <InputBase
          key={index}
          inputRef={(element: HTMLInputElement | null) => {
            boxes.current[index] = element;
          }}
          value={digitAt(index)}
          onChange={(event) => handleInput(index, event.target.value)}
          onKeyDown={(event) => handleKeyDown(index, event as KeyboardEvent<HTMLInputElement>)}
          onPaste={(event) => handlePaste(index, event as ClipboardEvent<HTMLInputElement>)}
          onFocus={(event) => (event.target as HTMLInputElement).select()}
          disabled={disabled}
          error={error}
          autoFocus={autoFocus && index === 0}
          slotProps={{
            input: {
              inputMode: 'numeric',
              pattern: '[0-9]*',
              maxLength: length,
              autoComplete: index === 0 ? 'one-time-code' : 'off',
              'aria-label': t('auth.otp.digitLabel', { index: index + 1, length }),
              'aria-invalid': error || undefined,
              'aria-describedby': describedBy,
            },
          }}
          sx={(theme) => ({
            flex: '1 1 0',
            minWidth: 0,
            maxWidth: 56,
            height: 56,
            borderRadius: `${theme.shape.borderRadius}px`,
            border: `1px solid ${error ? theme.palette.error.main : theme.palette.grey[400]}`,
            backgroundColor: 'background.paper',
            fontSize: 22,
            fontWeight: 600,
            '& input': { textAlign: 'center', p: 0, height: '100%' },
            '&.Mui-focused': {
              borderColor: error ? 'error.main' : 'primary.main',
              boxShadow: `0 0 0 1px ${error ? theme.palette.error.main : theme.palette.primary.main}`,
            },
            '&.Mui-disabled': { backgroundColor: 'action.hover' },
          })}
        />
      ))}
    </Box>
  );
}
