import type { ImpactCategory } from '@voyce/contracts/ai';

/**
 * TUNING SET for the local impact scorer (impact.ts): the answers its rules were shaped on,
 * labelled before the change by the meaning of the levels (gold: an actionable,
 * specific suggestion with a clear benefit; silver: a specific issue or useful observation;
 * bronze: vague, very short or venting). Kept apart from the held-out set
 * (impact.held-out.fixture.ts), which measures the scorer and must not be tuned on.
 */
export const IMPACT_TUNING: { text: string; expected: ImpactCategory }[] = [
  { text: 'All fine.', expected: 'bronze' },
  { text: 'nope', expected: 'bronze' },
  { text: 'yes', expected: 'bronze' },
  { text: 'Good question.', expected: 'bronze' },
  { text: 'Could be worse lol', expected: 'bronze' },
  { text: 'Love this company!!!', expected: 'bronze' },
  { text: 'Not much to say really, things are the same as always.', expected: 'bronze' },
  { text: 'Communication needs to improve.', expected: 'bronze' },
  { text: 'More money would be nice.', expected: 'bronze' },
  { text: 'Leadership is clueless, as usual.', expected: 'bronze' },
  { text: 'Same old story, nothing ever changes here and nobody will do anything about it anyway.', expected: 'bronze' },
  { text: 'Sure, whatever you think is best.', expected: 'bronze' },
  {
    text: 'It is what it is, I suppose, some days are better than others and that is just how it goes around here.',
    expected: 'bronze',
  },
  { text: 'The printer on the second floor jams every morning and we walk to the fourth floor to print labels.', expected: 'silver' },
  { text: 'Since the reorganisation I report to two managers who give me opposite priorities.', expected: 'silver' },
  { text: 'The canteen stopped serving hot food after 2pm, so the late shift eats from the vending machine.', expected: 'silver' },
  {
    text: 'Big thanks to Jonas for covering my shifts when my dad was in hospital, the team really pulled together.',
    expected: 'silver',
  },
  { text: 'The new scanners are brilliant, picking errors dropped noticeably this month.', expected: 'silver' },
  { text: 'delivery schedul is never updated in the system so drivers show up at wrong dock', expected: 'silver' },
  {
    text: 'We are three weeks behind on the audit because the data from finance arrives in five different formats.',
    expected: 'silver',
  },
  { text: 'Trainings are always during my customer calls so I never can join them.', expected: 'silver' },
  { text: 'Honestly the 4-day week trial has been the best thing here in years, I get more done.', expected: 'silver' },
  { text: 'Oh fantastic, the air con broke again in the server room, third time this summer.', expected: 'silver' },
  {
    text: "Can we add a checkbox for fragile items to the order form? Half of our breakages happen because packers don't know an item is glass.",
    expected: 'gold',
  },
  {
    text: "I would suggest a 15-minute handover between the early and late shift, so open tickets don't get lost overnight.",
    expected: 'gold',
  },
  {
    text: 'Please move the first-aid kit from the locked office to the warehouse entrance; on night shift nobody has the key.',
    expected: 'gold',
  },
  {
    text: 'We should rotate the on-call week among all six engineers instead of the same three, it would cut burnout and spread the knowledge.',
    expected: 'gold',
  },
  { text: 'Buy two more pallet jacks for bay C. We queue for ten minutes each time we unload a truck.', expected: 'gold' },
  {
    text: 'Maybe we can have the sprint review on Thursday instead Friday, because on Friday half of team is working remote and connection is bad.',
    expected: 'gold',
  },
  { text: 'Set up a shared inbox for supplier invoices so they stop getting lost in personal mailboxes and paid late.', expected: 'gold' },
  {
    text: 'If we had a price list in the CRM, sales could quote on the first call instead of waiting a day for finance.',
    expected: 'gold',
  },
];
