import { useInfiniteQuery, useQuery } from '@tanstack/react-query';
import { useMemo, useRef, useState, type ChangeEvent, type MouseEvent, type ReactNode, type RefObject } from 'react';
import { chosenMembersQueryOptions, memberSearchQueryOptions } from '../api/organization-structure';
import { useTranslation, type TFunction } from '../i18n/translate';
import { useOrganizationId } from '../lib/organization';
import { useDebouncedValue } from '../lib/use-debounced-value';
import {
  PERSON_SEARCH_DEBOUNCE_MS,
  peopleOptions,
  personDetail,
  personName,
  searchTextOf,
  visiblePeople,
  type Person,
} from './person-search';
import { useCombobox } from './use-combobox';

/**
 * The person picker's state and what its parts do: the text, the chosen person, the options and
 * the combobox over them, and the field's and buttons' handlers.
 */
export function usePersonPicker(v: {
  value: string | null;
  onChange: (id: string | null) => void;
  onBlur?: (() => void) | undefined;
  valueName?: string | null | undefined;
  excludePending?: boolean | undefined;
  helperText?: ReactNode;
  disabled?: boolean | undefined;
}) {
  const { t } = useTranslation();
  const organizationId = useOrganizationId() ?? '';
  const inputRef = useRef<HTMLInputElement>(null);
  const [open, setOpen] = useState(false);
  // What the person typed; null while the field shows the chosen person.
  const [typed, setTyped] = useState<string | null>(null);
  const [picked, setPicked] = useState<Person | null>(null);
  // Set by focusing the field: its first click selects the text, as the Autocomplete did.
  const firstClick = useRef(false);
  const chosenId = v.value || null;
  const search = usePeopleSearch({
    organizationId,
    typed,
    open,
    chosenId,
    picked,
    valueName: v.valueName,
    excludePending: !!v.excludePending,
  });
  const { chosen, shown, more } = search;
  const combobox = useCombobox({
    open,
    setOpen,
    items: shown,
    keyOf: (p) => p.id,
    onPick: (p) => pick(p),
    mode: 'select',
    selectedKey: chosenId,
    shown: !v.disabled,
    onHighlight: (i) => {
      if (i >= shown.length - 3) more();
    },
  });
  const nameOf = (p: Person) => shownName(t, p);
  const text = typed ?? (chosen ? nameOf(chosen) : '');

  const choose = (p: Person | null) => {
    setPicked(p);
    v.onChange(p?.id ?? null);
  };
  const pick = (p: Person) => {
    choose(p);
    setTyped(null);
    combobox.close();
  };

  return {
    ...search,
    combobox,
    chosenId,
    inputRef,
    text,
    nameOf,
    hint: v.helperText ?? (chosen?.email ? personDetail(chosen, t('settings.people.noDepartment')) : undefined),
    busy: search.searching && open,
    clearable: (text.length > 0 || chosen !== null) && !v.disabled,
    onChange: (e: ChangeEvent<HTMLInputElement | HTMLTextAreaElement>) => {
      const next = e.target.value;
      setTyped(next);
      combobox.clearHighlight();
      setOpen(true);
      if (next === '' && chosen) choose(null);
    },
    ...selectOnFirstClick(inputRef, firstClick),
    onBlur: () => {
      combobox.close();
      setTyped(null);
      v.onBlur?.();
    },
    // A press opens the list (closes it too while the field is empty), as the Autocomplete's.
    onMouseDown: (e: MouseEvent<HTMLInputElement>) => {
      if (v.disabled || e.button !== 0) return;
      if (!open) setOpen(true);
      else if (text === '') combobox.close();
    },
    onClear: () => {
      setTyped('');
      combobox.clearHighlight();
      choose(null);
      inputRef.current?.focus();
    },
    onToggle: () => {
      if (combobox.expanded) combobox.close();
      else setOpen(true);
      inputRef.current?.focus();
    },
  };
}

/** A person as the field and the list name them: marked when inactive or still invited. */
const shownName = (t: TFunction, p: Person) =>
  p.status === 'active'
    ? personName(p)
    : t(p.status === 'inactive' ? 'settings.people.inactiveNamed' : 'settings.people.pendingNamed', { name: personName(p) });

/** The field's handlers that make its first click after gaining the focus select its text. */
const selectOnFirstClick = (inputRef: RefObject<HTMLInputElement | null>, firstClick: RefObject<boolean>) => ({
  onFocus: () => {
    firstClick.current = true;
  },
  onClick: () => {
    const el = inputRef.current;
    if (el && firstClick.current && el.selectionEnd === el.selectionStart) el.select();
    firstClick.current = false;
  },
});

/**
 * The server's search as the person types (debounced), a page at a time while the list is open,
 * and the chosen person, whose details come from the last pick, a loaded page, or a look-up by id
 * (until it answers, `valueName`). `shown` is what the open list holds.
 */
function usePeopleSearch(v: {
  organizationId: string;
  /** What the person typed; null while the field shows the chosen person. */
  typed: string | null;
  open: boolean;
  chosenId: string | null;
  /** The last person picked from the list: their details are at hand without a look-up. */
  picked: Person | null;
  valueName: string | null | undefined;
  excludePending: boolean;
}) {
  const { organizationId, chosenId, picked } = v;
  const search = useDebouncedValue(searchTextOf(v.typed ?? ''), PERSON_SEARCH_DEBOUNCE_MS);
  const pages = useInfiniteQuery({
    ...memberSearchQueryOptions(organizationId, { query: search, excludePending: v.excludePending }),
    enabled: v.open && !!organizationId,
  });
  const loaded = useMemo(() => pages.data?.pages.map((p) => p.entities) ?? [], [pages.data]);
  const inPages = chosenId ? loaded.flat().find((p) => p.id === chosenId) : undefined;
  const known = picked?.id === chosenId ? picked : inPages;
  const lookup = useQuery({
    ...chosenMembersQueryOptions(organizationId, chosenId ? [chosenId] : []),
    enabled: !!chosenId && !known && !!organizationId,
  });

  const detail = known ?? lookup.data?.find((p) => p.id === chosenId) ?? null;
  const name = detail ? detail.name : (v.valueName ?? '');
  const email = detail?.email ?? '';
  const status = detail?.status ?? 'active';
  const departmentsKey = detail?.departments.join('\u0000') ?? '';
  const chosen = useMemo(
    (): Person | null =>
      chosenId ? { id: chosenId, name, email, departments: departmentsKey ? departmentsKey.split('\u0000') : [], status } : null,
    [chosenId, name, email, status, departmentsKey],
  );
  return {
    chosen,
    // The server filters; the list hides only a chosen person the search does not match.
    shown: visiblePeople(peopleOptions(chosen, loaded), chosen, search),
    searching: pages.isFetching || searchTextOf(v.typed ?? '') !== search,
    failed: pages.isError,
    /** Loads the next page, unless one is on its way or there is none. */
    more: () => {
      if (pages.hasNextPage && !pages.isFetchingNextPage) void pages.fetchNextPage();
    },
  };
}
