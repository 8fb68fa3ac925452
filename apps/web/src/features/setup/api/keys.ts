/** Query keys of the setup page; every key starts with the feature's root. */
export const setupKeys = {
  all: ['setup'] as const,
};
