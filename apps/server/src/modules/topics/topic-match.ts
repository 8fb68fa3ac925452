import { eq, ilike, type SQL } from 'drizzle-orm';
import { submissionGroups } from '../../db/schema/index.ts';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const escapeLike = (q: string) => q.replace(/[\\%_]/g, (c) => `\\${c}`);

/** The dashboard's topic filter: a topic id, or words its name contains (any case). */
export const topicMatch = (topic: string): SQL =>
  UUID.test(topic) ? eq(submissionGroups.id, topic) : ilike(submissionGroups.topic, `%${escapeLike(topic)}%`);
