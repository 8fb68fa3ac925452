// The browser's own formatting (Intl): the same text a date library would give, without one.
const day = new Intl.DateTimeFormat('en-US', { month: 'short', day: 'numeric', year: 'numeric' });
const moment = new Intl.DateTimeFormat('en-US', { month: 'short', day: 'numeric', year: 'numeric', hour: 'numeric', minute: '2-digit' });

/** Spec 1 §9 date format: 'Mar 4, 2026'. */
export const formatDate = (iso: string): string => day.format(new Date(iso));

const pad = (n: number) => String(n).padStart(2, '0');

/** The local calendar day as yyyy-MM-dd (date inputs, report ranges). */
export const isoDay = (d: Date = new Date()): string => `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}`;

/** 'Mar 4, 2026, 9:05 AM': a message or an activity in a timeline. */
export const formatDateTime = (iso: string): string => moment.format(new Date(iso));

const UNITS: [Intl.RelativeTimeFormatUnit, number][] = [
  ['year', 31_536_000],
  ['month', 2_592_000],
  ['week', 604_800],
  ['day', 86_400],
  ['hour', 3_600],
  ['minute', 60],
];
const relative = new Intl.RelativeTimeFormat('en', { numeric: 'auto' });

/** '3 days ago', 'yesterday': recent activity. The browser's own wording, no date library locale. */
export function formatAge(iso: string, now = Date.now()): string {
  const seconds = Math.round((new Date(iso).getTime() - now) / 1000);
  for (const [unit, size] of UNITS) if (Math.abs(seconds) >= size) return relative.format(Math.round(seconds / size), unit);
  return relative.format(0, 'minute');
}
