// Steps shared by the browser tests. Elements are found only by role and accessible name.
import { expectURL, expectVisible } from './harness.mjs';
import { MENU_TITLES } from './menu.mjs';

export const isPath = (path) => (url) => url.pathname === path;

/** On the login page: fills Username and Password and presses "Sign in". */
export async function submitLogin(page, username, password) {
  await expectVisible(page.getByRole('textbox', { name: 'Username' }), "textbox 'Username'");
  await page.getByRole('textbox', { name: 'Username' }).fill(username);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Sign in', exact: true }).click();
}

/** Opens /login, signs in and waits for the dashboard. */
export async function signInUI(page, username, password) {
  await page.goto('/login');
  await submitLogin(page, username, password);
  await expectURL(page, isPath('/dashboard'), '/dashboard after signing in');
  await expectVisible(page.getByRole('heading', { name: 'Dashboard', exact: true }), "heading 'Dashboard'");
}

export const mainMenu = (page) => page.getByRole('navigation', { name: 'Main menu' });

/** The titles (among the 16 possible) shown as top-level links or buttons of the main menu. */
export async function menuTitles(page) {
  const nav = mainMenu(page);
  const shown = [];
  for (const title of Object.values(MENU_TITLES)) {
    const entry = nav
      .getByRole('link', { name: title, exact: true })
      .or(nav.getByRole('button', { name: title, exact: true }));
    const n = await entry.count();
    for (let i = 0; i < n; i++) {
      if (await entry.nth(i).isVisible()) {
        shown.push(title);
        break;
      }
    }
  }
  return shown;
}

/** User menu → Log out, then back on /login with a redirect query. */
export async function signOutUI(page) {
  await page.getByRole('button', { name: 'User menu' }).click();
  await page.getByRole('menuitem', { name: 'Log out' }).click();
  await expectURL(page, (u) => u.pathname === '/login' && u.searchParams.has('redirect'), '/login?redirect=…');
}

/**
 * Chooses an action of a row's compact menu: the "Actions for <row>" button inside `scope` (a table),
 * then the menu item by its name.
 */
export async function chooseRowAction(page, scope, rowName, item) {
  await scope.getByRole('button', { name: `Actions for ${rowName}`, exact: true }).click();
  await page.getByRole('menu', { name: `Actions for ${rowName}` }).getByRole('menuitem', { name: item, exact: true }).click();
}
