// The wallboard shares the console's session: without one it sends to the console's login.
import { test, expectURL, expectVisible } from '../harness.mjs';
import { submitLogin } from '../ui.mjs';

test('the wallboard asks for a sign-in on the console and then shows "Operations overview"', async ({ page }) => {
  await page.goto('/wallboard/');
  await expectURL(
    page,
    (u) => u.pathname === '/login' && (u.searchParams.get('redirect') ?? '').startsWith('/wallboard'),
    '/login?redirect=/wallboard/…',
  );
  await submitLogin(page, 'manager', 'Demo@12345');
  await expectURL(page, (u) => u.pathname.startsWith('/wallboard'), '/wallboard/ after signing in');
  await expectVisible(page.getByRole('heading', { name: 'Operations overview' }), "heading 'Operations overview'", 20_000);
});
