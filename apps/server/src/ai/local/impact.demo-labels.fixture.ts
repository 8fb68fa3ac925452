import type { ImpactCategory } from '@voyce/contracts/ai';

/**
 * The level a careful reader gives each demo reach-out answer (cli/seed-demo-reachouts.ts),
 * written before the scorer was changed because every demo answer was silver, by the same
 * reading as the held-out set (impact.held-out.fixture.ts). Most demo answers are ordinary
 * specific observations, so silver is rightly the most common level; the point is that the
 * vague one and the concrete proposals are not silver too.
 */
export const DEMO_ANSWER_LEVELS: Record<string, ImpactCategory> = {
  'The new rota works well for me, finishing earlier on Fridays has really helped with childcare. Thank you.': 'silver',
  'Fridays are still short staffed in the afternoon and the late deliveries pile up at the loading bay.': 'silver',
  'It is fine, nothing much changed for our shift.': 'bronze',
  'I love the new rota, the team is much calmer and we get the trucks out on time now.': 'silver',
  'Swapping shifts is harder now, the form takes days to be approved and it is frustrating.': 'silver',
  'The rota is ok but we need one more forklift driver on Friday evenings, we are always waiting.': 'gold',
  'Great change, overtime is down and people seem happier.': 'silver',
  'The ticketing tool is very slow in the mornings and sometimes logs us out, we lose drafts.': 'silver',
  'We wait for answers from the warehouse about stock, nobody owns those questions.': 'silver',
  'Templates are outdated and we rewrite the same answers every day.': 'silver',
  'Honestly the team is doing great, the new knowledge base already saves time.': 'silver',
  'Approvals for refunds take too long, customers call back angry while we wait.': 'silver',
  'More training on the new product line would help, we often have to ask engineering.': 'gold',
  'Yes, I would use it for a cloud certification, that would help our team a lot.': 'silver',
  'A budget is a great idea, I would take a presentation skills course.': 'silver',
  'I would rather have time for learning than money, we are too busy to take courses.': 'silver',
  'Definitely, I would spend it on a data analysis course and a conference next spring.': 'silver',
  'Not sure I would use it, a mentoring programme inside the company would help me more.': 'silver',
  'Sounds good.': 'bronze',
  'Could we pool part of it per team? Then we could bring a trainer in for a whole day instead of each of us paying for a separate online course.':
    'gold',
};
