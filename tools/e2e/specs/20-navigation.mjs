// Navigation rules of the console: the redirect round trip, /404, /login when signed in, language.
import { test, expectURL, expectVisible, expectTrue } from '../harness.mjs';
import { submitLogin, signInUI, isPath, mainMenu } from '../ui.mjs';
import { unbuiltPages } from '../routes-loader.mjs';

test('a page opened without a session goes to /login?redirect=… and back after signing in', async ({ page }) => {
  await page.goto('/device/list');
  await expectURL(
    page,
    (u) => u.pathname === '/login' && u.searchParams.get('redirect') === '/device/list',
    '/login?redirect=%2Fdevice%2Flist',
  );
  await submitLogin(page, 'admin', 'Admin@12345');
  await expectURL(page, isPath('/device/list'), '/device/list after signing in');
});

// Only /login and /auth-redirect are open without a session (docs/product.md "Routes"), so /404 is checked signed in.
test('/404 and an unknown path show "Page not found"', async ({ page }) => {
  await signInUI(page, 'admin', 'Admin@12345');
  await page.goto('/404');
  await expectVisible(page.getByRole('heading', { name: 'Page not found' }), "heading 'Page not found' on /404");
  await page.goto('/no/such/page');
  await expectVisible(page.getByRole('heading', { name: 'Page not found' }), "heading 'Page not found' on /no/such/page");
});

// Issue 16: no dead ends. A declared page whose module is not built is in no menu; its address is a 404 with a way home.
test('a page of a module that is not built is not in the menu and its address shows "Page not found" with a way home', async ({ page }) => {
  const [unbuilt] = await unbuiltPages();
  if (!unbuilt) return; // every declared page is built
  await signInUI(page, 'admin', 'Admin@12345');
  const nav = mainMenu(page);
  await expectVisible(nav.getByRole('link', { name: 'Dashboard', exact: true }), "menu link 'Dashboard'");
  // Open each group in turn (one may close another): the page is in none of them.
  const groups = await nav.getByRole('button').allTextContents();
  for (const name of groups) {
    const button = nav.getByRole('button', { name, exact: true });
    if ((await button.getAttribute('aria-expanded')) === 'false') await button.click();
    expectTrue((await nav.getByRole('link', { name: unbuilt.title, exact: true }).count()) === 0, `no menu link '${unbuilt.title}' (${unbuilt.path}) under ${name}`);
  }
  await page.goto(unbuilt.path);
  await expectVisible(page.getByRole('heading', { name: 'Page not found' }), `heading 'Page not found' on ${unbuilt.path}`);
  await page.getByRole('link', { name: 'Back to dashboard' }).click();
  await expectURL(page, isPath('/dashboard'), '/dashboard');
});

test('a signed-in user opening /login is sent to /dashboard', async ({ page }) => {
  await signInUI(page, 'viewer', 'Demo@12345');
  await page.goto('/login');
  await expectURL(page, isPath('/dashboard'), '/dashboard');
  await expectVisible(page.getByRole('heading', { name: 'Dashboard', exact: true }), "heading 'Dashboard'");
});

test('the language switch on the login page turns the page into Chinese', async ({ page }) => {
  await page.goto('/login');
  await expectVisible(page.getByRole('button', { name: 'Sign in', exact: true }), "button 'Sign in'");
  await page.getByRole('button', { name: 'Language' }).click();
  await page.getByRole('menuitem', { name: '中文' }).click();
  await expectVisible(page.getByRole('button', { name: '登录', exact: true }), "button '登录'");
  expectTrue((await page.getByRole('button', { name: 'Sign in', exact: true }).count()) === 0, "button 'Sign in' is still there");
});

// Issue 9 §5: only an answer that says the session is over ends it.
test('a signed-in user opening /kanBan stays signed in', async ({ page }) => {
  await signInUI(page, 'admin', 'Admin@12345');
  await page.goto('/kanBan');
  await expectVisible(page.getByRole('heading', { name: 'Operations overview' }), "the full-screen board 'Operations overview'");
  expectTrue(new URL(page.url()).pathname !== '/login', `still signed in after /kanBan, at ${page.url()}`);
  await page.goto('/dashboard');
  await expectVisible(page.getByRole('heading', { name: 'Dashboard', exact: true }), "heading 'Dashboard' without signing in again");
});

test('a failed profile request keeps the session and offers "Try again"', async ({ page }) => {
  await signInUI(page, 'viewer', 'Demo@12345');
  await page.route('**/user/user_info', (route) => route.abort('connectionreset'));
  await page.goto('/dashboard');
  await expectVisible(page.getByRole('heading', { name: 'The server could not be reached' }), "heading 'The server could not be reached'");
  expectTrue(new URL(page.url()).pathname === '/dashboard', `not sent to /login: ${page.url()}`);
  await page.unroute('**/user/user_info');
  await page.getByRole('button', { name: 'Try again' }).click();
  await expectVisible(page.getByRole('heading', { name: 'Dashboard', exact: true }), "heading 'Dashboard' after 'Try again'");
});
