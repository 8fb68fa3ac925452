import { compileLexicon, matchLexicon, type Lexicon } from './lexicons.ts';
import type { Analysis } from './tokenize.ts';

/**
 * The fixed catalogue of workplace themes. Each theme is a weighted lexicon: 3 = the word
 * alone names the theme ("payroll"), 2 = usually about it ("hours"), 1 = only supporting.
 * A theme counts as present at MIN_THEME_SCORE: one usual word, never one supporting word alone.
 */
type ThemeDef = { name: string; lexicon: Lexicon };

const theme = (name: string, strong: string, usual: string, weak: string): ThemeDef => ({
  name,
  lexicon: compileLexicon([
    [1, weak],
    [2, usual],
    [3, strong],
  ]),
});

export const THEMES: ThemeDef[] = [
  theme(
    'Workload & Wellbeing',
    `workload, workloads, burnout, burnt out, burned out, overworked, understaffed, short staffed, short-staffed,
     work-life balance, work life balance, mental health, wellbeing, well-being, exhausted, exhaustion, too much work, deadline,
     deadlines, on-call, on call,
     rota, rotas, hiring freeze, firefighting, spread too thin, stretched, skipping breaks, no breaks, understaffing`,
    `overtime, overwhelmed, stress, stressed, stressful, long hours, hours, weekends, weekend, breaks, lunch break, pressure, sick leave, staffing, headcount, tired, rota, schedule, scheduling, night shift, shift pattern, shifts, double shift,
     annual leave, holiday, vacation, time off, pto, remote, hybrid, work from home, wfh, flexible hours, flexibility, capacity,
     cover, covering, coverage,
     focus time, heads down, on top of, no time, late nights, holiday requests, time off in lieu, 12-hour, alone, backup, nights, peak, two people short, people short, school holidays, families, shift swaps, swap, swaps`,
    `busy, late nights, evenings, rest, sleep, fatigue, balance, leave, shift`,
  ),
  theme(
    'Management & Leadership',
    `manager, managers, management, micromanage, micromanaging, micromanagement, leadership, supervisor, supervisors,
     favouritism, favoritism, my boss, line manager, team lead,
     takes credit, took credit, team leader, team leaders, site manager, favourites`,
    `boss, director, executives, senior leadership, ceo, vp, one-on-one, 1:1, decisions, decision, trust, accountability,
     direction, vision, listen, listening, ignored, approachable, delegate, delegating, leaders, leader, head of,
     credit, pick their friends, reviews every line, listened, walked the floor, managers`,
    `lead, strategy, feedback, priorities, support`,
  ),
  theme(
    'Pay & Benefits',
    `pay, salary, salaries, wage, wages, raise, pay rise, bonus, bonuses, benefits, payroll, paycheck, paycheque, payslip,
     compensation, commission, pension, 401k, health insurance, dental, overtime pay, underpaid, sick pay,
     unpaid, pay review, parental leave, car allowance, night allowance, fuel allowance, bonus scheme`,
    `insurance, expenses, expense, reimbursement, reimbursed, stipend, allowance, cost of living, inflation, money, paid, equity,
     stock options, perks, parental leave, maternity, paternity, pay band, pay gap, rates, mileage,
     allowances, payout, payouts, payday, cost of travel`,
    `budget, cost`,
  ),
  theme(
    'Career Growth',
    `promotion, promotions, promoted, career, career path, progression, training, mentoring, mentor, mentorship,
     development plan, learning budget, upskilling, certification, career growth,
     graduate scheme, career ladder, study support, internal job board, promotion path, career progression`,
    `growth, grow, learn, learning, skills, course, courses, conference, development, opportunities, advance, advancement,
     performance review, review cycle, appraisal, internal roles, internal move, coaching, shadowing, stagnant, dead end,
     promote, workshop, workshops,
     qualification, exams, path, visibility, juniors, rotation plan, shadow, move up, tier 2, ceiling, graduates, new reps ramp`,
    `potential, junior, senior, level, goals`,
  ),
  theme(
    'Workplace Safety',
    `safety, unsafe, hazard, hazardous, injury, injuries, injured, accident, accidents, near miss, ppe, hard hat, fire exit,
     fire door, fire alarm, forklift, forklifts, spill, spillage, electrical, exposed wire, exposed wires, first aid, hi-vis,
     high-vis, safety goggles,
     first aider, first aiders, ergonomic, repetitive strain`,
    `safe, safely, helmet, gloves, goggles, ladder, ladders, slip, slippery, trip, tripped, fall, fell, wire, wires, wiring, chemical, chemicals,
     fumes, ventilation, guard rail, railing, heavy lifting, heat, racking, pallet, pallets, machinery, machine guard,
     emergency exit, evacuation, smoke, fire, burns, sharp, dangerous, danger, hurt, shelving, collapsed, extinguisher,
     wrists, strain, anti-fatigue, back pain, my back hurts, acid, battery charging`,
    `risk, floor, stairs, loading dock, dock, blocked, lifting`,
  ),
  theme(
    'Harassment & Conduct',
    `harassment, harass, harassed, harassing, bullying, bully, bullied, discrimination, discriminate, discriminated, racist,
     racism, sexist, sexism, inappropriate, misconduct, hostile, retaliation, retaliate, intimidate, intimidated, intimidating,
     slur, slurs, creepy, sexual, homophobic, groped,
     screamed abuse, told off in front of, mocked`,
    `yelled, yelling, shouted, shouting, screamed, screaming, humiliated, humiliate, belittle, belittled, mocked, mocking,
     jokes, offensive, disrespect, disrespectful, rude, abuse, abusive, threatened, gossip, excluded, touching, touched,
     unwanted, gender, pregnancy, pregnant, disability, race, religion, sexuality, insulted, insult, swearing, swore,
     accent, how she looks, how he looks, in front of everyone, in front of the whole team, female colleague`,
    `behaviour, behavior, conduct, tone, comments, comment, age`,
  ),
  theme(
    'Tools & Equipment',
    `laptop, laptops, computer, computers, software, vpn, crm, printer, printers, scanner, scanners, monitor, monitors, wifi,
     wi-fi, internet, login, log in, password reset, server, servers, outage, headset, headsets, licence, licences, license,
     licenses, erp, salesforce, jira, slack, tablet, tablets, handheld, handhelds, it support, barcode scanner, ticketing system,
     knowledge base, fax, fax machine, ci pipeline, test suite, demo environment, staging environment, applicant tracking system, cms, pallet wrapper, conveyor, telematics, headsets, scanning app, ticketing, chat tool, phone system, wms`,
    `tool, tools, equipment, system, systems, device, devices, phone, phones, keyboard, mouse, hardware, network, bug, bugs,
     crash, crashes, crashing, freezes, freezing, upgrade, access, dashboard, database, integration, app, apps, platform,
     portal, tests, flaky, build, website, machine, dashboards, macro, password, passwords, security, environment, integration tests, mobile app, quoting tool, tool`,
    `screen, battery, charger, cable, slow, update, updates, excel, spreadsheet`,
  ),
  theme(
    'Communication',
    `communication, communicate, communicated, miscommunication, transparency, transparent, town hall, all-hands, all hands,
     announcement, announcements, newsletter, kept in the dark, out of the loop, in the loop, found out,
     without notice, without warning, no explanation, nobody told us, last to hear, heard about it, never shared`,
    `informed, inform, meeting, meetings, memo, information, rumours, rumors, rumour, rumor, clarity, silo, silos, aligned,
     alignment, heard, notice, notified, explain, explained, share, sharing, updates, email, emails, consulted,
     told, announced, warning, hear about, talk, talking points, explanation, explained, all-hands`,
    `message, messages, news, channel, chat, changes, change, told, update`,
  ),
  theme(
    'Culture & Inclusion',
    `culture, inclusion, inclusive, diversity, belonging, morale, team spirit, cliques, clique, appreciation, recognition,
     values, shout out, shoutout, kudos,
     thank you, thanks, legends, well done, great job, brilliant work, praise, hackathon, kick-off, buddy scheme`,
    `respect, celebrate, celebration, events, social, team building, welcoming, welcome, appreciated, valued, thank you,
     thanks, recognised, recognized, atmosphere, community, friendly, together, lonely, isolated, included, excluded, diverse,
     women, minority, neurodivergent, accessibility, party, volunteer, charity, toxic, grateful, proud, teamwork, went above and beyond,
     socials, left out, event, events, welcome, proud of`,
    `fun, family, vibe, colleagues, coworkers, environment`,
  ),
  theme(
    'Processes & Efficiency',
    `process, processes, approval, approvals, workflow, workflows, paperwork, bureaucracy, red tape, bottleneck, bottlenecks,
     inefficient, inefficiency, handoff, handoffs, handover, handovers, manual entry, double entry, duplicate work, sign-off,
     procedure, procedures,
     by hand, reconciliation, reconciliations, month-end close, approval limits, shared inbox, double entry, purchase order numbers, cut-off`,
    `policy, policies, forms, form, steps, ticket, tickets, backlog, requirements, planning, documentation, docs, checklist,
     templates, spreadsheets, efficiency, efficient, automate, automation, streamline, standardise, standardize, rework,
     wasted time, waste of time, admin, purchase order, purchase orders, invoices, invoicing, onboarding, prioritisation,
     prioritization, scope, manually, re-enter, retype,
     spreadsheet, manual, reporting, report, reports, signatures, forecasting, close, inbox, redoing, formats, debate, no backup, checklist, process, survey, surveys, handover, handovers, payment run`,
    `manual, layers, chain, priorities, sign off`,
  ),
  theme(
    'Facilities',
    `office, parking, car park, parking lot, kitchen, bathroom, bathrooms, toilet, toilets, restroom, restrooms, heating,
     air conditioning, aircon, hvac, canteen, cafeteria, break room, breakroom, lockers, locker room, elevator, desk, desks,
     chairs, chair, lighting, building, meeting room, meeting rooms, coffee machine,
     water fountain, drinking water, quiet room, dock doors, open-plan office, open plan office, desk booking, lighting, fruit`,
    `temperature, cold, hot, warm, lights, noise, noisy, cleaning, cleaner, dirty, coffee, water, fridge, microwave, space,
     crowded, cramped, seating, showers, bike, commute, shuttle, badge, door, doors, windows, leak, leaking, roof, plumbing,
     vending, air con,
     desks, dim, kitchen`,
    `room, snacks, food, lunch, floor, light`,
  ),
  theme(
    'Customers & Product',
    `customer, customers, client, clients, product, products, feature, features, release, releases, roadmap, pricing, churn,
     refund, refunds, complaints, nps, customer feedback, product quality,
     quota, quotas, pitch, deal, deals`,
    `orders, order, delivery, deliveries, shipment, shipments, returns, users, user, quality, defect, defects, bug reports,
     demo, demos, launch, price, prices, contract, contracts, deal, deals, renewals, renewal, market, competitor, competitors,
     leads, pipeline, quota, target, targets, revenue, sales, prospects, onboarding calls, accounts`,
    `service, sell, selling, support, complaint`,
  ),
];

