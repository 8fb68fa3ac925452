import Box from '@mui/material/Box';
import CircularProgress from '@mui/material/CircularProgress';
import FormControl from '@mui/material/FormControl';
import FormHelperText from '@mui/material/FormHelperText';
import IconButton from '@mui/material/IconButton';
import InputLabel from '@mui/material/InputLabel';
import OutlinedInput from '@mui/material/OutlinedInput';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { alpha } from '@mui/material/styles';
import { createSvgIcon } from '@mui/material/utils';
import type { ReactNode } from 'react';
import { useController, type Control, type FieldValues, type Path } from 'react-hook-form';
import { useTranslation } from '../i18n/translate';
import { nearListEnd, personDetail, type Person } from './person-search';
import type { useCombobox } from './use-combobox';
import { usePersonPicker } from './use-person-picker';

// The icons of MUI's Autocomplete, which this picker replaces (its paths, not its module).
const ClearIcon = createSvgIcon(
  <path d="M19 6.41 17.59 5 12 10.59 6.41 5 5 6.41 10.59 12 5 17.59 6.41 19 12 13.41 17.59 19 19 17.59 13.41 12z" />,
  'Close',
);
const OpenIcon = createSvgIcon(<path d="M7 10l5 5 5-5z" />, 'ArrowDropDown');

type Props = {
  label: string;
  /** The chosen person's id; '' or null when nobody. */
  value: string | null;
  onChange: (id: string | null) => void;
  onBlur?: () => void;
  /** Shown for the chosen person until their details arrive (the row's head name, say). */
  valueName?: string | null;
  /** Leave out people whose invite is still pending (department heads and managers). */
  excludePending?: boolean;
  error?: boolean;
  /** A hint under the field; otherwise the chosen person's e-mail and departments. */
  helperText?: ReactNode;
  disabled?: boolean;
  required?: boolean;
};

/**
 * Picks one person of the organisation by typing a name, an e-mail or a department:
 * the server searches as the person types (debounced), a page at a time, the next page loading
 * as the list scrolls or the highlight nears its end. Each option shows name, e-mail and
 * departments, so namesakes can be told apart; the chosen person shows even when no loaded page
 * holds them. The ARIA combobox pattern as MUI's Autocomplete behaves (useCombobox's 'select'
 * keys, a clear button, emptying the field clears it).
 */
export function PersonPicker(props: Props) {
  const { label, error = false, disabled, required } = props;
  const { t } = useTranslation();
  const p = usePersonPicker(props);
  return (
    <FormControl fullWidth error={error} required={required} disabled={disabled} variant="outlined">
      <InputLabel htmlFor={p.combobox.id} id={`${p.combobox.id}-label`}>
        {label}
      </InputLabel>
      <Box sx={fieldSx}>
        <OutlinedInput
          id={p.combobox.id}
          inputRef={p.inputRef}
          fullWidth
          label={label}
          value={p.text}
          placeholder={t('settings.people.placeholder')}
          onChange={p.onChange}
          onKeyDown={p.combobox.onKeyDown}
          onFocus={p.onFocus}
          onBlur={p.onBlur}
          inputProps={{
            onMouseDown: p.onMouseDown,
            onClick: p.onClick,
            ...p.combobox.inputProps,
            autoComplete: 'off',
            autoCapitalize: 'none',
            spellCheck: false,
          }}
          endAdornment={
            <PickerButtons
              busy={p.busy}
              clearable={p.clearable}
              disabled={disabled}
              expanded={p.combobox.expanded}
              onClear={p.onClear}
              onToggle={p.onToggle}
            />
          }
        />
        {p.combobox.expanded && (
          <PeopleList
            combobox={p.combobox}
            people={p.shown}
            chosenId={p.chosenId}
            nameOf={p.nameOf}
            searching={p.searching}
            failed={p.failed}
            onNearEnd={p.more}
          />
        )}
      </Box>
      <FormHelperText sx={{ minHeight: 20 }}>{p.hint}</FormHelperText>
    </FormControl>
  );
}

/** The clear button shows while the field has the focus or the pointer. */
const fieldSx = {
  position: 'relative',
  '& .person-picker-clear': { visibility: 'hidden' },
  '&:focus-within .person-picker-clear': { visibility: 'visible' },
  // Not on touch screens: a first tap would only show the button (iOS).
  '@media (pointer: fine)': { '&:hover .person-picker-clear': { visibility: 'visible' } },
} as const;

// The buttons keep the focus in the field, as the Autocomplete's did.
const keepFocus = (e: { preventDefault: () => void }) => e.preventDefault();

