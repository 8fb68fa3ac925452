import { sql, type SQL } from 'drizzle-orm';
import { inlineValue, type Bind } from '../../db/query-shapes.ts';
import { submissionGroups } from '../../db/schema/index.ts';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const escapeLike = (q: string) => q.replace(/[\\%_]/g, (c) => `\\${c}`);

/** The dashboard's topic filter: a topic id, or words its name contains (any case); tagged for its shape. */
export function topicMatch(topic: string, v: Bind = inlineValue): { tag: string; sql: SQL } {
  if (UUID.test(topic)) return { tag: 'id', sql: sql`${submissionGroups.id} = ${v('topicMatch', topic)}` };
  return { tag: 'name', sql: sql`${submissionGroups.topic} ilike ${v('topicMatch', `%${escapeLike(topic)}%`)}` };
}
