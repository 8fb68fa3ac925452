import Autocomplete from '@mui/material/Autocomplete';
import Box from '@mui/material/Box';
import CircularProgress from '@mui/material/CircularProgress';
import FormControl from '@mui/material/FormControl';
import FormHelperText from '@mui/material/FormHelperText';
import InputLabel from '@mui/material/InputLabel';
import OutlinedInput from '@mui/material/OutlinedInput';
import Typography from '@mui/material/Typography';
import { useInfiniteQuery, useQuery } from '@tanstack/react-query';
import type { MemberSearchHit } from '@voyce/contracts/structure';
import { useMemo, useState, type ReactNode, type UIEvent } from 'react';
import { useController, type Control, type FieldValues, type Path } from 'react-hook-form';
import { chosenMembersQueryOptions, memberSearchQueryOptions } from '../api/organization-structure';
import { useTranslation } from '../i18n/translate';
import { useDebouncedValue } from '../lib/use-debounced-value';
import { useOrganizationId } from '../lib/organization';

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
 * Picks one person of the organisation by typing a name, an e-mail or a department (issue 19):
 * the server searches as the person types (debounced), a page at a time, the next page loading
 * as the list scrolls or the highlight nears its end. Each option shows name, e-mail and
 * departments, so namesakes can be told apart; the chosen person shows even when no loaded page
 * holds them. The ARIA combobox of MUI's Autocomplete: arrows, Enter, Escape, and a clear button.
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
  const [open, setOpen] = useState(false);
  const [typed, setTyped] = useState('');
  // The last person picked from the list: their details are at hand without a lookup.
  const [picked, setPicked] = useState<Person | null>(null);
  const search = useDebouncedValue(searchTextOf(typed), PERSON_SEARCH_DEBOUNCE_MS);
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
  // One object while the person and what is known of them stay the same: the Autocomplete
  // resets the typed text whenever its value changes, even to an equal object.
  const name = detail ? detail.name : (valueName ?? '');
  const email = detail?.email ?? '';
  const status = detail?.status ?? 'active';
  const departmentsKey = detail?.departments.join('\u0000') ?? '';
  const chosen = useMemo(
    (): Person | null =>
      chosenId ? { id: chosenId, name, email, departments: departmentsKey ? departmentsKey.split('\u0000') : [], status } : null,
    [chosenId, name, email, status, departmentsKey],
  );
  const options = peopleOptions(chosen, loaded);
  const noDepartment = t('settings.people.noDepartment');
  const nameOf = (p: Person) =>
    p.status === 'active'
      ? personName(p)
      : t(p.status === 'inactive' ? 'settings.people.inactiveNamed' : 'settings.people.pendingNamed', { name: personName(p) });
  const more = () => {
    if (pages.hasNextPage && !pages.isFetchingNextPage) void pages.fetchNextPage();
  };
  const hint = helperText ?? (chosen?.email ? personDetail(chosen, noDepartment) : undefined);
  const searching = pages.isFetching || searchTextOf(typed) !== search;

  return (
    <Autocomplete<Person, false, false, false>
      open={open}
      onOpen={() => setOpen(true)}
      onClose={() => setOpen(false)}
      value={chosen}
      options={options}
      disabled={disabled}
      // The server filters; the list hides only a chosen person the search does not match.
      filterOptions={(list) => visiblePeople(list, chosen, search)}
      getOptionLabel={nameOf}
      getOptionKey={(p) => p.id}
      isOptionEqualToValue={(a, b) => a.id === b.id}
      onChange={(_, person) => {
        setPicked(person);
        onChange(person?.id ?? null);
      }}
      onInputChange={(_, text, reason) => setTyped(reason === 'input' ? text : '')}
      onHighlightChange={(_, person) => {
        if (person && options.indexOf(person) >= options.length - 3) more();
      }}
      onBlur={onBlur}
      loading={searching}
      loadingText={t('settings.common.loading')}
      noOptionsText={t('settings.people.noMatch')}
      autoHighlight
      slotProps={{
        listbox: {
          onScroll: (e: UIEvent<HTMLElement>) => {
            if (nearListEnd(e.currentTarget)) more();
          },
        },
      }}
      renderOption={({ key, ...props }, p) => (
        <Box component="li" key={key} {...props} sx={{ display: 'block !important', py: 0.75 }}>
          <Typography variant="body2" sx={{ fontWeight: 500 }}>
            {nameOf(p)}
          </Typography>
          <Typography variant="caption" sx={{ color: 'text.secondary', display: 'block', overflowWrap: 'anywhere' }}>
            {personDetail(p, noDepartment)}
          </Typography>
        </Box>
      )}
      renderInput={(params) => (
        <FormControl fullWidth error={error} required={required} disabled={params.disabled} variant="outlined">
          <InputLabel {...params.slotProps.inputLabel}>{label}</InputLabel>
          <OutlinedInput
            {...params.slotProps.input}
            label={label}
            placeholder={t('settings.people.placeholder')}
            inputProps={params.slotProps.htmlInput}
            endAdornment={
              <>
                {searching && open ? <CircularProgress size={18} aria-label={t('settings.common.loading')} /> : null}
                {params.slotProps.input.endAdornment}
              </>
            }
          />
          <FormHelperText sx={{ minHeight: 20 }}>{hint}</FormHelperText>
        </FormControl>
      )}
    />
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
