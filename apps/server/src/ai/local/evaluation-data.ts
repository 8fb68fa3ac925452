import type { EmergencyType, Tone } from '@voyce/contracts/ai';

/**
 * A hand-labelled evaluation set for the local classifier, written for this project (no
 * external data). Voices, lengths and typos vary on purpose. Labels:
 * - emergencies: what a careful human reader would flag (violence happened, crime, threat);
 * - group: insights about the same specific subject, which should end up in one topic;
 *   items without a group are each their own subject;
 * - tone and theme: the reader's judgement, reported (not asserted) by the evaluation.
 * Hard negatives borrow violent or criminal words for ordinary things.
 */
export type EvalItem = { text: string; emergencies: EmergencyType[]; group?: string; tone: Tone; theme?: string };

const none: EmergencyType[] = [];

export const EVALUATION_DATA: EvalItem[] = [
  // --- emergencies: violence ---
  {
    text: 'My shift lead grabbed me by the arm and shoved me into the racking because I questioned the pick rate. I still have the bruise.',
    emergencies: ['violence'],
    tone: 'negative',
    theme: 'Harassment & Conduct',
  },
  {
    text: 'two guys from dispatch got into a fist fight in the yard after shift, one of them was bleeding. management just told everyone to go home and forget it',
    emergencies: ['violence'],
    tone: 'negative',
  },
  {
    text: 'A customer slapped one of our agents at the front desk today and nobody from security came.',
    emergencies: ['violence'],
    tone: 'negative',
  },
  {
    text: 'I was punched by a coworker in the break room on Tuesday. I reported it to my manager and nothing has happened since.',
    emergencies: ['violence'],
    tone: 'negative',
  },
  {
    text: 'Marco threw a stapler at Jess during the pipeline review. It hit her shoulder and everyone just carried on with the meeting.',
    emergencies: ['violence'],
    tone: 'negative',
  },
  {
    text: "He pinned me against the wall in the stock room and said next time he'd break my face. I'm scared to come in.",
    emergencies: ['violence', 'threat'],
    tone: 'negative',
  },
  // --- emergencies: crime ---
  {
    text: "Someone in accounts is approving fake invoices from a supplier that doesn't exist. I've seen at least four of them this quarter.",
    emergencies: ['crime'],
    tone: 'negative',
  },
  {
    text: 'The night supervisor has been taking stock home in his car, whole boxes of headphones. Everyone knows and nobody says anything.',
    emergencies: ['crime'],
    tone: 'negative',
  },
  {
    text: "Cash keeps going missing from the till at the shop counter, always on the same person's shifts.",
    emergencies: ['crime'],
    tone: 'negative',
  },
  {
    text: "My manager asked me to backdate the safety inspection records so we pass the audit. That's falsifying documents, isn't it?",
    emergencies: ['crime'],
    tone: 'negative',
  },
  {
    text: 'One of the senior reps is paying kickbacks to a buyer at our biggest client to keep the contract. I have the emails.',
    emergencies: ['crime'],
    tone: 'negative',
  },
  {
    text: "i think someone is dealing drugs in the warehouse toilets, seen the little bags twice now and it's always during nights",
    emergencies: ['crime'],
    tone: 'negative',
  },
  // --- emergencies: threat ---
  {
    text: "Dan said if he gets written up again he'll bring his gun in and 'sort everyone out'. He wasn't laughing.",
    emergencies: ['threat'],
    tone: 'negative',
  },
  {
    text: "I'm going to hurt Kevin if he takes credit for my work one more time. I'm serious.",
    emergencies: ['threat'],
    tone: 'negative',
  },
  {
    text: 'A former employee has been hanging around the entrance and followed Priya to her car twice this week.',
    emergencies: ['threat'],
    tone: 'negative',
  },
  {
    text: 'honestly i cant do this anymore. i dont want to be here anymore, some days i think about ending it all',
    emergencies: ['threat'],
    tone: 'negative',
  },
  {
    text: 'My supervisor told me he knows where I live and that I should watch my back if I keep complaining to HR.',
    emergencies: ['threat'],
    tone: 'negative',
  },
  // --- hard negatives ---
  {
    text: "The deadline for the Q3 launch is killing me, I've worked every weekend this month.",
    emergencies: none,
    tone: 'negative',
    theme: 'Workload & Wellbeing',
  },
  { text: 'We crushed our sales target this quarter! Massive shout out to the inbound team.', emergencies: none, tone: 'positive' },
  {
    text: "No one got hurt, but the ladder in aisle 6 is broken and someone's going to fall off it.",
    emergencies: none,
    tone: 'negative',
    theme: 'Workplace Safety',
  },
  {
    text: 'Our new onboarding flow absolutely killed it with customers, churn is down 4% since launch.',
    emergencies: none,
    tone: 'positive',
    theme: 'Customers & Product',
  },
  {
    text: 'I nearly died laughing at the quiz at the summer party, best team event we have had in years.',
    emergencies: none,
    tone: 'positive',
  },
  {
    text: "We need to attack the support backlog before the holidays, it's at 900 tickets and growing.",
    emergencies: none,
    tone: 'neutral',
  },
  {
    text: 'The fraud prevention team is drowning in alerts, we need two more analysts before peak season.',
    emergencies: none,
    tone: 'negative',
    theme: 'Workload & Wellbeing',
  },
  {
    text: 'My manager threatened to write me up for being two minutes late, which feels petty when the bus is always late.',
    emergencies: none,
    tone: 'negative',
    theme: 'Management & Leadership',
  },
  {
    text: "This heat in the warehouse is going to kill someone one day, the fans on the mezzanine don't work.",
    emergencies: none,
    tone: 'negative',
    theme: 'Workplace Safety',
  },
  {
    text: 'Honestly the commute is murdering me, could we get one work-from-home day a week?',
    emergencies: none,
    group: 'office-days',
    tone: 'negative',
    theme: 'Workload & Wellbeing',
  },
  {
    text: "I'd kill for a coffee machine that actually works on the second floor.",
    emergencies: none,
    group: 'coffee',
    tone: 'negative',
    theme: 'Facilities',
  },
  {
    text: 'We were robbed in the semi-final of the five-a-side tournament, but what a turnout from the team!',
    emergencies: none,
    tone: 'positive',
  },
  {
    text: 'Can someone shoot me an email with the new rota? I never get it before Sunday night.',
    emergencies: none,
    tone: 'negative',
    theme: 'Workload & Wellbeing',
  },
  { text: 'She stole the show at the customer conference, the demo was brilliant.', emergencies: none, tone: 'positive' },
  // --- group: VPN ---
  {
    text: 'The VPN keeps dropping every evening, I lose my connection to the build servers at least five times a night.',
    emergencies: none,
    group: 'vpn',
    tone: 'negative',
    theme: 'Tools & Equipment',
  },
  {
    text: 'Anyone else unable to connect to the VPN from home after 6pm? It just times out and I have to restart my laptop.',
    emergencies: none,
    group: 'vpn',
    tone: 'negative',
    theme: 'Tools & Equipment',
  },
  {
    text: 'vpn is unusable again. cant deploy, cant reach jira, whole evening wasted',
    emergencies: none,
    group: 'vpn',
    tone: 'negative',
    theme: 'Tools & Equipment',
  },
  {
    text: "Could IT add a second VPN gateway? The single VPN server can't handle the evening load, and a second one would save the remote engineers hours every week.",
    emergencies: none,
    group: 'vpn',
    tone: 'neutral',
    theme: 'Tools & Equipment',
  },
  // --- group: night shift staffing ---
  {
    text: 'Night shift in the warehouse is understaffed again, three pickers doing the work of six.',
    emergencies: none,
    group: 'nights',
    tone: 'negative',
    theme: 'Workload & Wellbeing',
  },
  {
    text: 'We never have enough people on the night shift. Last week it was just me and Tomasz loading the whole dock.',
    emergencies: none,
    group: 'nights',
    tone: 'negative',
    theme: 'Workload & Wellbeing',
  },
  {
    text: 'Please hire more staff for the night shift, the overtime on nights is not sustainable and people are exhausted.',
    emergencies: none,
    group: 'nights',
    tone: 'negative',
    theme: 'Workload & Wellbeing',
  },
  {
    text: 'nights are brutal. short staffed every single night shift since march and the agency temps dont turn up',
    emergencies: none,
    group: 'nights',
    tone: 'negative',
    theme: 'Workload & Wellbeing',
  },
  // --- group: overtime pay errors ---
  {
    text: "My overtime from March still hasn't been paid. Third payslip in a row with missing hours.",
    emergencies: none,
    group: 'overtime-pay',
    tone: 'negative',
    theme: 'Pay & Benefits',
  },
  {
    text: 'Payroll keeps getting our overtime wrong, I had to chase HR twice to get paid for the bank holiday shift.',
    emergencies: none,
    group: 'overtime-pay',
    tone: 'negative',
    theme: 'Pay & Benefits',
  },
  {
    text: "Is anyone else's payslip missing overtime hours? Mine was short by about 12 hours this month.",
    emergencies: none,
    group: 'overtime-pay',
    tone: 'negative',
    theme: 'Pay & Benefits',
  },
  {
    text: "The overtime pay errors are getting ridiculous. If payroll can't get it right, at least give us a way to check our hours before payday.",
    emergencies: none,
    group: 'overtime-pay',
    tone: 'negative',
    theme: 'Pay & Benefits',
  },
  // --- group: car park lighting ---
  {
    text: "The parking lot lights have been broken for weeks and it's pitch black when the late shift leaves.",
    emergencies: none,
    group: 'parking-lights',
    tone: 'negative',
    theme: 'Facilities',
  },
  {
    text: "Can facilities please fix the lights in the car park? I don't feel safe walking to my car at 11pm.",
    emergencies: none,
    group: 'parking-lights',
    tone: 'negative',
    theme: 'Facilities',
  },
  {
    text: 'Half the lights in the staff parking are out. Somebody is going to trip over a kerb in the dark.',
    emergencies: none,
    group: 'parking-lights',
    tone: 'negative',
    theme: 'Facilities',
  },
  {
    text: 'Still no lights in the parking lot. I reported it a month ago and nothing.',
    emergencies: none,
    group: 'parking-lights',
    tone: 'negative',
    theme: 'Facilities',
  },
  // --- group: promotion path in support ---
  {
    text: "There is no clear promotion path in customer support. I've been a tier 1 agent for three years with no idea what it takes to move up.",
    emergencies: none,
    group: 'support-promotion',
    tone: 'negative',
    theme: 'Career Growth',
  },
  {
    text: 'Career progression in support is a mystery. People get promoted to team lead without the role ever being advertised.',
    emergencies: none,
    group: 'support-promotion',
    tone: 'negative',
    theme: 'Career Growth',
  },
  {
    text: "I'd love a proper career ladder for support agents, with clear criteria for tier 2 and team lead so we know what to work towards.",
    emergencies: none,
    group: 'support-promotion',
    tone: 'neutral',
    theme: 'Career Growth',
  },
  {
    text: 'Nobody in support knows how promotions work. It feels like it is about who you know, not what you do.',
    emergencies: none,
    group: 'support-promotion',
    tone: 'negative',
    theme: 'Career Growth',
  },
  // --- group: slow CRM / double entry ---
  {
    text: "Salesforce takes 20 seconds to load every account page, it's killing my call rate.",
    emergencies: none,
    group: 'crm',
    tone: 'negative',
    theme: 'Tools & Equipment',
  },
  {
    text: 'We enter every deal twice, once in Salesforce and once in the finance spreadsheet. Pure waste of time.',
    emergencies: none,
    group: 'crm',
    tone: 'negative',
    theme: 'Processes & Efficiency',
  },
  {
    text: 'Salesforce is so slow that reps keep notes in Excel and update the CRM on Fridays, so the pipeline data is always out of date.',
    emergencies: none,
    group: 'crm',
    tone: 'negative',
    theme: 'Tools & Equipment',
  },
  {
    text: 'Could we integrate Salesforce with the billing system so deals sync automatically? It would save each rep a couple of hours a week.',
    emergencies: none,
    group: 'crm',
    tone: 'neutral',
    theme: 'Tools & Equipment',
  },
  // --- group: forklift safety ---
  {
    text: 'Forklift drivers are speeding through the pedestrian aisles in zone C. Yesterday one came round the corner and missed me by inches.',
    emergencies: none,
    group: 'forklifts',
    tone: 'negative',
    theme: 'Workplace Safety',
  },
  {
    text: "We need proper barriers between the forklift lanes and the walkways, it's a near miss waiting to happen.",
    emergencies: none,
    group: 'forklifts',
    tone: 'negative',
    theme: 'Workplace Safety',
  },
  {
    text: "Had another near miss with a forklift reversing without a spotter. The reversing beeper on truck 4 doesn't work.",
    emergencies: none,
    group: 'forklifts',
    tone: 'negative',
    theme: 'Workplace Safety',
  },
  {
    text: 'The speed limit for forklifts is ignored on nights, nobody enforces it and the drivers know it.',
    emergencies: none,
    group: 'forklifts',
    tone: 'negative',
    theme: 'Workplace Safety',
  },
  // --- group: office temperature ---
  {
    text: 'The office is freezing. People are wearing coats at their desks on the third floor.',
    emergencies: none,
    group: 'office-cold',
    tone: 'negative',
    theme: 'Facilities',
  },
  {
    text: 'Can we get the air conditioning on the third floor looked at? It blasts cold air all day, even in winter.',
    emergencies: none,
    group: 'office-cold',
    tone: 'negative',
    theme: 'Facilities',
  },
  {
    text: 'Third floor temperature is a joke, 17 degrees in the morning. I had to bring a heater from home.',
    emergencies: none,
    group: 'office-cold',
    tone: 'negative',
    theme: 'Facilities',
  },
  {
    text: "it's so cold in the office that my hands are numb by lunch. please fix the heating",
    emergencies: none,
    group: 'office-cold',
    tone: 'negative',
    theme: 'Facilities',
  },
  // --- group: expense approvals ---
  {
    text: "Expense claims take six weeks to be reimbursed because they need three approval steps. I'm out of pocket £400.",
    emergencies: none,
    group: 'expenses',
    tone: 'negative',
    theme: 'Processes & Efficiency',
  },
  {
    text: 'Why does a £15 taxi receipt need sign-off from a director? The expense approval process is ridiculous.',
    emergencies: none,
    group: 'expenses',
    tone: 'negative',
    theme: 'Processes & Efficiency',
  },
  {
    text: 'Please simplify expense approvals: one manager approval under £100 would clear most of the backlog and save finance a lot of chasing.',
    emergencies: none,
    group: 'expenses',
    tone: 'neutral',
    theme: 'Processes & Efficiency',
  },
  {
    text: 'Still waiting for my travel expenses from the Leeds trip in May. Nobody can tell me who has to approve them.',
    emergencies: none,
    group: 'expenses',
    tone: 'negative',
    theme: 'Processes & Efficiency',
  },
  // --- group: restructure communication ---
  {
    text: "We found out about the restructure from a LinkedIn post before anyone told us. That's not okay.",
    emergencies: none,
    group: 'restructure',
    tone: 'negative',
    theme: 'Communication',
  },
  {
    text: 'The restructure announcement came with zero explanation. What happens to our team? Rumours are everywhere.',
    emergencies: none,
    group: 'restructure',
    tone: 'negative',
    theme: 'Communication',
  },
  {
    text: 'Leadership should hold a Q&A about the restructure. People are anxious and nobody is telling us anything.',
    emergencies: none,
    group: 'restructure',
    tone: 'negative',
    theme: 'Communication',
  },
  {
    text: 'Communication about the restructuring has been terrible, my manager knew as little as we did.',
    emergencies: none,
    group: 'restructure',
    tone: 'negative',
    theme: 'Communication',
  },
  // --- group: return to office ---
  {
    text: 'The new rule of four office days a week makes no sense for our team, we are on calls with people in other cities all day anyway.',
    emergencies: none,
    group: 'office-days',
    tone: 'negative',
    theme: 'Workload & Wellbeing',
  },
  {
    text: "The return to office mandate means I'm commuting 2.5 hours a day to sit on Zoom. Please reconsider the four office days.",
    emergencies: none,
    group: 'office-days',
    tone: 'negative',
    theme: 'Workload & Wellbeing',
  },
  {
    text: 'Four office days a week is pushing good people to leave. Two of my colleagues have already resigned over it.',
    emergencies: none,
    group: 'office-days',
    tone: 'negative',
    theme: 'Workload & Wellbeing',
  },
  // --- singletons ---
  {
    text: 'Huge thanks to Maria in Finance for sorting out my pension transfer so quickly, she went above and beyond.',
    emergencies: none,
    tone: 'positive',
    theme: 'Culture & Inclusion',
  },
  {
    text: 'The onboarding for new hires in marketing is great, my buddy made the first week really easy.',
    emergencies: none,
    tone: 'positive',
  },
  {
    text: 'Why is there still no budget for conference travel? Other companies send their engineers to at least one event a year.',
    emergencies: none,
    tone: 'negative',
    theme: 'Career Growth',
  },
  { text: 'ok', emergencies: none, tone: 'neutral' },
  {
    text: 'The coffee machine on the second floor is broken again.',
    emergencies: none,
    group: 'coffee',
    tone: 'negative',
    theme: 'Facilities',
  },
  {
    text: 'Second floor coffee machine has been out of order since Monday, we all queue at the one on four now.',
    emergencies: none,
    group: 'coffee',
    tone: 'negative',
    theme: 'Facilities',
  },
];
