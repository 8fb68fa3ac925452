import { join } from 'node:path';

export const E2E_PORT = Number(process.env.E2E_PORT ?? 3199);
export const E2E_BASE_URL = `http://127.0.0.1:${E2E_PORT}`;
/** Where global setup leaves what the specs need (accounts, database URL). */
export const E2E_STATE_FILE = join(import.meta.dirname, '..', 'test-results', 'e2e-state.json');
export const E2E_PASSWORD = 'E2e-Password-1';
