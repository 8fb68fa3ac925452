/**
 * The organisation structure's paging and caching figures as plain values (no zod): the
 * leaders' shell's person search imports them, and importing anything from structure.ts brings
 * its schemas into the web's first download of /dashboard. structure.ts re-exports them.
 */

/** The head and manager pickers' people search. */
export const MEMBER_SEARCH_PAGE_SIZE = 20;
export const MEMBER_SEARCH_MAX_PAGE_SIZE = 50;
export const MEMBER_SEARCH_MAX_IDS = 10;

/** Spec 2 §7: lookups are cached one hour. */
export const LOOKUP_CACHE_MS = 60 * 60_000;
