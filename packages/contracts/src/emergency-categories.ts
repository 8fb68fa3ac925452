import { z } from './zod.ts';
import { USERS_MSG } from './user-messages.ts';

/**
 * Emergency contact categories of a Blyndspot user (spec 2 §4: None clears the others): the
 * spec's three plus self-harm and harassment, the same kinds the leadership grid ticks.
 */
export const EMERGENCY_CATEGORIES = ['none', 'violence', 'crime', 'threat', 'self_harm', 'harassment'] as const;
export type EmergencyCategory = (typeof EMERGENCY_CATEGORIES)[number];
export const EMERGENCY_CATEGORY_LABELS: Record<EmergencyCategory, string> = {
  none: 'None',
  violence: 'Violence',
  crime: 'Crime',
  threat: 'Threat',
  self_harm: 'Self-harm',
  harassment: 'Harassment',
};
/** The emergency kinds a contact is e-mailed for, as the leadership row stores them. */
export type EmergencyFlags = { violence: boolean; crime: boolean; threat: boolean; selfHarm: boolean; harassment: boolean };
export const anyEmergencyFlag = (f: EmergencyFlags) => f.violence || f.crime || f.threat || f.selfHarm || f.harassment;
export const zEmergencyCategories = z.array(z.enum(EMERGENCY_CATEGORIES)).check(z.minLength(1, USERS_MSG.categoryRequired));

/** Spec 2 §4: choosing None clears the others; choosing another removes None. */
export function applyNoneRule(previous: EmergencyCategory[], next: EmergencyCategory[]): EmergencyCategory[] {
  const added = next.filter((c) => !previous.includes(c));
  if (added.includes('none')) return ['none'];
  if (added.length) return next.filter((c) => c !== 'none');
  return next;
}
export const categoriesToFlags = (c: EmergencyCategory[]): EmergencyFlags => ({
  violence: c.includes('violence'),
  crime: c.includes('crime'),
  threat: c.includes('threat'),
  selfHarm: c.includes('self_harm'),
  harassment: c.includes('harassment'),
});
export const flagsToCategories = (f: Partial<EmergencyFlags>): EmergencyCategory[] => {
  const list = (
    [
      ['violence', f.violence],
      ['crime', f.crime],
      ['threat', f.threat],
      ['self_harm', f.selfHarm],
      ['harassment', f.harassment],
    ] as const
  )
    .filter(([, on]) => on)
    .map(([c]) => c);
  return list.length ? list : ['none'];
};
