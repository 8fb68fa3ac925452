import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import CircularProgress from '@mui/material/CircularProgress';
import FormControl from '@mui/material/FormControl';
import InputLabel from '@mui/material/InputLabel';
import OutlinedInput from '@mui/material/OutlinedInput';
import Typography from '@mui/material/Typography';
import { alpha } from '@mui/material/styles';
import { EMAIL_PATTERN } from '@voyce/contracts/email-pattern';
import { useMemo, useState, type KeyboardEvent } from 'react';
import { useTranslation } from '../i18n/translate';
import { useCombobox } from './use-combobox';

/**
 * A person to send to. Leadership team members are sent by id, everyone else by e-mail
 * (spec 1 §5: "recipients without an id are sent as e-mails").
 */
export type Recipient = { id: string; name: string; email: string; kind: 'leader' | 'member' | 'email' };

const keyOf = (r: Pick<Recipient, 'email'>) => r.email.trim().toLowerCase();

/** Drops repeated people (same e-mail), keeping the first, which carries the richest kind. */
export function uniqueRecipients(list: Recipient[]): Recipient[] {
  const seen = new Set<string>();
  return list.filter((r) => {
    const key = keyOf(r);
    if (!key || seen.has(key)) return false;
    seen.add(key);
    return true;
  });
}

type Props = {
  label: string;
  value: Recipient[];
  onChange: (next: Recipient[]) => void;
  /** Everyone the person may pick; the picker filters by what is typed. */
  options: Recipient[];
  inputValue: string;
  onInputChange: (text: string) => void;
  /** A directory search is running (spec 1 §9 loading rule is the caller's). */
  loading?: boolean;
  autoFocus?: boolean;
};

/**
 * Recipients as chips with a type-ahead list (useCombobox's 'free' keys). A typed string that
 * is an e-mail address is added on Enter with an empty name; duplicates and people already
 * chosen never appear twice (spec 1 §5). Backspace in the empty field removes the last chip.
 */
export function RecipientPicker({ label, value, onChange, options, inputValue, onInputChange, loading = false, autoFocus }: Props) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  const [browsing, setBrowsing] = useState(false);

  const chosen = useMemo(() => new Set(value.map(keyOf)), [value]);
  const text = inputValue.trim().toLowerCase();
  const matches = useMemo(
    () =>
      uniqueRecipients(options)
        .filter((o) => !chosen.has(keyOf(o)))
        .filter((o) => !text || o.name.toLowerCase().includes(text) || o.email.toLowerCase().includes(text))
        .slice(0, 50),
    [options, chosen, text],
  );
  const typedEmail = EMAIL_PATTERN.test(inputValue.trim()) && !chosen.has(keyOf({ email: inputValue })) ? inputValue.trim() : null;
  const typed: Recipient | null = typedEmail === null ? null : { id: '', name: '', email: typedEmail, kind: 'email' };
  const showTyped = typed !== null && !matches.some((m) => keyOf(m) === keyOf(typed));
  const items: Recipient[] = [...matches, ...(showTyped ? [typed] : [])];

  const add = (r: Recipient) => {
    onChange(uniqueRecipients([...value, r]));
    onInputChange('');
    combobox.clearHighlight();
    setBrowsing(false);
  };
  // Suggestions show while the person types (or asks with the arrow keys) and sit between
  // the field and what follows: never over it, and never inside a dialog's scroll clip.
  const combobox = useCombobox({
    open,
    setOpen,
    items,
    keyOf: (r) => `${r.kind}-${keyOf(r)}`,
    onPick: add,
    mode: 'free',
    shown: text.length > 0 || browsing,
  });

  const onKeyDown = (e: KeyboardEvent<HTMLInputElement>) => {
    if (e.key === 'ArrowDown') setBrowsing(true);
    if (e.key === 'Escape') setBrowsing(false);
    if (combobox.onKeyDown(e)) return;
    if (e.key === 'Enter') {
      // Never the form's submit: Enter adds the typed address, if it is one.
      e.preventDefault();
      if (typed) add(typed);
    } else if (e.key === 'Backspace' && !inputValue && value.length) {
      onChange(value.slice(0, -1));
    }
  };

  return (
    <Box>
      {value.length > 0 && (
        <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, mb: 1.5 }} aria-live="polite">
          {value.map((r) => (
            <Chip
              key={keyOf(r)}
              label={r.name ? `${r.name} <${r.email}>` : r.email}
              onDelete={() => onChange(value.filter((v) => keyOf(v) !== keyOf(r)))}
              sx={{ maxWidth: '100%' }}
            />
          ))}
        </Box>
      )}
      <FormControl fullWidth>
        <InputLabel htmlFor={combobox.id}>{label}</InputLabel>
        <OutlinedInput
          id={combobox.id}
          label={label}
          value={inputValue}
          autoFocus={autoFocus}
          autoComplete="off"
          placeholder={t('workspace.recipients.placeholder')}
          onChange={(e) => {
            onInputChange(e.target.value);
            setOpen(true);
            combobox.clearHighlight();
          }}
          onFocus={() => setOpen(true)}
          onBlur={() => {
            combobox.close();
            setBrowsing(false);
          }}
          onKeyDown={onKeyDown}
          endAdornment={loading ? <CircularProgress size={18} aria-label={t('workspace.recipients.searching')} /> : undefined}
          inputProps={combobox.inputProps}
        />
      </FormControl>
      {combobox.expanded && <RecipientList combobox={combobox} label={label} items={items} loading={loading} />}
    </Box>
  );
}

