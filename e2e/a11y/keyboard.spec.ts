import { expect, test, type Locator, type Page } from '@playwright/test';
import { topicListUrl, seedInsights, topicOf } from '../insights/data.ts';
import { E2E_PASSWORD } from '../support/env.ts';
import { state } from '../support/state.ts';
import { loginWithPassword } from '../support/ui.ts';

// The main journeys with the keyboard alone (no mouse click anywhere): sign
// in, open an insight, reply through the confirm dialog, create a reach-out through the
// wizard. Every stop the Tab key makes shows a focus ring, and the wanted control is reached
// within a bounded number of presses (no trap, nothing out of reach).

const TEXT = 'The badge readers at the side entrance reject our cards after every rain shower and we queue outside.';
const REPLY = 'Thanks for telling us. Security is replacing the side entrance reader on Thursday.';
const MAX_TABS = 60;

/** Whether the focused element shows a ring (its own outline, its ButtonBase's, or its field's 2 px border). */
async function focusIsVisible(page: Page): Promise<string | null> {
  return page.evaluate(() => {
    const el = document.activeElement as HTMLElement | null;
    if (!el || el === document.body) return 'nothing is focused';
    const ring = (e: Element) => {
      const cs = getComputedStyle(e);
      return cs.outlineStyle !== 'none' && parseFloat(cs.outlineWidth) >= 2;
    };
    if (ring(el)) return null;
    const base = el.closest('.MuiButtonBase-root');
    if (base && ring(base)) return null;
    const field = el.closest('.MuiInputBase-root');
    const border = field?.querySelector('.MuiOutlinedInput-notchedOutline');
    if (field?.classList.contains('Mui-focused') && border && parseFloat(getComputedStyle(border).borderTopWidth) >= 2) return null;
    return `no visible focus on ${el.outerHTML.slice(0, 160)}`;
  });
}

/** Presses Tab until `target` has the focus, checking the ring at every stop. */
async function tabTo(page: Page, target: Locator, key: 'Tab' | 'Shift+Tab' = 'Tab'): Promise<void> {
  const reached = () => target.evaluate((el) => el === document.activeElement || el.contains(document.activeElement)).catch(() => false);
  // A page may start with the focus on its first field already (the sign-in form does).
  if (await reached()) return;
  for (let i = 0; i < MAX_TABS; i++) {
    await page.keyboard.press(key);
    // Past the page's last control the browser's own UI takes the focus (the body here): the cycle goes on.
    const onBody = await page.evaluate(() => document.activeElement === document.body);
    if (!onBody) expect(await focusIsVisible(page)).toBeNull();
    if (await reached()) return;
  }
  throw new Error(`${MAX_TABS} presses of ${key} did not reach ${target.toString()}`);
}

