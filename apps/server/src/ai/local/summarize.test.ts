import { zReachoutSummary, zTopicSummary } from '@voyce/contracts/ai';
import { describe, expect, it } from 'vitest';
import { asAction, summarizeReachoutLocally, summarizeTopicLocally } from './summarize.ts';
import { testOrg } from './test-org.ts';

const nights = [
  'Night shift in the warehouse is understaffed again, three pickers doing the work of six.',
  'We never have enough people on the night shift. Last week it was just two of us loading the whole dock.',
  'Could we hire two more pickers for nights? It would cut the overtime and stop people burning out.',
  'Nights are brutal. Short staffed every single night shift since March.',
  'Thanks to the Tuesday night crew for clearing the backlog, legends.',
];

describe('topic summary', () => {
  const summary = summarizeTopicLocally({
    topic: 'Night shift staffing',
    insights: nights,
    org: testOrg({ goals: ['Cut overtime by 20%'] }),
  });

  it('has the contract shape', () => {
    expect(zTopicSummary.parse(summary)).toEqual(summary);
  });

  it('states the subject and the mood, and no count as if it were current (issue 32: "2 insights" after a third arrived)', () => {
    expect(summary.executiveSummary.keyTakeaway).toMatch(
      /^Insights on "Night shift staffing" \(workload and wellbeing\) raise mostly concerns\./,
    );
    const prose = [summary.executiveSummary.keyTakeaway, ...summary.suggestedActions.map((a) => a.supportingReasoning)].join(' ');
    // A number of insights is only ever said of the insights summarised.
    for (const m of prose.matchAll(/\b\d+ (?:of \d+ )?insights?\b(?! summarised)/g)) expect.fail(`a count stated as current: "${m[0]}"`);
  });

  it('quotes what employees wrote, and nothing else, as risks and opportunities', () => {
    const sentences = nights.flatMap((t) => t.split(/(?<=[.!?])\s+/));
    for (const r of summary.executiveSummary.risks) expect(sentences).toContain(r);
    expect(summary.executiveSummary.risks.length).toBeGreaterThan(0);
    expect(summary.executiveSummary.opportunities).toContain('Could we hire two more pickers for nights?');
  });

  it('turns a proposal into an action and ties it to a goal', () => {
    const hire = summary.suggestedActions.find((a) => a.action.startsWith('Hire two more pickers'));
    expect(hire).toBeDefined();
    expect(hire!.potentialImpact).toContain('Cut overtime by 20%');
    expect(hire!.supportingReasoning).toMatch(/of the 5 insights summarised/);
  });

  it('puts the emergency procedure first when an insight is an emergency', () => {
    const s = summarizeTopicLocally({
      topic: 'Warehouse conduct',
      insights: [...nights, 'The supervisor punched a picker on nights.'],
      org: testOrg(),
    });
    expect(s.suggestedActions[0]!.action).toMatch(/emergency procedure/);
    expect(s.executiveSummary.keyTakeaway).toMatch(/possible emergency/);
  });

  it('says a count as a person would when every insight summarised is counted ("1 of the 1 insight" on a one-insight topic)', () => {
    const one = summarizeTopicLocally({
      topic: 'Supplier invoices',
      insights: [
        "Someone in accounts payable keeps approving invoices from a supplier whose address is a colleague's home. I think it's fraud.",
      ],
      org: testOrg(),
    });
    const prose = [
      one.executiveSummary.keyTakeaway,
      ...one.executiveSummary.risks,
      ...one.suggestedActions.map((a) => a.supportingReasoning),
    ];
    for (const line of prose) expect(line).not.toMatch(/\b(\d+) of the \1 insights?\b/);
    expect(one.executiveSummary.keyTakeaway).toMatch(/The one insight summarised describes a possible emergency and needs attention now\./);
  });

  it('phrases proposals as actions', () => {
    expect(asAction('Could we rotate the on-call schedule weekly?')).toBe('Rotate the on-call schedule weekly');
    expect(asAction("I'd suggest a shared calendar of deadlines.")).toBe("I'd suggest a shared calendar of deadlines");
    expect(asAction('Please give us a proper break room.')).toBe('Give us a proper break room');
  });
});

describe('reach-out summary', () => {
  const answers = [
    'The office days are mostly video calls because half my team is in other cities.',
    'I like being in with the team, the energy on the sales floor is better.',
    'Could we agree fixed team days instead of any three?',
    'Desk booking is a mess; on Tuesdays there are not enough desks.',
    'The office wifi drops on calls, which is embarrassing with customers.',
  ];
  const s = summarizeReachoutLocally({
    title: 'Hybrid check-in',
    question: 'How are office days working for you?',
    answers,
    org: testOrg(),
  });

  it('has the contract shape, with topics, a summary and sections', () => {
    expect(zReachoutSummary.parse(s)).toEqual(s);
    expect(s.summary).toMatch(/^5 responses to "How are office days working for you\?": \d+% positive, \d+% neutral, \d+% negative\./);
    expect(s.topics.length).toBeGreaterThan(0);
    expect(s.sections.map((x) => x.name)).toEqual(expect.arrayContaining(['Key themes', 'Concerns', 'Suggestions']));
  });

  it('says so when nobody answered', () => {
    expect(summarizeReachoutLocally({ title: 'T', question: 'Q?', answers: [], org: testOrg() })).toEqual({
      topics: [],
      summary: 'No responses yet to "Q?".',
      sections: [],
    });
  });
});

