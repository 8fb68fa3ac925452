import { describe, expect, it } from 'vitest';
import { identifyingHints, type IdentifyingKind } from './identifying.ts';
import { identifyingHints as fromEmployee } from './employee.ts';
import { ALL_IDENTIFYING_RULES } from './identifying/all.ts';

/** Texts that narrow the writer down to a few people, with the kind the editor must name. */
const IDENTIFYING: [string, IdentifyingKind][] = [
  // their own name
  ['Sam here, from the packing line. The new rota is a mess and nobody asked us.', 'name'],
  ['My name is Priya and I have asked for a new chair three times.', 'name'],
  ["Hi, I'm Tomasz from accounts payable. Supplier invoices are stuck for weeks.", 'name'],
  ['The canteen closes before our break even starts. Please fix it.\n- Priya', 'name'],
  ['We need more people on Saturdays, the queue is out of control. Thanks, Priya', 'name'],
  ['The VPN drops every evening and kills my deploys.\n\nRegards,\nDaniel Okafor', 'name'],
  ['Please stop moving the stand-up. Cheers, Marta', 'name'],
  // their own e-mail, phone, staff number
  ['Happy to talk about it, write to me at j.kowalski@acme-demo.com.', 'email'],
  ['If anyone wants the details call me on 07700 900123 after six.', 'phone'],
  ['My payslip is wrong again, employee #4521, three months running.', 'staffNumber'],
  ['Staff ID 88213: my overtime has not been paid since March.', 'staffNumber'],
  ['My badge number is 3321 and it stops working at the side gate every week.', 'staffNumber'],
  // the only one, a role of one
  ["I'm the only Python developer here, so I am on call every single week.", 'uniqueRole'],
  ['As the only accountant on the late shift I cannot take a break.', 'uniqueRole'],
  ['I feel like the only one in the team who still fills in timesheets properly.', 'uniqueRole'],
  ['Being the sole carer for my father, the shift changes hit me hard.', 'uniqueRole'],
  ['As the night shift supervisor, I never get told about changes to the plan.', 'uniqueRole'],
  ["I'm the first aider on nights and I have had no refresher in three years.", 'uniqueRole'],
  // a trait few share
  ['As the only wheelchair user on site, the broken lift means I cannot get to the canteen.', 'trait'],
  ['Being the only woman on the night shift, the comments get to me.', 'trait'],
  ['As a deaf employee I miss everything said over the tannoy.', 'trait'],
  ["I'm the only Polish speaker in dispatch and I translate for everyone without extra pay.", 'trait'],
  // how long they have worked here
  ['After 23 years here I have never seen morale this low.', 'tenure'],
  ['In my 14 years at this company nobody has explained the bonus like this.', 'tenure'],
  ["I've worked here since 2004 and the car park has never been this bad.", 'tenure'],
  ["I've been a tier 2 agent for six years with no promotion.", 'tenure'],
  ['I only joined last month and I still have no laptop.', 'tenure'],
  ['This is my twentieth year with the firm and the pension changes worry me.', 'tenure'],
  // age
  ["I'm 63 and the new pick rates are impossible for me.", 'age'],
  ['As the oldest in the team I always get left out of the after-work plans.', 'age'],
  ['I turned 60 in May and since then I have been passed over for training.', 'age'],
  // health and family
  ['Since I came back from my heart surgery in March my workload has doubled.', 'health'],
  ['After my miscarriage I was given two days off and then asked about my targets.', 'health'],
  ['When I returned from maternity leave last month my desk had been given away.', 'health'],
  ['My husband was diagnosed with cancer in June and my manager refused flexible hours.', 'health'],
  ['I lost my mum in January and had to use holiday for the funeral.', 'health'],
  // something they did that colleagues remember
  ['As the one who raised the grievance on Tuesday, I am now being ignored by my supervisor.', 'event'],
  ['I was the person who reported the leak, and since then I get every bad shift.', 'event'],
  ['I filed a formal complaint about my manager and nothing has happened.', 'event'],
  ['I was injured on line 3 on Saturday night and no accident report was made.', 'event'],
  // more ways of saying the same
  ['This is Gary from the night shift. We need help.', 'name'],
  ['Thanks for reading.\n\nJo', 'name'],
  ['Call me on +44 7700 900456.', 'phone'],
  ['my employee number is 20381 if you want to check.', 'staffNumber'],
  ['Me and one other person cover the whole night shift.', 'uniqueRole'],
  ['There are only two of us in payroll and I do all the overtime.', 'uniqueRole'],
  ["I'm the union rep and management ignores every request.", 'uniqueRole'],
  ['As sole breadwinner I cannot afford the pay cut.', 'uniqueRole'],
  ['As the only Black manager here I get asked about every diversity issue.', 'trait'],
  ["My wheelchair doesn't fit through the new canteen doors.", 'trait'],
  ["I'm a single mum and the rota changes every week.", 'trait'],
  ["I've been with Acme for twelve years and this is the worst it has been.", 'tenure'],
  ['I got my 25-year service award last month and still no pay rise.', 'tenure'],
  ["I'm the longest-serving person in the warehouse.", 'tenure'],
  ["I'm sixty-three and still on the picking line.", 'age'],
  ["I'm retiring next year and nobody has asked me to hand over.", 'age'],
  ['I have cancer and my manager keeps asking when I will be back to full hours.', 'health'],
  ['My daughter was born in April and I got no paternity pay.', 'health'],
  ['The grievance I raised has been ignored.', 'event'],
  ['I reported Gary to HR on Friday and now he is my rota manager.', 'event'],
];

