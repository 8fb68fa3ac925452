/**
 * Entries kept in memory only while a change listener (db/change-listener.ts) hears every
 * change to what they were read from. It serves nothing unless `listening`, and a read that
 * began before a change was heard is not stored after it (the generation): it may have read
 * the row the change is about. Bounded: least recently used first out, and nothing lives past
 * `maxAgeMs` (a safety net: a notification normally ends an entry long before).
 */
export type ListeningCache<V> = {
  get: (key: string) => V | undefined;
  /** Read before the look-up whose result `set` stores. */
  generation: () => number;
  /** Stores `value` unless a change was heard since `startedAt`; `until` (epoch ms) can end it sooner than the max age. */
  set: (key: string, value: V, startedAt: number, until?: number) => void;
  /** A change was heard: drops the entries `matches` names, every entry without it. */
  forget: (matches?: (value: V, key: string) => boolean) => void;
  /** Deaf (no LISTEN connection): forget everything and serve nothing until `listening(true)`. */
  listening: (on: boolean) => void;
  isListening: () => boolean;
  size: () => number;
};

export function createListeningCache<V>(options: { maxEntries: number; maxAgeMs: number }): ListeningCache<V> {
  // Map order is insertion order: re-inserting on a hit keeps the least recently used first.
  const entries = new Map<string, { value: V; until: number }>();
  let generation = 0;
  let listening = false;
  return {
    get(key) {
      if (!listening) return undefined;
      const entry = entries.get(key);
      if (!entry) return undefined;
      entries.delete(key);
      if (entry.until <= Date.now()) return undefined;
      entries.set(key, entry);
      return entry.value;
    },
    generation: () => generation,
    set(key, value, startedAt, until = Infinity) {
      if (!listening || startedAt !== generation) return;
      entries.delete(key);
      entries.set(key, { value, until: Math.min(Date.now() + options.maxAgeMs, until) });
      if (entries.size > options.maxEntries) entries.delete(entries.keys().next().value!);
    },
    forget(matches) {
      generation++;
      if (!matches) entries.clear();
      else for (const [key, entry] of entries) if (matches(entry.value, key)) entries.delete(key);
    },
    listening(on) {
      generation++;
      entries.clear();
      listening = on;
    },
    isListening: () => listening,
    size: () => entries.size,
  };
}