test('keyboard only: sign in, open an insight, reply, create a reach-out', async ({ page, request }) => {
  test.setTimeout(120_000);
  const [insight] = await seedInsights(request, [TEXT]);
  const topic = await topicOf(request, insight!);

  // Sign in: Tab to each field, type, Enter submits.
  await page.goto('/login');
  await expect(page.getByLabel('Email')).toBeVisible();
  await tabTo(page, page.getByLabel('Email'));
  await page.keyboard.type(state().adminEmail);
  await tabTo(page, page.getByRole('textbox', { name: 'Password', exact: true }));
  await page.keyboard.type(E2E_PASSWORD);
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/dashboard$/);
  await expect(page.getByRole('heading', { name: 'My Dashboard' })).toBeVisible();

  // Open the insight from its topic's list (the address bar is typed, not clicked).
  await page.goto(topicListUrl(topic));
  const row = page.getByTestId('submission-row').filter({ hasText: TEXT });
  await expect(row).toBeVisible();
  await tabTo(page, row.getByRole('link'));
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(new RegExp(`/submissions/detail\\?id=${insight!.id}`));
  await expect(page.getByLabel('Your reply')).toBeVisible();

  // Reply, through the confirm dialog; focus goes into the dialog and back out when it closes.
  await tabTo(page, page.getByLabel('Your reply'));
  await page.keyboard.type(REPLY);
  await tabTo(page, page.getByRole('button', { name: 'Send reply' }));
  await page.keyboard.press('Enter');
  const confirm = page.getByRole('dialog', { name: 'Please confirm reply' });
  await expect(confirm).toBeVisible();
  await tabTo(page, confirm.getByRole('button', { name: 'Send' }));
  await page.keyboard.press('Enter');
  await expect(confirm).toBeHidden();
  await expect(page.getByRole('button', { name: 'Reply Sent' })).toBeDisabled();
  await expect(page.getByRole('region', { name: 'Timeline' })).toContainText(REPLY);

  // The reach-out wizard, from the top bar's button.
  await tabTo(page, page.getByRole('button', { name: 'Create Reach Out' }), 'Shift+Tab');
  await page.keyboard.press('Enter');
  const wizard = page.getByRole('dialog', { name: /Create Reach Out/ });
  await expect(wizard.getByText('Step 1 of 2')).toBeVisible();
  await tabTo(page, wizard.getByRole('textbox', { name: 'Message' }));
  await page.keyboard.type('Which meeting rooms are hardest to book, and when do you need them most?');
  await tabTo(page, wizard.getByRole('button', { name: 'Next' }));
  await page.keyboard.press('Enter');
  await expect(wizard.getByText('Step 2 of 2')).toBeVisible();
  await tabTo(page, wizard.getByRole('textbox', { name: 'Title' }));
  await page.keyboard.type('Meeting rooms');
  // Engineering alone is below the minimum group size (one person): Warehouse too.
  await tabTo(page, wizard.getByRole('checkbox', { name: 'Engineering' }));
  await page.keyboard.press('Space');
  await expect(wizard.getByRole('checkbox', { name: 'Engineering' })).toBeChecked();
  await tabTo(page, wizard.getByRole('checkbox', { name: 'Warehouse' }));
  await page.keyboard.press('Space');
  await expect(wizard.getByRole('checkbox', { name: 'Warehouse' })).toBeChecked();
  await expect(wizard.getByTestId('wizard-audience-size')).toContainText('7 people will receive this reach-out.');
  await tabTo(page, wizard.getByRole('radio', { name: /Myself/ }));
  await page.keyboard.press('Space');
  await expect(wizard.getByRole('radio', { name: /Myself/ })).toHaveAttribute('aria-checked', 'true');
  await tabTo(page, wizard.getByRole('button', { name: 'Send Reach Out' }));
  await page.keyboard.press('Enter');
  await expect(wizard.getByText('Your reach-out was sent')).toBeVisible();
  await tabTo(page, wizard.getByRole('button', { name: 'Done' }));
  await page.keyboard.press('Enter');
  await expect(wizard).toBeHidden();
  // Focus returns to the page (not lost on the body), so the journey can go on.
  await page.keyboard.press('Tab');
  expect(await focusIsVisible(page)).toBeNull();
});

// 'Skip to content' is the first stop of Tab on a freshly loaded page, out of sight
// until then, and Enter on it moves the focus to the page's main region.
test('Skip to content is the first Tab stop and Enter moves the focus to main', async ({ page }) => {
  const skipsToMain = async (path: string) => {
    await page.goto(path);
    await expect(page.getByRole('main')).toBeVisible();
    await page.waitForLoadState('networkidle');
    const skip = page.getByRole('link', { name: 'Skip to content' });
    await expect(skip).not.toBeInViewport();
    await page.keyboard.press('Tab');
    await expect(skip).toBeFocused();
    await expect(skip).toBeInViewport();
    expect(await focusIsVisible(page)).toBeNull();
    await page.keyboard.press('Enter');
    await expect(page.getByRole('main')).toBeFocused();
    // The next Tab goes on from the content, not back to the top bar.
    await page.keyboard.press('Tab');
    expect(await page.evaluate(() => Boolean(document.activeElement?.closest('main')))).toBe(true);
  };

  await page.goto('/login');
  await loginWithPassword(page, state().adminEmail);
  await expect(page).toHaveURL(/\/dashboard$/);
  await skipsToMain('/dashboard');
  await skipsToMain('/reports');

  await page.context().clearCookies();
  await page.evaluate(() => localStorage.clear());
  await page.goto('/my/login');
  await loginWithPassword(page, state().employeeEmail);
  await expect(page).toHaveURL(/\/my$/);
  await skipsToMain('/my');
});