/** Ordinary feedback: managers, products, places, days, counts and prices are named, the writer is not. */
const ORDINARY = [
  'Gary from IT never answers his phone, tickets wait for days.',
  'Microsoft Teams keeps crashing whenever more than ten people join a call.',
  'The New York office gets all the investment while we get nothing.',
  'Black Friday was chaos: we packed 12,000 orders with half the usual staff.',
  'Our manager John Smith cancels every one-to-one.',
  'We lost £1,200 in fuel last month because the fuel cards are shared.',
  'Quota went up 30% while the team lost two reps.',
  'The printer on the second floor is the only one that works.',
  'The only way to get a laptop fixed is to escalate to a director.',
  "Please stop scheduling meetings on Friday afternoons, it's the only focus time we get.",
  'We have been asking for a second packing line for three years.',
  'The drinking fountain has been broken since 2022.',
  'Between 2019 and 2023 our team shrank from twelve to five people.',
  'Order 123456789 was sent to the wrong customer and nobody followed it up.',
  'Email hr@acme-demo.com and you wait two weeks for an answer.',
  'The helpline 0800 123 4567 is closed at weekends when we need it most.',
  'Jira has so many mandatory fields that filing a bug takes ten minutes.',
  'Sarah in payroll is the only one who knows how the macro works.',
  'As the manager said at the all-hands, the budget is frozen, but another team just hired.',
  "I'm 10 minutes late every day because the shuttle bus leaves too early.",
  'The maternity leave policy is well below what competitors offer.',
  'People returning from sick leave get no phased return.',
  'HR is four people for 600 employees.',
  'Thanks to the Tuesday night crew for clearing the backlog after the storm. Legends.',
  'The hackathon was the best two days of the year. Please make it a regular thing.',
  'Salesforce takes forever to load account pages. I lose about an hour a day waiting on it.',
  'My manager listens in on my calls and criticises me in front of the whole team.',
  'I reported the broken racking twice and nothing happened.',
  'We need proper training for the new conveyor, people are guessing how it works.',
  'The office is freezing in winter; the heating is set to 16 degrees.',
  'In 2023 we moved to the new ERP and it has been painful ever since.',
  'The Leeds depot and the Bristol depot use different checklists.',
  'Big thanks to Priya for running the incident review on the payments outage.',
  'Access requests take a week; a self-service flow would save everyone time.',
  'Issues this week:\n- VPN drops\n- Canteen',
  'Our team lead is great, she jumps on the queue herself when it gets busy.',
  'I have worked with many managers but this one never listens.',
  "I'm happy with the new rota, finishing early on Fridays helps.",
  'Over the last five years the car allowance has not changed.',
  'The team was told the hiring freeze would end in Q2. It is Q4 now.',
  'My data was lost when the laptop was wiped, and IT said it was my fault.',
  'The new starter buddy scheme is working really well.',
  'Customers call us about invoice 2024-00183 every day.',
  'Night shift gets no hot food; the canteen closes at 7pm.',
  'We are 20 pallets behind every Monday because the trucks arrive late.',
  // near misses: the same words, nothing about the writer
  "I'm not sure why we still use paper forms.",
  'The only person who can approve refunds is always on leave.',
  'After 3 years of asking, we finally got a microwave.',
  'My manager has been here 20 years and refuses to change anything.',
  'As a manager, I think the review process is broken.',
  'As the warehouse manager keeps saying, safety first, but nothing changes.',
  'As the new manager, she has been great.',
  'Thanks, everyone!',
  'We need more people on the late shift.\n- Night shift',
  "I'm 50/50 on the new rota.",
  'Version 2024.03.15.1234 broke the scanner app.',
  'We sold 1 200 000 units last year and nobody got a bonus.',
  "I'm only part-time, so I miss all the updates.",
  'My name is on the rota every weekend.',
  'Call me old-fashioned, but a printed rota works better.',
  "This is Jira's fault, not ours.",
  'The only female toilet is on the third floor.',
  'The only disabled parking space is always taken by visitors.',
  'My accident report from the loading bay was never answered.',
  "I've been with my partner for 10 years and we can't both get Christmas off.",
  "I've been on the phone for two years trying to fix this.",
  'Staff with over 10 years of service get an extra day of holiday.',
  'The contract with supplier 4500012345 ends in June.',
  'I raised this last month with my manager and nothing changed.',
  'Being the sole supplier, they charge what they want.',
  'My wheelchair-accessible route to the canteen is blocked by pallets again.',
  'I have diabetes awareness training next week, which is great.',
  'Best, the Finance team',
  '- Sent from my iPhone',
];

