import { z } from './zod.ts';
import { ANONYMITY_MSG, MIN_GROUP_SIZE_FLOOR, MIN_GROUP_SIZE_MAX } from './anonymity-rules.ts';

export * from './anonymity-rules.ts';

/** An organisation's minimum group size k, as an admin sets it (anonymity-rules.ts). */
export const zMinGroupSize = z
  .number({ error: ANONYMITY_MSG.minGroupSizeRange })
  .check(
    z.int(ANONYMITY_MSG.minGroupSizeRange),
    z.gte(MIN_GROUP_SIZE_FLOOR, ANONYMITY_MSG.minGroupSizeRange),
    z.lte(MIN_GROUP_SIZE_MAX, ANONYMITY_MSG.minGroupSizeRange),
  );