/** Below this, a theme's words are incidental. */
export const MIN_THEME_SCORE = 2;
/** What an insight gets when no theme reaches MIN_THEME_SCORE (and it is flagged no_category). */
export const NO_THEME = 'General';

export type ThemeScore = { name: string; score: number; sentences: Set<number>; terms: string[] };

/** All themes with any evidence, strongest first (ties keep catalogue order, so results are stable). */
export function scoreThemes(a: Analysis): ThemeScore[] {
  const scores: ThemeScore[] = [];
  for (const def of THEMES) {
    const hits = matchLexicon(def.lexicon, a.tokens);
    if (hits.length === 0) continue;
    // A word repeated five times is still one piece of evidence plus a little: cap repeats.
    const perPhrase = new Map<string, number>();
    const sentences = new Set<number>();
    for (const h of hits) {
      perPhrase.set(h.entry.phrase, (perPhrase.get(h.entry.phrase) ?? 0) + 1);
      sentences.add(a.tokens[h.start]!.sentence);
    }
    let score = 0;
    for (const h of new Map(hits.map((x) => [x.entry.phrase, x])).values()) {
      score += h.entry.weight + Math.min(1, (perPhrase.get(h.entry.phrase) ?? 1) - 1) * 0.5;
    }
    scores.push({ name: def.name, score, sentences, terms: [...perPhrase.keys()] });
  }
  return scores.sort((x, y) => y.score - x.score);
}

export function primaryTheme(scores: ThemeScore[]): string | null {
  const top = scores[0];
  return top && top.score >= MIN_THEME_SCORE ? top.name : null;
}
