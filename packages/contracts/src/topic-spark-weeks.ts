/**
 * How many weeks a topic's sparkline shows, without zod: the dashboard's Hot Topics card imports
 * it, and importing anything from dashboard-figures.ts brings its schemas into the web's first
 * download of /dashboard. dashboard-figures.ts re-exports it.
 */
export const TOPIC_SPARK_WEEKS = 8;
