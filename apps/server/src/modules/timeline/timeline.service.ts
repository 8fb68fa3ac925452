import { WORKSPACE_MSG } from '@voyce/contracts/workspace';
import type { Db } from '../../db/client.ts';
import { notFound } from '../../http/app-error.ts';
import type { AuthContext } from '../../http/auth-context.ts';
import * as repo from './timeline.repository.ts';
import { serializeActivity, serializeMessage } from './timeline.serializer.ts';

/** The right-hand timeline of an insight: its messages and its activity (spec 1 §2, §3). */
export function createTimelineService(deps: { db: Db }) {
  const { db } = deps;

  async function visible(auth: AuthContext, submissionId: string) {
    // Another organisation's insight answers exactly like a missing one.
    if (!(await repo.visibleSubmission(db, auth.organizationId, submissionId))) throw notFound(WORKSPACE_MSG.insightNotFound);
  }

  return {
    async findMessages(auth: AuthContext, submissionId: string) {
      await visible(auth, submissionId);
      return { entities: (await repo.listMessages(db, auth.organizationId, submissionId)).map(serializeMessage) };
    },

    async findActivity(auth: AuthContext, submissionId: string) {
      await visible(auth, submissionId);
      return { entities: (await repo.listActivity(db, auth.organizationId, submissionId)).map(serializeActivity) };
    },
  };
}
export type TimelineService = ReturnType<typeof createTimelineService>;
