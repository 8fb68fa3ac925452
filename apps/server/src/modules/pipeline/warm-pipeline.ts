import { warmEncoder, warmLocalModel } from '../../ai/provider.ts';
import { getOrgAiContext } from '../ai-settings/ai-settings.service.ts';
import { lockAndReadCandidates, type PipelineDeps } from './process-submission.ts';
import * as repo from './pipeline.repository.ts';
import { preloadShapes } from './topic-shapes.repository.ts';

/** The organisations whose topics a starting replica reads ahead: the most recently active. */
const WARM_ORGANIZATIONS = 20;
/** A claim that finds nothing: it prepares the statement without touching a row. */
const NO_SUBMISSION = '00000000-0000-0000-0000-000000000000';

/**
 * Before a replica takes its first job, it does once what every insight after a start paid for
 * (100-360 ms for the first, against < 50 ms): the local model, the stored shapes of
 * the recent open topics, and for the most recently active organisations the reads an insight
 * makes, on `connections` connections at once, so the pool's connections are open and each has
 * the pipeline's statements prepared, and each candidate's label reduced by the matcher.
 * Reads, under the organisation's lock as an insight's: the one write is a topic from before
 * shapes were stored getting its shape, as its next insight would. Never the remote AI.
 */
export async function warmPipeline(deps: PipelineDeps, connections: number): Promise<{ topics: number; organizations: number }> {
  // The sentence encoder loads (~1 s) before the first job, never on a request.
  await warmEncoder();
  await warmLocalModel();
  const preloaded = await preloadShapes(deps.db);
  const organizations = preloaded.organizations.slice(0, WARM_ORGANIZATIONS);
  const [first, ...rest] = organizations;
  if (first === undefined) return { topics: preloaded.topics, organizations: 0 };
  // At once, so that the pool opens as many connections as jobs will run.
  await Promise.all(Array.from({ length: connections }, () => readAsAnInsight(deps, first)));
  for (const organizationId of rest) await readAsAnInsight(deps, organizationId);
  return { topics: preloaded.topics, organizations: organizations.length };
}

async function readAsAnInsight(deps: PipelineDeps, organizationId: string): Promise<void> {
  await deps.db.transaction(async (tx) => {
    await repo.claimSubmission(tx, organizationId, NO_SUBMISSION);
    const org = await getOrgAiContext(tx, organizationId);
    const { topics } = await lockAndReadCandidates(tx, organizationId, org, null);
    await warmLocalModel({ org, topics });
  });
}
