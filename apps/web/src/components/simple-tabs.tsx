import Box from '@mui/material/Box';
import ButtonBase from '@mui/material/ButtonBase';
import { useRef, type KeyboardEvent, type ReactNode } from 'react';

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

/**
 * Tabs in the WAI-ARIA pattern (arrow keys, Home/End, automatic activation). Hand-made on
 * ButtonBase: MUI's Tabs (indicator animation, scroll buttons) costs ~8 KB gzip of the
 * app's budget for what a border does here (ARCHITECTURE §8).
 */
export function SimpleTabs({ tabs, value, onChange, panelId, idPrefix, label, fullWidth = false }: Props) {
  const refs = useRef<(HTMLButtonElement | null)[]>([]);
  const index = Math.max(
    0,
    tabs.findIndex((t) => t.value === value),
  );

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
      role="tablist"
      aria-label={label}
      onKeyDown={onKeyDown}
      sx={{ display: 'flex', borderBottom: 1, borderColor: 'divider', overflowX: 'auto' }}
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
