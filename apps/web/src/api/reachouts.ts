import { reachoutEndpoints as calls } from '@voyce/contracts/endpoints/reachouts';
import type { FindReachoutsFilter } from '@voyce/contracts/reachouts';
import type { EndpointOutput } from '@voyce/contracts/endpoint';
import { call } from '../lib/api-client';

/** The reach-out list, defined once for the history screen and the dashboard's Open Reach Outs card. */
export type ReachoutPage = EndpointOutput<typeof calls.findReachouts>;

export function findReachouts(filter: FindReachoutsFilter): Promise<ReachoutPage> {
  return call(calls.findReachouts, { filter });
}
