import type { MemberSearchHit } from '@voyce/contracts/structure';

/** The person picker's search text, how a person reads, and the list's options. */

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