/** The field's end: a spinner while searching, the clear button, and the open/close toggle. */
function PickerButtons(p: {
  busy: boolean;
  clearable: boolean;
  disabled: boolean | undefined;
  expanded: boolean;
  onClear: () => void;
  onToggle: () => void;
}) {
  const { t } = useTranslation();
  const toggleLabel = t(p.expanded ? 'settings.people.close' : 'settings.people.open');
  return (
    <Box sx={{ display: 'flex', alignItems: 'center', gap: 0.5, mr: -0.75 }}>
      {p.busy ? <CircularProgress size={18} aria-label={t('settings.common.loading')} /> : null}
      {p.clearable ? (
        <IconButton
          className="person-picker-clear"
          size="small"
          tabIndex={-1}
          aria-label={t('settings.people.clear')}
          title={t('settings.people.clear')}
          onMouseDown={keepFocus}
          onClick={p.onClear}
          sx={{ p: 0.5 }}
        >
          <ClearIcon fontSize="small" />
        </IconButton>
      ) : null}
      <IconButton
        size="small"
        tabIndex={-1}
        disabled={p.disabled}
        aria-label={toggleLabel}
        title={toggleLabel}
        onMouseDown={keepFocus}
        onClick={p.onToggle}
        sx={{ p: 0.25, transform: p.expanded ? 'rotate(180deg)' : undefined }}
      >
        <OpenIcon />
      </IconButton>
    </Box>
  );
}

/** The open list: each person's name and their e-mail and departments, or why there is nobody. */
function PeopleList({
  combobox,
  people,
  chosenId,
  nameOf,
  searching,
  failed,
  onNearEnd,
}: {
  combobox: Pick<ReturnType<typeof useCombobox<Person>>, 'id' | 'active' | 'listboxProps' | 'optionProps'>;
  people: Person[];
  chosenId: string | null;
  nameOf: (p: Person) => string;
  searching: boolean;
  failed: boolean;
  onNearEnd: () => void;
}) {
  const { t } = useTranslation();
  const noDepartment = t('settings.people.noDepartment');
  return (
    <Paper
      // Keep the focus in the field when an option is clicked.
      onMouseDown={keepFocus}
      sx={(theme) => ({
        ...theme.typography.body1,
        position: 'absolute',
        top: '100%',
        left: 0,
        right: 0,
        mt: 0.5,
        zIndex: theme.zIndex.modal,
        overflow: 'auto',
      })}
    >
      {people.length > 0 ? (
        <Box
          component="ul"
          {...combobox.listboxProps}
          aria-labelledby={`${combobox.id}-label`}
          onScroll={(e) => {
            if (nearListEnd(e.currentTarget)) onNearEnd();
          }}
          sx={{ listStyle: 'none', m: 0, py: 1, px: 0, maxHeight: '40vh', overflow: 'auto', position: 'relative' }}
        >
          {people.map((p, i) => (
            <Box
              component="li"
              key={p.id}
              {...combobox.optionProps(i)}
              sx={(theme) => ({
                display: 'block',
                cursor: 'pointer',
                px: 2,
                py: 0.75,
                minHeight: { xs: 48, sm: 'auto' },
                boxSizing: 'border-box',
                bgcolor:
                  p.id === chosenId
                    ? alpha(
                        theme.palette.primary.main,
                        theme.palette.action.selectedOpacity + (i === combobox.active ? theme.palette.action.hoverOpacity : 0),
                      )
                    : i === combobox.active
                      ? theme.palette.action.hover
                      : 'transparent',
              })}
            >
              <Typography variant="body2" sx={{ fontWeight: 500 }}>
                {nameOf(p)}
              </Typography>
              <Typography variant="caption" sx={{ color: 'text.secondary', display: 'block', overflowWrap: 'anywhere' }}>
                {personDetail(p, noDepartment)}
              </Typography>
            </Box>
          ))}
        </Box>
      ) : (
        <Box role={failed && !searching ? 'alert' : undefined} sx={{ color: 'text.secondary', px: 2, py: 1.75 }}>
          {searching
            ? t('settings.common.loading')
            : // A failed search is not "no one": say so, or the person thinks their colleague is missing.
              t(failed ? 'settings.people.searchFailed' : 'settings.people.noMatch')}
        </Box>
      )}
    </Paper>
  );
}

type FormProps<T extends FieldValues> = Omit<Props, 'value' | 'onChange' | 'onBlur' | 'error'> & { control: Control<T>; name: Path<T> };

/** A PersonPicker bound to react-hook-form: the field holds the person's id, '' for nobody. */
export function FormPersonPicker<T extends FieldValues>({ control, name, helperText, ...rest }: FormProps<T>) {
  const { field, fieldState } = useController({ control, name });
  return (
    <PersonPicker
      {...rest}
      value={typeof field.value === 'string' ? field.value : null}
      onChange={(id) => field.onChange(id ?? '')}
      onBlur={field.onBlur}
      error={Boolean(fieldState.error)}
      helperText={fieldState.error?.message ?? helperText}
    />
  );
}
