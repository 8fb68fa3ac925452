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
import { useInfiniteQuery, useQuery } from '@tanstack/react-query';
import type { MemberSearchHit } from '@voyce/contracts/structure';
import { useEffect, useId, useMemo, useRef, useState, type KeyboardEvent, type MouseEvent, type ReactNode } from 'react';
import { useController, type Control, type FieldValues, type Path } from 'react-hook-form';
import { chosenMembersQueryOptions, memberSearchQueryOptions } from '../api/organization-structure';
import { useTranslation } from '../i18n/translate';
import { useDebouncedValue } from '../lib/use-debounced-value';
import { useOrganizationId } from '../lib/organization';

// The icons of MUI's Autocomplete, which this picker replaces (its paths, not its module).
const ClearIcon = createSvgIcon(
  <path d="M19 6.41 17.59 5 12 10.59 6.41 5 5 6.41 10.59 12 5 17.59 6.41 19 12 13.41 17.59 19 19 17.59 13.41 12z" />,
  'Close',
);
const OpenIcon = createSvgIcon(<path d="M7 10l5 5 5-5z" />, 'ArrowDropDown');

/** A person to pick: name, e-mail, departments and state, as /searchMembers answers. */
export type Person = MemberSearchHit;

/** How long typing must pause before the search is sent. */
export const PERSON_SEARCH_DEBOUNCE_MS = 300;

/** What is searched for: the typed text, trimmed, single-spaced. */
export const searchTextOf = (typed: string) => typed.trim().replace(/\s+/g, ' ');

/** The person's name, else their e-mail (an invite the organisation typed no name for). */
export const personName = (p: Pick<Person, 'name' | 'email'>) => p.name || p.email;

/** The second line, which tells namesakes apart: e-mail and departments. */
export const personDetail = (p: Pick<Person, 'email' | 'departments'>, noDepartment: string) =>
  `${p.email} · ${p.departments.length ? p.departments.join(', ') : noDepartment}`;

/** As the server matches: every word is in the name, the e-mail or a department, ignoring case. */
export function personMatches(p: Pick<Person, 'name' | 'email' | 'departments'>, search: string): boolean {
  const haystack = [p.name, p.email, ...p.departments].map((s) => s.toLowerCase());
  return searchTextOf(search)
    .toLowerCase()
    .split(' ')
    .filter(Boolean)
    .every((word) => haystack.some((s) => s.includes(word)));
}

/**
 * The list's options: the loaded pages in order, each person once, and the chosen person (who
 * may be on no loaded page) first. The chosen person is always an option, so the field can show
 * them; `visiblePeople` hides them while a search they do not match is shown.
 */
export function peopleOptions(chosen: Person | null, pages: readonly (readonly Person[])[]): Person[] {
  const seen = new Set<string>(chosen ? [chosen.id] : []);
  const out: Person[] = chosen ? [chosen] : [];
  for (const page of pages) {
    for (const p of page) {
      if (seen.has(p.id)) continue;
      seen.add(p.id);
      out.push(p);
    }
  }
  return out;
}

/** What the open list shows for a search: the options, less the chosen person if they do not match it. */
export const visiblePeople = (options: Person[], chosen: Person | null, search: string) =>
  options.filter((p) => p.id !== chosen?.id || !searchTextOf(search) || personMatches(p, search));

/** True when a scrolled list is within `slack` pixels of its end: time to load the next page. */
export const nearListEnd = (el: { scrollTop: number; clientHeight: number; scrollHeight: number }, slack = 64) =>
  el.scrollTop + el.clientHeight >= el.scrollHeight - slack;

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
 * holds them. The ARIA combobox pattern as MUI's Autocomplete behaves (arrows, Page Up/Down,
 * Home/End, Enter, Escape, a clear button, emptying the field clears it), hand-made like the
 * recipient picker: the Autocomplete and its Popper cost ~16 KB gzip of the app's budget
 * (ARCHITECTURE §8).
 */