describe('topic summary: alarming sentences and emergencies (issue 16)', () => {
  const withSelfHarm = [
    'The rota changes every week and nobody tells us why.',
    "Honestly I don't see the point anymore, everyone would be better off without me. Maybe it would be better if I just wasn't here.",
    'Could we get the rota two weeks ahead? It would help with childcare.',
    'Rota changes at short notice make it impossible to plan anything.',
  ];
  const summary = summarizeTopicLocally({ topic: 'Rota changes', insights: withSelfHarm, org: testOrg({}) });
  const suicidal = withSelfHarm[1]!.split(/(?<=[.!?])\s+/);

  it('never offers a negative or alarming sentence as an opportunity or an action', () => {
    for (const o of summary.executiveSummary.opportunities) for (const s of suicidal) expect(o).not.toContain(s.slice(0, 30));
    for (const a of summary.suggestedActions) for (const s of suicidal) expect(a.action).not.toContain(s.slice(0, 30));
    for (const o of summary.executiveSummary.opportunities) expect(o).not.toMatch(/impossible|nobody tells/);
  });

  it('puts the emergency first in the risks, with the right count, and an action that points to support', () => {
    expect(summary.executiveSummary.risks[0]).toMatch(
      /^1 of the 4 insights summarised may describe someone who may be at risk of harming themselves/,
    );
    expect(summary.suggestedActions[0]!.action).toMatch(/support reaches the person/);
    expect(summary.suggestedActions[0]!.supportingReasoning).toMatch(/^1 of the 4 insights summarised may describe/);
  });

  it('takes actions from what the insights ask for, not from a theme template', () => {
    expect(summary.suggestedActions.map((a) => a.action)).toContain('Get the rota two weeks ahead');
  });

  it('adds no theme template beside a threat', () => {
    const threat = summarizeTopicLocally({
      topic: 'Threat reported',
      insights: ['He said he will stab the next person who reports him, and he showed me the knife in his locker.'],
      org: testOrg({}),
    });
    expect(threat.executiveSummary.opportunities).toEqual([]);
    expect(threat.suggestedActions.map((a) => a.action).join(' ')).not.toMatch(/product team|share the feedback/i);
    expect(threat.suggestedActions[0]!.action).toMatch(/emergency procedure/);
  });
});

describe('topic summary: a request is judged by what it asks', () => {
  it('offers "we need a status page" as an action although the outages it mentions are bad', () => {
    const s = summarizeTopicLocally({
      topic: 'Outages',
      insights: [
        "We need a status page customers can check during outages; half our tickets during an incident are just 'is it down?'",
        'Customers tell us about outages before our own team does.',
        'We have no way to escalate urgent outages to engineering at night.',
      ],
      org: testOrg({}),
    });
    expect(s.suggestedActions.map((a) => a.action)).toContain('Provide a status page customers can check during outages');
    expect(s.executiveSummary.opportunities.join(' ')).not.toMatch(/before our own team|no way to escalate/);
  });
});

describe('topic summary: a proposal is an opportunity, not also a risk', () => {
  it('keeps a sentence out of the risks when it proposes something', () => {
    const s = summarizeTopicLocally({
      topic: 'Product launches',
      insights: [
        'We need product training before launches, not three weeks after customers start asking questions.',
        'Product keeps changing sprint priorities mid-sprint.',
        'Product launches reach us a week before they happen, not enough time to plan anything.',
      ],
      org: testOrg({}),
    });
    const both = s.executiveSummary.risks.filter((r) => s.executiveSummary.opportunities.includes(r));
    expect(both).toEqual([]);
  });
});

describe('reach-out summary answers the objective', () => {
  const answers = [
    'The new rota app is easy to use, but swapping shifts still needs a manager.',
    'I would like to swap shifts directly with colleagues without waiting days.',
    'Canteen food is cold on nights.',
    'Shift swaps take too long to approve, I gave up trying.',
  ];
  const s = summarizeReachoutLocally({
    title: 'Rota app',
    question: 'How is the new rota app working for you?',
    objective: 'Find out whether people can swap shifts easily',
    answers,
    org: testOrg({}),
  });

  it('opens with the objective and leads with the answers that bear on it', () => {
    expect(s.summary).toMatch(/^On the objective "Find out whether people can swap shifts easily":/);
    expect(s.sections[0]!.name).toBe('On the objective');
    expect(s.sections[0]!.bulletPoints.join(' ')).toMatch(/swap/i);
    expect(s.sections[0]!.bulletPoints).not.toContain('Canteen food is cold on nights.');
  });

  it('is unchanged without an objective', () => {
    const plain = summarizeReachoutLocally({ title: 'Rota app', question: 'How is it?', answers, org: testOrg({}) });
    expect(plain.sections.map((x) => x.name)).not.toContain('On the objective');
  });
});
