import { INSIGHT_MAX_LENGTH } from '@voyce/contracts/insights';

/** The contract's rule for an insight or a reply (1..5000 characters after trimming), for the Send button. */
export function isSendable(body: string | undefined): boolean {
  const length = body?.trim().length ?? 0;
  return length >= 1 && length <= INSIGHT_MAX_LENGTH;
}
