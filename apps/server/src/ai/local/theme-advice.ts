/**
 * Per-theme wording for summaries when the insights themselves do not supply it: what is at
 * stake, a sensible first action, its likely impact and what usually gets in the way. Plain
 * management practice, deliberately generic; the extracted sentences carry the specifics.
 */
export type ThemeAdvice = { area: string; risk: string; opportunity: string; action: string; impact: string; challenges: string };

export const THEME_ADVICE: Record<string, ThemeAdvice> = {
  'Workload & Wellbeing': {
    area: 'workload and wellbeing',
    risk: 'Sustained overload leads to burnout, sick leave and people leaving.',
    opportunity: 'A realistic plan for staffing and hours would show people they are heard.',
    action: 'Review staffing, hours and priorities with the affected team and agree what to stop, delay or resource',
    impact: 'Less overtime and burnout, fewer sick days and lower turnover.',
    challenges: 'Needs budget or reprioritisation; short-term cover is hard to find.',
  },
  'Management & Leadership': {
    area: 'management and leadership',
    risk: 'Loss of trust in managers erodes engagement and drives attrition.',
    opportunity: 'Clear expectations and regular one-to-ones rebuild trust quickly.',
    action: 'Discuss the feedback with the managers involved and agree concrete changes in how decisions and feedback are handled',
    impact: 'Better trust, clearer direction and higher engagement.',
    challenges: 'Managers may feel singled out; change needs coaching and follow-up, not a one-off conversation.',
  },
  'Pay & Benefits': {
    area: 'pay and benefits',
    risk: 'Pay errors or perceived unfairness quickly damage trust and retention.',
    opportunity: 'Transparent pay rules and quick fixes for errors build confidence.',
    action: 'Check the pay or benefit issue with Finance and HR, fix any errors and explain the rules clearly',
    impact: 'Restored trust in pay, fewer queries and better retention.',
    challenges: 'Budget limits and payroll system constraints; changes may need approval cycles.',
  },
  'Career Growth': {
    area: 'career growth',
    risk: 'People who see no path forward leave, taking their skills with them.',
    opportunity: 'Visible career paths and training make people want to stay and grow.',
    action: 'Publish career paths and training options, and make development part of every one-to-one',
    impact: 'Higher retention, more internal promotions and stronger skills.',
    challenges: 'Training budget and time away from daily work; managers need time to coach.',
  },
  'Workplace Safety': {
    area: 'workplace safety',
    risk: 'An unresolved hazard can injure someone and creates legal liability.',
    opportunity: 'Fixing hazards fast shows that safety reports are taken seriously.',
    action: 'Inspect the reported hazard, make it safe immediately and confirm the fix to the team',
    impact: 'Fewer injuries and near misses, and more people reporting hazards early.',
    challenges: 'Repairs may need contractors or downtime; fixes must be checked, not just logged.',
  },
  'Harassment & Conduct': {
    area: 'conduct at work',
    risk: 'Unaddressed harassment or disrespect harms people and exposes the organisation legally.',
    opportunity: 'A prompt, fair response shows that speaking up is safe.',
    action: 'Start a confidential review under the conduct policy with HR, protecting the people who spoke up',
    impact: 'A safer, more respectful workplace and more trust in reporting.',
    challenges: 'Investigations must be fair and confidential while the submitter stays anonymous.',
  },
  'Tools & Equipment': {
    area: 'tools and equipment',
    risk: 'Broken or slow tools waste time every day and frustrate customers and staff.',
    opportunity: 'Fixing the worst tool problems is a visible quick win.',
    action: 'Log the tool problems with IT, agree a fix date and tell the team when it is done',
    impact: 'Time saved every day and fewer errors and workarounds.',
    challenges: 'Licences, hardware budget and IT capacity; vendor fixes can take time.',
  },
  Communication: {
    area: 'communication',
    risk: 'People who learn about changes late fill the gap with rumours and lose trust.',
    opportunity: 'A simple, regular update rhythm keeps everyone in the loop.',
    action: 'Set a regular channel and rhythm for updates and explain upcoming changes before they happen',
    impact: 'Fewer surprises and rumours, better alignment.',
    challenges: 'Keeping the rhythm going; reaching shift and frontline staff without email.',
  },
  'Culture & Inclusion': {
    area: 'culture and inclusion',
    risk: 'People who do not feel valued or included disengage and leave.',
    opportunity: 'Recognising good work and including everyone strengthens the team.',
    action: 'Recognise the people and behaviours mentioned, and agree one concrete step towards a more inclusive team',
    impact: 'Higher morale and belonging; good behaviour gets repeated.',
    challenges: 'Culture changes slowly; gestures without follow-through backfire.',
  },
  'Processes & Efficiency': {
    area: 'processes and efficiency',
    risk: 'Slow or duplicated processes waste hours and cause errors.',
    opportunity: 'Removing a step or automating a manual task saves time for everyone.',
    action: 'Map the process with the people who run it and remove or automate the slowest steps',
    impact: 'Hours saved each week, fewer errors and faster turnaround.',
    challenges: 'Cross-team ownership; some steps exist for compliance reasons.',
  },
  Facilities: {
    area: 'facilities',
    risk: 'Poor facilities affect comfort, health and productivity every day.',
    opportunity: 'Facility fixes are often cheap and visible.',
    action: 'Ask facilities to fix the reported problems and share a date with the team',
    impact: 'A more comfortable workplace and a visible sign that feedback works.',
    challenges: 'Landlord or building constraints; some fixes need budget approval.',
  },
  'Customers & Product': {
    area: 'customers and product',
    risk: 'Product or service problems that staff see first become churn and complaints.',
    opportunity: 'Frontline insight is a cheap source of product and service improvements.',
    action: 'Share the feedback with the product and customer teams and agree owners for the top issues',
    impact: 'Fewer complaints, better retention and revenue.',
    challenges: 'Competing roadmap priorities; fixes need cross-team coordination.',
  },
  General: {
    area: 'general feedback',
    risk: 'Unanswered feedback discourages people from speaking up.',
    opportunity: 'Replying and acting visibly encourages more useful feedback.',
    action: 'Reply to the insights, ask for specifics where needed and agree an owner for follow-up',
    impact: 'More trust in the feedback channel and more actionable insights.',
    challenges: 'Vague feedback needs follow-up questions before action.',
  },
};
