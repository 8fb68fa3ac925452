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

/** '3 days ago', 'yesterday', 'just now': the product's one relative age, the same on every screen and in the API. */
export { formatAge } from '@voyce/contracts/relative-time';