describe('identifying details at writing time', () => {
  it.each(IDENTIFYING)('warns: %s', (text, kind) => {
    expect(identifyingHints(text)).toContain(kind);
  });

  // Quiet in English and in every other language's rules too (the server checks them all).
  it.each(ORDINARY)('stays quiet: %s', (text) => {
    expect(identifyingHints(text)).toEqual([]);
    expect(identifyingHints(text, ALL_IDENTIFYING_RULES)).toEqual([]);
  });

  it('lists each kind once, in a fixed order, and is the function the employee contract exports', () => {
    const text = "I'm 63, after 23 years here, and my e-mail is sam.jones@example.com. - Sam";
    expect(identifyingHints(text)).toEqual(['name', 'email', 'tenure', 'age']);
    expect(fromEmployee).toBe(identifyingHints);
    expect(identifyingHints('')).toEqual([]);
    expect(identifyingHints('   ')).toEqual([]);
  });

  it('reads typographic apostrophes like plain ones', () => {
    expect(identifyingHints('I’m the only Python developer here.')).toEqual(['uniqueRole']);
  });

  it('checks a long text quickly', () => {
    const long = 'The VPN drops every evening and kills long deploys. '.repeat(95);
    const start = performance.now();
    for (let i = 0; i < 20; i++) identifyingHints(long, ALL_IDENTIFYING_RULES);
    expect((performance.now() - start) / 20).toBeLessThan(20);
  });
});
