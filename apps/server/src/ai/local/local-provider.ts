import { mayDescribeSelfHarm } from './insight-reading.ts';
import type { AiProvider } from '../provider.ts';
import { classifyLocally } from './classify.ts';
import { draftDelegationLocally, draftReplyLocally, enhanceReachoutLocally } from './drafts.ts';
import { summarizeReachoutLocally, summarizeTopicLocally } from './summarize.ts';

/**
 * The in-process provider: deterministic, offline, no network. Work is synchronous CPU
 * (about a millisecond per insight), wrapped in promises to honour the interface.
 */
export function createLocalProvider(): AiProvider {
  return {
    name: 'local',
    mayDescribeSelfHarm,
    classifyInsight: async (input) => classifyLocally(input),
    draftReply: async (input) => draftReplyLocally(input),
    draftDelegation: async (input) => draftDelegationLocally(input),
    enhanceReachout: async (input) => enhanceReachoutLocally(input),
    summarizeTopic: async (input) => summarizeTopicLocally(input),
    summarizeReachout: async (input) => summarizeReachoutLocally(input),
  };
}