/** The suggestions: each person's name, e-mail and where they come from, or the typed address to add. */
function RecipientList({
  combobox,
  label,
  items,
  loading,
}: {
  combobox: Pick<ReturnType<typeof useCombobox<Recipient>>, 'active' | 'listboxProps' | 'optionProps'>;
  label: string;
  items: Recipient[];
  loading: boolean;
}) {
  const { t } = useTranslation();
  const kindLabel = (r: Recipient) =>
    r.kind === 'leader'
      ? t('workspace.recipients.leadershipTeam')
      : r.kind === 'member'
        ? t('workspace.recipients.organization')
        : t('workspace.recipients.directory');
  return (
    <Box
      component="ul"
      {...combobox.listboxProps}
      aria-label={label}
      // Keep focus in the input when an option is clicked.
      onMouseDown={(e) => e.preventDefault()}
      sx={{
        listStyle: 'none',
        m: 0,
        mt: 0.5,
        p: 0.5,
        maxHeight: 240,
        overflowY: 'auto',
        border: 1,
        borderColor: 'divider',
        borderRadius: 1,
      }}
    >
      {items.map((r, i) => (
        <Box
          component="li"
          key={`${r.kind}-${keyOf(r)}`}
          {...combobox.optionProps(i)}
          sx={(theme) => ({
            px: 1.5,
            py: 1,
            borderRadius: 1,
            cursor: 'pointer',
            bgcolor: i === combobox.active ? alpha(theme.palette.primary.main, 0.1) : 'transparent',
            '&:hover': { bgcolor: alpha(theme.palette.primary.main, 0.06) },
          })}
        >
          {r.name ? (
            <>
              <Typography sx={{ fontSize: 14, fontWeight: 500 }}>{r.name}</Typography>
              <Typography sx={{ fontSize: 12, color: 'text.secondary' }}>
                {r.email} · {kindLabel(r)}
              </Typography>
            </>
          ) : (
            <Typography sx={{ fontSize: 14 }}>{t('workspace.recipients.addEmail', { email: r.email })}</Typography>
          )}
        </Box>
      ))}
      {items.length === 0 && (
        <Typography component="li" sx={{ px: 1.5, py: 1, fontSize: 13, color: 'text.secondary' }}>
          {loading ? t('workspace.recipients.searching') : t('workspace.recipients.noOptions')}
        </Typography>
      )}
    </Box>
  );
}
