import { describe, expect, it } from 'vitest';
import { MIN_THEME_SCORE, NO_THEME, primaryTheme, scoreThemes, THEMES } from './themes.ts';
import { analyze } from './tokenize.ts';

const themeOf = (text: string) => primaryTheme(scoreThemes(analyze(text)));

describe('themes', () => {
  it('has a catalogue of about twelve workplace themes', () => {
    expect(THEMES.length).toBe(12);
    expect(THEMES.map((t) => t.name)).toContain('Workplace Safety');
    expect(NO_THEME).toBe('General');
  });

  it.each([
    ['My overtime was missing from my payslip again.', 'Pay & Benefits'],
    ['The VPN keeps dropping and my laptop freezes.', 'Tools & Equipment'],
    ['Forklift drivers speed through the pedestrian aisles.', 'Workplace Safety'],
    ['My manager micromanages everything and plays favourites.', 'Management & Leadership'],
    ['There is no clear promotion path or training budget.', 'Career Growth'],
    ['He makes sexist jokes and the bullying never stops.', 'Harassment & Conduct'],
    ['The parking lot lights and the office heating are broken.', 'Facilities'],
    ['We found out about the restructure from a rumour; nobody told us.', 'Communication'],
    ['Expense approvals need three sign-offs and the paperwork is endless.', 'Processes & Efficiency'],
    ['Customers complain that the new release broke a key feature.', 'Customers & Product'],
    ["I'm burnt out: long hours, weekend work and no breaks.", 'Workload & Wellbeing'],
    ['Huge thanks to Maria, the team spirit here is wonderful.', 'Culture & Inclusion'],
  ])('%s -> %s', (text, theme) => {
    expect(themeOf(text)).toBe(theme);
  });

  it('finds no theme in text without evidence', () => {
    expect(themeOf('ok')).toBeNull();
    expect(themeOf('I am not sure what to say.')).toBeNull();
  });

  it('needs more than a supporting word', () => {
    const scores = scoreThemes(analyze('The lunch was fine.'));
    expect(scores.every((s) => s.score < MIN_THEME_SCORE)).toBe(true);
  });

  it('records which sentences carry each theme', () => {
    const scores = scoreThemes(analyze('My payslip is wrong. The printer is broken.'));
    const pay = scores.find((s) => s.name === 'Pay & Benefits')!;
    const tools = scores.find((s) => s.name === 'Tools & Equipment')!;
    expect([...pay.sentences]).toEqual([0]);
    expect([...tools.sentences]).toEqual([1]);
  });
});
