// The wallboard shares the console's session: without one it sends to the console's login. PM
// compliance (tasks completed on time ÷ tasks due) is on the wallboard and on the console's dashboard,
// read by role and accessible name: a percentage, or "No tasks due" in a period where nothing fell due.
import { test, expectTrue, expectURL, expectVisible } from '../harness.mjs';
import { signInUI, signOutUI, submitLogin } from '../ui.mjs';

const FIGURE = /\d%|No tasks due/;

test('the wallboard asks for a sign-in on the console and then shows "Operations overview" with PM compliance', async ({ page }) => {
  await page.goto('/wallboard/');
  await expectURL(
    page,
    (u) => u.pathname === '/login' && (u.searchParams.get('redirect') ?? '').startsWith('/wallboard'),
    '/login?redirect=/wallboard/…',
  );
  await submitLogin(page, 'manager', 'Demo@12345');
  await expectURL(page, (u) => u.pathname.startsWith('/wallboard'), '/wallboard/ after signing in');
  await expectVisible(page.getByRole('heading', { name: 'Operations overview' }), "heading 'Operations overview'", 20_000);
  const compliance = page.getByRole('region', { name: 'PM compliance this month' });
  await expectVisible(compliance, "the wallboard's region 'PM compliance this month'", 20_000);
  for (const label of ['All kinds', 'Inspection', 'Maintenance', 'Overhaul']) {
    const tile = compliance.getByRole('listitem').filter({ hasText: label }).first();
    await expectVisible(tile, `the compliance tile '${label}'`);
    const text = (await tile.textContent()) ?? '';
    expectTrue(FIGURE.test(text) && !text.includes('NaN'), `the tile '${label}' shows a percentage or "No tasks due": ${text}`);
  }
});

test('PM compliance on the dashboard: per kind, another period, a keyboard link to the task list; none for the storekeeper', async ({ page }) => {
  await signInUI(page, 'manager', 'Demo@12345');
  await page.goto('/dashboard');
  const card = page.getByRole('region', { name: 'PM compliance' });
  await expectVisible(card, "the dashboard's region 'PM compliance'", 20_000);
  const inspection = card.getByRole('link', { name: 'Inspection tasks' });
  await expectVisible(inspection, "the link 'Inspection tasks'");
  const item = card.getByRole('listitem').filter({ has: page.getByRole('link', { name: 'Inspection tasks' }) });
  const text = (await item.textContent()) ?? '';
  expectTrue(FIGURE.test(text) && !text.includes('NaN'), `inspection shows a percentage or "No tasks due": ${text}`);

  const lastMonth = card.getByRole('button', { name: 'Last month' });
  await lastMonth.click();
  await expectVisible(card.getByRole('button', { name: 'Last month', pressed: true }), "'Last month' pressed");
  await expectVisible(card.getByRole('link', { name: 'Maintenance tasks' }), "the link 'Maintenance tasks' for last month");

  await inspection.focus();
  await page.keyboard.press('Enter');
  await expectURL(page, (u) => u.pathname === '/inspection/inspectionTask', '/inspection/inspectionTask from the keyboard');

  await signOutUI(page);
  await signInUI(page, 'storekeeper', 'Demo@12345');
  await expectVisible(page.getByRole('region', { name: 'Latest messages' }), "the storekeeper's dashboard with its latest messages");
  expectTrue((await card.count()) === 0, 'the storekeeper (no inspection, maintenance or overhaul pages) sees no PM compliance');
});
