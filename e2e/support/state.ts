import { readFileSync } from 'node:fs';
import { E2E_STATE_FILE } from './env.ts';

export type E2eState = {
  url: string;
  organizationId: string;
  adminEmail: string;
  resetEmail: string;
  employeeEmail: string;
};

export const state = (): E2eState => JSON.parse(readFileSync(E2E_STATE_FILE, 'utf8')) as E2eState;
