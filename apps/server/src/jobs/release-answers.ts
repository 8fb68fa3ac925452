/**
 * The scheduled batch release of reach-out answers (ANSWER_RELEASE_MINUTES, hourly by default;
 * see jobs/schedules.ts). The reach-outs module owns the rule; the job is its entry point.
 */
export { releaseHeldAnswers } from '../modules/reachouts/reachouts.service.ts';
