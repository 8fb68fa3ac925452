import { format } from 'date-fns';

/** 'Mar 4, 2026': the list's and the insight's date. */
export const formatDay = (iso: string): string => format(new Date(iso), 'MMM d, yyyy');

/** 'Mar 4, 2026, 9:05 AM': a message in the conversation. */
export const formatMoment = (iso: string): string => format(new Date(iso), 'MMM d, yyyy, h:mm a');
