import type { OrgAiContext } from '../../ai/provider.ts';
import type { DbOrTx } from '../../db/client.ts';
import * as repo from './ai-settings.repository.ts';

/** What the AI is told about an organisation; the pipeline and every draft read it here. */
export const getOrgAiContext = (db: DbOrTx, organizationId: string): Promise<OrgAiContext> => repo.loadOrgAiContext(db, organizationId);
