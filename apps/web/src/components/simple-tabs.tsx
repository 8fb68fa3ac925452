import Box from '@mui/material/Box';
import ButtonBase from '@mui/material/ButtonBase';
import { useLayoutEffect, useRef, type KeyboardEvent, type ReactNode } from 'react';

export type TabItem = {
  value: string;
  label: ReactNode;
  /**
   * An accessible name when the label is not plain text. It starts with the label's visible
   * words (a count badge's number included, e.g. 'Insights, 3 insights'): WCAG 2.5.3.
   */
  ariaLabel?: string;
};

type Props = {
  tabs: TabItem[];
  value: string;
  onChange: (value: string) => void;
  /** The tab panel's id; each tab's id is `${idPrefix}-${value}`. */
  panelId: string;
  idPrefix: string;
  label?: string;
  fullWidth?: boolean;
};

/** Room left beside a tab scrolled into view, so the next tab peeks out and the strip reads as scrollable. */
const REVEAL_MARGIN = 24;

/**
 * Where a sideways-scrolling strip should be scrolled so the tab is in view: unchanged when it
 * already is, else the least scroll that shows it (its start, when it is wider than the strip).
 */
export function scrollToReveal(
  strip: { scrollLeft: number; clientWidth: number },
  tab: { offsetLeft: number; offsetWidth: number },
  margin = REVEAL_MARGIN,
): number {
  const start = Math.max(0, tab.offsetLeft - margin);
  const end = tab.offsetLeft + tab.offsetWidth + margin - strip.clientWidth;
  if (start < strip.scrollLeft) return start;
  if (end > strip.scrollLeft) return Math.min(end, start);
  return strip.scrollLeft;
}

/**
 * Tabs in the WAI-ARIA pattern (arrow keys, Home/End, automatic activation). Hand-made on
 * ButtonBase: MUI's Tabs (indicator animation, scroll buttons) costs ~8 KB gzip of the
 * app's budget for what a border does here (ARCHITECTURE §8). A strip wider than the screen
 * (the settings sections at 390 px) scrolls sideways and keeps the selected tab in view.
 */
export function SimpleTabs({ tabs, value, onChange, panelId, idPrefix, label, fullWidth = false }: Props) {
  const refs = useRef<(HTMLButtonElement | null)[]>([]);
  const stripRef = useRef<HTMLDivElement | null>(null);
  const index = Math.max(
    0,
    tabs.findIndex((t) => t.value === value),
  );

  // On arrival and on every change the selected tab is scrolled into view (never the page).
  // Arriving on the first tab there is nothing to do (a strip starts scrolled to its start), and
  // measuring would lay the page out inside React's commit: on the dashboard's first view, a long
  // task of its own on a slow phone (TBT).
  const arrived = useRef(false);
  useLayoutEffect(() => {
    const first = !arrived.current;
    arrived.current = true;
    if (first && index === 0) return;
    const strip = stripRef.current;
    const tab = refs.current[index];
    if (!strip || !tab) return;
    const left = scrollToReveal(strip, tab);
    if (left !== strip.scrollLeft) strip.scrollLeft = left;
  }, [index, tabs.length]);

  const onKeyDown = (e: KeyboardEvent) => {
    const last = tabs.length - 1;
    const next = { ArrowRight: index === last ? 0 : index + 1, ArrowLeft: index === 0 ? last : index - 1, Home: 0, End: last }[e.key];
    if (next === undefined) return;
    e.preventDefault();
    onChange(tabs[next]!.value);
    refs.current[next]?.focus();
  };

  return (
    <Box
      ref={stripRef}
      role="tablist"
      aria-label={label}
      onKeyDown={onKeyDown}
      // position: relative makes it the tabs' offsetParent, so their offsetLeft is within the strip.
      sx={{
        position: 'relative',
        display: 'flex',
        borderBottom: 1,
        borderColor: 'divider',
        overflowX: 'auto',
        overscrollBehaviorX: 'contain',
        scrollbarWidth: 'thin',
      }}
    >
      {tabs.map((tab, i) => {
        const selected = i === index;
        return (
          <ButtonBase
            key={tab.value}
            ref={(el: HTMLButtonElement | null) => {
              refs.current[i] = el;
            }}
            role="tab"
            id={`${idPrefix}-${tab.value}`}
            aria-selected={selected}
            aria-controls={panelId}
            aria-label={tab.ariaLabel}
            tabIndex={selected ? 0 : -1}
            onClick={() => onChange(tab.value)}
            sx={{
              flex: fullWidth ? 1 : '0 0 auto',
              minHeight: 48,
              px: { xs: 1.5, md: 2.5 },
              py: 1,
              fontSize: { xs: 13, md: 14 },
              lineHeight: 1.3,
              fontWeight: 600,
              color: selected ? 'primary.main' : 'text.secondary',
              borderBottom: 2,
              borderColor: selected ? 'primary.main' : 'transparent',
              mb: '-1px',
              whiteSpace: fullWidth ? 'normal' : 'nowrap',
              '&:hover': { color: 'primary.main' },
            }}
          >
            {tab.label}
          </ButtonBase>
        );
      })}
    </Box>
  );
}
