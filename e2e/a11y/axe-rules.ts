import AxeBuilder from '@axe-core/playwright';
import { expect, type Page } from '@playwright/test';

/**
 * The accessibility bar every axe journey holds a page to: zero serious or critical violations of
 * WCAG 2.0 A/AA and 2.1 A/AA. wcag21a too: its one rule (label in name, WCAG 2.5.3) is level A of
 * the same standard.
 */
export const TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'];
export const BLOCKING = new Set(['serious', 'critical']);

/** What axe finds that blocks people: one line per rule and element, for a readable failure. */
export async function blockingViolations(page: Page, where: string, include?: string): Promise<string[]> {
  // Details of passing and inconclusive checks are not read: leaving them out halves the run.
  // options() replaces what withTags() set, so it comes first.
  // Colours are read once every transition has ended: a button just enabled (a draft typed) fades
  // from its disabled grey to its colours, and a frame in between is not what anyone reads
  // (endless ones, a spinner's, never end and are not waited for).
  await page.waitForFunction(() =>
    document.getAnimations().every((a) => a.playState !== 'running' || a.effect?.getTiming().iterations === Infinity),
  );
  const builder = new AxeBuilder({ page }).options({ resultTypes: ['violations'] }).withTags(TAGS);
  if (include) builder.include(include);
  const { violations } = await builder.analyze();
  return violations
    .filter((v) => BLOCKING.has(v.impact ?? ''))
    .flatMap((v) =>
      v.nodes.map(
        (n) => `${where}: [${v.impact}] ${v.id} (${v.help}) at ${n.target.join(' ')}\n    ${n.html.slice(0, 160)}\n    ${n.failureSummary}`,
      ),
    );
}

/** The page has drawn its data: a top heading, no spinner, no skeleton. */
export async function settled(page: Page): Promise<void> {
  await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
  await expect(page.getByRole('progressbar')).toHaveCount(0, { timeout: 15_000 });
  await expect(page.locator('.MuiSkeleton-root')).toHaveCount(0, { timeout: 15_000 });
}
