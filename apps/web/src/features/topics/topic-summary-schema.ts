import type { zTopicSummary } from '@voyce/contracts/ai';

type Schema = typeof zTopicSummary;
type Tracked = Promise<Schema> & { status?: string; value?: Schema };

let loading: Tracked | undefined;

/**
 * The topic summary's schema, loaded on first use: the only schema the workspace's pages parse
 * with, and importing it with the workspace would bring zod and every contract schema into the
 * dashboard's first load. Marked fulfilled once loaded, so React's `use` then reads it without
 * suspending; a failed download is tried again on the next call.
 */
export function topicSummarySchema(): Promise<Schema> {
  if (!loading) {
    const promise: Tracked = import('@voyce/contracts/ai').then((module) => module.zTopicSummary);
    promise.then(
      (schema) => {
        promise.status = 'fulfilled';
        promise.value = schema;
      },
      () => {
        loading = undefined;
      },
    );
    loading = promise;
  }
  return loading;
}
