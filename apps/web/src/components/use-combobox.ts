import { useEffect, useId, useRef, useState, type KeyboardEvent } from 'react';

/**
 * How the keys move the highlight:
 * - 'select', a choice from the list (the person picker): while the list is open an option is
 *   always highlighted (the selected one, else the first); the arrows wrap around; Page Up/Down
 *   move five, stopping at the ends before they wrap; Home/End go to the ends; an arrow or page
 *   key on a closed list only opens it; the pointer highlights what it moves over.
 * - 'free', suggestions for text that may stand alone (the recipient picker's typed e-mail):
 *   nothing is highlighted until Down moves onto the list; Down stops at the last option and Up
 *   past the first goes back to the text; Home and End move the caret, as in any text field.
 */
export type ComboboxMode = 'select' | 'free';

export type ComboboxOptions<T> = {
  /** Whether the list is open; the caller keeps it (its search may wait for the list to open). */
  open: boolean;
  setOpen: (open: boolean) => void;
  /** The options the open list shows, in order. */
  items: readonly T[];
  /** A stable key per option: the highlight stays on its option while the list changes. */
  keyOf: (item: T) => string;
  /** Enter on the highlighted option, or a click on one. */
  onPick: (item: T) => void;
  mode: ComboboxMode;
  /** 'select': the chosen option's key (aria-selected, and where the highlight starts). */
  selectedKey?: string | null;
  /** Whether the open list is on screen (false while disabled, or until there is something to suggest). */
  shown?: boolean;
  /** Told of each highlight by its index (to load the next page as it nears the end). */
  onHighlight?: (index: number) => void;
};

/**
 * One ARIA combobox (a text field that owns a listbox of options, focus staying in the field):
 * the highlighted option (aria-activedescendant), the ids and roles that tie
 * the field to its list, and the keys: arrows, Page Up/Down and Home/End by `mode`, Enter picks,
 * Escape closes the list and not the dialog around it. Hand-made rather than MUI's Autocomplete,
 * which would cost ~16 KB gzip of the app's budget (ARCHITECTURE §8).
 */
export function useCombobox<T>({
  open,
  setOpen,
  items,
  keyOf,
  onPick,
  mode,
  selectedKey = null,
  shown = true,
  onHighlight,
}: ComboboxOptions<T>) {
  const id = useId();
  const listId = `${id}-listbox`;
  const optionId = (i: number) => `${id}-option-${i}`;
  const [activeKey, setActiveKey] = useState<string | null>(null);
  // Set by the keyboard: the highlighted option is scrolled into view.
  const keyed = useRef(false);
  const expanded = open && shown;

  const indexOf = (key: string | null) => (key === null ? -1 : items.findIndex((item) => keyOf(item) === key));
  const found = indexOf(activeKey);
  const active = found >= 0 || mode === 'free' || !items.length ? found : Math.max(0, indexOf(selectedKey));

  useEffect(() => {
    if (!keyed.current || active < 0) return;
    keyed.current = false;
    document.getElementById(optionId(active))?.scrollIntoView({ block: 'nearest' });
  });

  /** Highlights option i; -1 (or a place with no option) highlights nothing. */
  const highlight = (i: number, byKeyboard: boolean) => {
    const item = items[i];
    if (!item) {
      setActiveKey(null);
      return;
    }
    keyed.current = byKeyboard;
    setActiveKey(keyOf(item));
    onHighlight?.(i);
  };
  const clearHighlight = () => setActiveKey(null);
  const close = () => {
    setOpen(false);
    setActiveKey(null);
  };

  /** The keys of the field; true when it handled the key (the caller may handle the rest). */
  const onKeyDown = (e: KeyboardEvent<HTMLElement>): boolean => {
    if (e.nativeEvent.isComposing) return false;
    const move = keyMove(mode, e.key, { active, last: items.length - 1, expanded });
    const item = e.key === 'Enter' && expanded ? items[active] : undefined;
    const closing = e.key === 'Escape' && expanded;
    if (!move && !item && !closing) return false;
    e.preventDefault();
    if (move?.open) setOpen(true);
    if (move?.to !== undefined) highlight(move.to, true);
    if (item) onPick(item);
    if (closing) {
      // Close the list, not the dialog or drawer around it.
      e.stopPropagation();
      close();
    }
    return true;
  };

  return {
    /** The field's id (for its label). */
    id,
    close,
    expanded,
    /** The highlighted option's index, -1 for none. */
    active,
    highlight,
    clearHighlight,
    onKeyDown,
    /** For the text field's input element. */
    inputProps: {
      role: 'combobox',
      'aria-autocomplete': 'list' as const,
      'aria-expanded': expanded,
      'aria-controls': expanded ? listId : undefined,
      'aria-activedescendant': expanded && active >= 0 ? optionId(active) : undefined,
    },
    listboxProps: { id: listId, role: 'listbox' },
    /** For option i: 'select' marks the chosen option selected, 'free' the highlighted one. */
    optionProps: (i: number) => ({
      id: optionId(i),
      role: 'option',
      'aria-selected': mode === 'select' ? selectedKey !== null && keyOf(items[i]!) === selectedKey : i === active,
      onClick: () => onPick(items[i]!),
      onMouseMove:
        mode === 'select'
          ? () => {
              if (i !== active) highlight(i, false);
            }
          : undefined,
    }),
  };
}

/** Page Up/Down: `step` places, stopping at the list's ends, and wrapping from an end. */
export function pageStep(active: number, last: number, step: number): number {
  if (active === (step > 0 ? last : 0)) return step > 0 ? 0 : last;
  return Math.min(last, Math.max(0, active + step));
}

/**
 * What an arrow, page or Home/End key does by `mode` (see ComboboxMode): open the list, move the
 * highlight to `to` (-1: none), both, or nothing while still taking the key ({}); null leaves the
 * key to the text field.
 */
export function keyMove(
  mode: ComboboxMode,
  key: string,
  { active, last, expanded }: { active: number; last: number; expanded: boolean },
): { open?: true; to?: number } | null {
  const down = key === 'ArrowDown' || key === 'PageDown' || key === 'End';
  if (mode === 'free') {
    if (key === 'ArrowDown') return { open: true, to: Math.min(last, active + 1) };
    return key === 'ArrowUp' ? { to: Math.max(-1, active - 1) } : null;
  }
  switch (key) {
    case 'ArrowDown':
    case 'ArrowUp':
    case 'PageDown':
    case 'PageUp':
      if (!expanded) return { open: true };
      if (last < 0) return {};
      // The arrows wrap around the list; the page keys stop at its ends, then wrap.
      return { to: key.startsWith('Arrow') ? (active + (down ? 1 : -1) + last + 1) % (last + 1) : pageStep(active, last, down ? 5 : -5) };
    case 'Home':
    case 'End':
      return expanded && last >= 0 ? { to: down ? last : 0 } : null;
  }
  return null;
}
