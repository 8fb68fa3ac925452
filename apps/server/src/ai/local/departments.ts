import { list } from './lexicons.ts';

/**
 * Departments named in an insight. Organisations name departments freely, so each name
 * gets its obvious variants (singular/plural, "&" as "and", each part of "People & HR") plus
 * the usual ways staff refer to common departments ("devs" for Engineering, "ops").
 * Words that are everyday English on their own ("people", "customer", "support") never
 * count alone; an acronym that is also a word ("IT") must be written in capitals.
 */
const ALIASES: [RegExp, string][] = [
  [/engineer/, 'engineering, engineers, engineer, developers, developer, devs, dev team, development team, software team, tech team'],
  [/\bsales\b/, 'sales, sales team, salespeople, sales reps, account executives, sdrs, bdrs'],
  [
    /support|customer service|customer care/,
    `customer support, support team, support agents, support agent, support queue, support tickets, in support, on support, helpdesk,
     help desk, customer service, customer care, call centre, call center, contact centre, contact center`,
  ],
  [/operation|\bops\b/, 'operations, ops, ops team, operations team'],
  [/financ|accounting/, 'finance, finance team, accounting, accountants, accounts payable, accounts receivable'],
  [/\bhr\b|human resources|people/, 'hr, human resources, people team, people ops, people operations, people and culture'],
  [/marketing/, 'marketing, marketers, marketing team, brand team'],
  [/warehouse/, 'warehouse, warehouses, pickers, packers, picking floor, loading dock, dispatch, forklift drivers, the dock'],
  [/legal/, 'legal, legal team, lawyers, counsel'],
  [/logistic/, 'logistics, drivers, delivery drivers, fleet'],
  [/product/, 'product team, product managers, product management'],
  [/design/, 'design team, designers'],
  [/\bqa\b|quality assurance/, 'qa, testers, quality assurance'],
  [/procurement|purchasing/, 'procurement, purchasing, buyers'],
  [/facilit/, 'facilities, facilities team, maintenance team'],
];

/**
 * The work a common department does, named in words that belong to it alone ("invoices",
 * "forklift", "the VPN"): most insights describe the work rather than name the department, and
 * the explorer's department chart is only as full as this. Each list is used only when the
 * organisation has such a department; words two departments share ("tickets", "payroll",
 * "customers") are left out, as a wrong department misleads more than none.
 */
const DESCRIPTIONS: [RegExp, string][] = [
  [
    /engineer/,
    'codebase, code review, pull request, deploy, deploys, deployment, sprint, tech debt, staging, on-call rota, build pipeline',
  ],
  [/\bsales\b/, 'quota, sales target, commission, commissions, prospects, deals, closing deals, territory, cold calls, cold calling'],
  [
    /support|customer service|customer care/,
    'callers, call queue, on the phones, handle time, aht, chat queue, escalations, angry customers, abusive callers',
  ],
  [
    /financ|accounting/,
    'invoice, invoices, expense claim, expense claims, expenses, reimbursement, purchase orders, month end, month-end close, audit, ledger',
  ],
  [
    /\bhr\b|human resources|people/,
    'recruitment, recruiters, recruiting, appraisal, appraisals, grievance, grievances, disciplinary, exit interviews',
  ],
  [/marketing/, 'campaign, campaigns, social media, newsletter, seo, ad spend, brand guidelines, content calendar, webinars'],
  [
    /^it$|information tech|\bit\b/,
    'laptop, laptops, vpn, wifi, wi-fi, password reset, printer, printers, outlook, remote access, software licence, software license',
  ],
  [/warehouse/, 'pallets, pallet, forklift, forklifts, packing, racking, stock count, scanners, handheld scanners, loading bay, goods in'],
  [/logistic/, 'vans, lorries, lorry, trucks, routes, delivery routes, deliveries, depot, tachograph, mileage'],
  [
    /facilit/,
    'toilets, bathrooms, heating, air conditioning, aircon, air con, lifts, elevator, car park, parking spaces, cleaners, cleaning, leaking roof, lights, broken chairs',
  ],
];

/** Parts of a department name too ordinary to identify it on their own. */
const ORDINARY = new Set(
  list('people, customer, customers, general, services, service, team, department, other, and, support, the, of, culture'),
);
/** Acronyms that are also English words: matched only in capitals. */
const WORD_ACRONYMS = new Set(['it', 'us', 'am', 'or', 'as', 'pr']);

type Matcher = { id: string; lower: RegExp[]; exact: RegExp[] };

const escape = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
// Short words are acronyms: "HR" must not also match "hrs" (hours).
const plural = (w: string) => (w.length <= 3 ? escape(w) : w.endsWith('s') ? `${escape(w)}?` : `${escape(w)}s?`);
const phraseRe = (p: string, flags: string) =>
  new RegExp(
    `(?<![\\w-])${p
      .split(/\s+/)
      .map(escape)
      .slice(0, -1)
      .concat(plural(p.split(/\s+/).at(-1)!))
      .join('\\s+')}(?![\\w-])`,
    flags,
  );

function matcherFor(dep: { id: string; name: string }): Matcher {
  const name = dep.name.trim();
  const lowerName = name.toLowerCase().replace(/\s+/g, ' ');
  const variants = new Set<string>([lowerName, lowerName.replace(/&/g, 'and'), lowerName.replace(/\band\b/g, '&')]);
  for (const part of lowerName.split(/\s*(?:&|\/|,|\band\b)\s*/)) if (part && !ORDINARY.has(part)) variants.add(part);
  for (const [test, aliases] of [...ALIASES, ...DESCRIPTIONS]) if (test.test(lowerName)) for (const a of list(aliases)) variants.add(a);
  const lower: RegExp[] = [];
  const exact: RegExp[] = [];
  for (const v of variants) {
    if (WORD_ACRONYMS.has(v)) exact.push(phraseRe(v.toUpperCase(), ''));
    else if (v.length > 1) lower.push(phraseRe(v, 'i'));
  }
  return { id: dep.id, lower, exact };
}

const cache = new Map<string, Matcher>();

export function matchDepartments(text: string, departments: { id: string; name: string }[]): string[] {
  const ids: string[] = [];
  for (const dep of departments) {
    const key = `${dep.id}\u0000${dep.name}`;
    let m = cache.get(key);
    if (!m) {
      if (cache.size > 10_000) cache.clear();
      m = matcherFor(dep);
      cache.set(key, m);
    }
    if (m.lower.some((r) => r.test(text)) || m.exact.some((r) => r.test(text))) ids.push(dep.id);
  }
  return ids;
}