export function PersonPicker({
  label,
  value,
  onChange,
  onBlur,
  valueName,
  excludePending = false,
  error = false,
  helperText,
  disabled,
  required,
}: Props) {
  const { t } = useTranslation();
  const organizationId = useOrganizationId() ?? '';
  const id = useId();
  const listId = `${id}-listbox`;
  const labelId = `${id}-label`;
  const optionId = (i: number) => `${id}-option-${i}`;
  const inputRef = useRef<HTMLInputElement>(null);
  // Set by focusing the field: its first click selects the text, as the Autocomplete did.
  const firstClick = useRef(false);
  // Set by the keyboard: the highlighted option is scrolled into view.
  const keyed = useRef(false);
  const [open, setOpen] = useState(false);
  // What the person typed; null while the field shows the chosen person.
  const [typed, setTyped] = useState<string | null>(null);
  // The highlighted option; null: the chosen person if listed, else the first (autoHighlight).
  const [activeId, setActiveId] = useState<string | null>(null);
  // The last person picked from the list: their details are at hand without a lookup.
  const [picked, setPicked] = useState<Person | null>(null);
  const search = useDebouncedValue(searchTextOf(typed ?? ''), PERSON_SEARCH_DEBOUNCE_MS);
  const chosenId = value || null;

  const pages = useInfiniteQuery({
    ...memberSearchQueryOptions(organizationId, { query: search, excludePending }),
    enabled: open && !!organizationId,
  });
  const loaded = useMemo(() => pages.data?.pages.map((p) => p.entities) ?? [], [pages.data]);
  const inPages = chosenId ? loaded.flat().find((p) => p.id === chosenId) : undefined;
  const known = picked?.id === chosenId ? picked : inPages;
  const lookup = useQuery({
    ...chosenMembersQueryOptions(organizationId, chosenId ? [chosenId] : []),
    enabled: !!chosenId && !known && !!organizationId,
  });

  const detail = known ?? lookup.data?.find((p) => p.id === chosenId) ?? null;
  const name = detail ? detail.name : (valueName ?? '');
  const email = detail?.email ?? '';
  const status = detail?.status ?? 'active';
  const departmentsKey = detail?.departments.join('\u0000') ?? '';
  const chosen = useMemo(
    (): Person | null =>
      chosenId ? { id: chosenId, name, email, departments: departmentsKey ? departmentsKey.split('\u0000') : [], status } : null,
    [chosenId, name, email, status, departmentsKey],
  );
  // The server filters; the list hides only a chosen person the search does not match.
  const shown = visiblePeople(peopleOptions(chosen, loaded), chosen, search);
  const noDepartment = t('settings.people.noDepartment');
  const nameOf = (p: Person) =>
    p.status === 'active'
      ? personName(p)
      : t(p.status === 'inactive' ? 'settings.people.inactiveNamed' : 'settings.people.pendingNamed', { name: personName(p) });
  const more = () => {
    if (pages.hasNextPage && !pages.isFetchingNextPage) void pages.fetchNextPage();
  };
  const hint = helperText ?? (chosen?.email ? personDetail(chosen, noDepartment) : undefined);
  const searching = pages.isFetching || searchTextOf(typed ?? '') !== search;
  const text = typed ?? (chosen ? nameOf(chosen) : '');
  const dirty = text.length > 0 || chosen !== null;

  const highlighted = shown.findIndex((p) => p.id === activeId);
  const active =
    highlighted >= 0
      ? highlighted
      : shown.length
        ? Math.max(
            0,
            shown.findIndex((p) => p.id === chosenId),
          )
        : -1;
  useEffect(() => {
    if (!keyed.current || active < 0) return;
    keyed.current = false;
    document.getElementById(optionId(active))?.scrollIntoView({ block: 'nearest' });
  });

  const highlight = (i: number, byKeyboard: boolean) => {
    const p = shown[i];
    if (!p) return;
    keyed.current = byKeyboard;
    setActiveId(p.id);
    if (i >= shown.length - 3) more();
  };
  const close = () => {
    setOpen(false);
    setActiveId(null);
  };
  const choose = (p: Person | null) => {
    setPicked(p);
    onChange(p?.id ?? null);
  };
  const pick = (p: Person) => {
    choose(p);
    setTyped(null);
    close();
  };

  const onKeyDown = (e: KeyboardEvent<HTMLInputElement>) => {
    if (e.nativeEvent.isComposing) return;
    const last = shown.length - 1;
    switch (e.key) {
      case 'ArrowDown':
      case 'ArrowUp':
      case 'PageDown':
      case 'PageUp': {
        e.preventDefault();
        if (!open) {
          setOpen(true);
          return;
        }
        if (last < 0) return;
        const step = { ArrowDown: 1, ArrowUp: -1, PageDown: 5, PageUp: -5 }[e.key];
        // The arrows wrap around the list; the page keys stop at its ends, then wrap.
        const next =
          Math.abs(step) === 1
            ? (active + step + shown.length) % shown.length
            : active === (step > 0 ? last : 0)
              ? step > 0
                ? 0
                : last
              : Math.min(last, Math.max(0, active + step));
        highlight(next, true);
        return;
      }
      case 'Home':
      case 'End':
        if (!open || last < 0) return;
        e.preventDefault();
        highlight(e.key === 'Home' ? 0 : last, true);
        return;
      case 'Enter': {
        const p = open ? shown[active] : undefined;
        if (!p) return;
        e.preventDefault();
        pick(p);
        return;
      }
      case 'Escape':
        if (!open) return;
        // Close the list, not the drawer around it.
        e.preventDefault();
        e.stopPropagation();
        close();
    }
  };

  // The buttons keep the focus in the field, as the Autocomplete's did.
  const keepFocus = (e: { preventDefault: () => void }) => e.preventDefault();
  const listOpen = open && !disabled;

  return (
    <FormControl fullWidth error={error} required={required} disabled={disabled} variant="outlined">
      <InputLabel htmlFor={id} id={labelId}>
        {label}
      </InputLabel>
      <Box
        sx={{
          position: 'relative',
          '& .person-picker-clear': { visibility: 'hidden' },
          '&:focus-within .person-picker-clear': { visibility: 'visible' },
          // Not on touch screens: a first tap would only show the button (iOS).
          '@media (pointer: fine)': { '&:hover .person-picker-clear': { visibility: 'visible' } },
        }}
      >
        <OutlinedInput
          id={id}
          inputRef={inputRef}
          fullWidth
          label={label}
          value={text}
          placeholder={t('settings.people.placeholder')}
          onChange={(e) => {
            const next = e.target.value;
            setTyped(next);
            setActiveId(null);
            setOpen(true);
            if (next === '' && chosen) choose(null);
          }}
          onKeyDown={onKeyDown}
          onFocus={() => {
            firstClick.current = true;
          }}
          onBlur={() => {
            close();
            setTyped(null);
            onBlur?.();
          }}
          inputProps={{
            // A press opens the list (closes it too while the field is empty), as the Autocomplete's.
            onMouseDown: (e: MouseEvent<HTMLInputElement>) => {
              if (disabled || e.button !== 0) return;
              if (!open) setOpen(true);
              else if (text === '') close();
            },
            onClick: () => {
              const el = inputRef.current;
              if (el && firstClick.current && el.selectionEnd === el.selectionStart) el.select();
              firstClick.current = false;
            },
            role: 'combobox',
            autoComplete: 'off',
            autoCapitalize: 'none',
            spellCheck: false,
            'aria-autocomplete': 'list',
            'aria-expanded': listOpen,
            'aria-controls': listOpen ? listId : undefined,
            'aria-activedescendant': listOpen && active >= 0 ? optionId(active) : undefined,
          }}
          endAdornment={
            <Box sx={{ display: 'flex', alignItems: 'center', gap: 0.5, mr: -0.75 }}>
              {searching && open ? <CircularProgress size={18} aria-label={t('settings.common.loading')} /> : null}
              {dirty && !disabled ? (
                <IconButton
                  className="person-picker-clear"
                  size="small"
                  tabIndex={-1}
                  aria-label={t('settings.people.clear')}
                  title={t('settings.people.clear')}
                  onMouseDown={keepFocus}
                  onClick={() => {
                    setTyped('');
                    setActiveId(null);
                    choose(null);
                    inputRef.current?.focus();
                  }}
                  sx={{ p: 0.5 }}
                >
                  <ClearIcon fontSize="small" />
                </IconButton>
              ) : null}
              <IconButton
                size="small"
                tabIndex={-1}
                disabled={disabled}
                aria-label={t(listOpen ? 'settings.people.close' : 'settings.people.open')}
                title={t(listOpen ? 'settings.people.close' : 'settings.people.open')}
                onMouseDown={keepFocus}
                onClick={() => {
                  if (listOpen) close();
                  else setOpen(true);
                  inputRef.current?.focus();
                }}
                sx={{ p: 0.25, transform: listOpen ? 'rotate(180deg)' : undefined }}
              >
                <OpenIcon />
              </IconButton>
            </Box>
          }
        />
        {listOpen && (
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
            {shown.length > 0 ? (
              <Box
                component="ul"
                id={listId}
                role="listbox"
                aria-labelledby={labelId}
                onScroll={(e) => {
                  if (nearListEnd(e.currentTarget)) more();
                }}
                sx={{ listStyle: 'none', m: 0, py: 1, px: 0, maxHeight: '40vh', overflow: 'auto', position: 'relative' }}
              >
                {shown.map((p, i) => (
                  <Box
                    component="li"
                    key={p.id}
                    id={optionId(i)}
                    role="option"
                    aria-selected={p.id === chosenId}
                    onMouseMove={() => {
                      if (i !== active) highlight(i, false);
                    }}
                    onClick={() => pick(p)}
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
                              theme.palette.action.selectedOpacity + (i === active ? theme.palette.action.hoverOpacity : 0),
                            )
                          : i === active
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
              <Box role={pages.isError && !searching ? 'alert' : undefined} sx={{ color: 'text.secondary', px: 2, py: 1.75 }}>
                {searching
                  ? t('settings.common.loading')
                  : // A failed search is not "no one": say so, or the person thinks their colleague is missing.
                    t(pages.isError ? 'settings.people.searchFailed' : 'settings.people.noMatch')}
              </Box>
            )}
          </Paper>
        )}
      </Box>
      <FormHelperText sx={{ minHeight: 20 }}>{hint}</FormHelperText>
    </FormControl>
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
