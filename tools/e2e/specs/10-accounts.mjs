// Each demo account signs in, sees exactly its own main menu, and signs out.
import { test, expectSet, expectVisible } from '../harness.mjs';
import { DEMO_ACCOUNTS } from '../menu.mjs';
import { signInUI, signOutUI, mainMenu, menuTitles } from '../ui.mjs';

for (const account of DEMO_ACCOUNTS) {
  test(`${account.username} signs in, sees its own menu and signs out`, async ({ page, menus }) => {
    await signInUI(page, account.username, account.password);
    await expectVisible(mainMenu(page), "navigation 'Main menu'");
    const expected = menus.get(account.username).titles;
    await expectSet(() => menuTitles(page), expected, `top-level entries of the main menu of ${account.username}`);
    await signOutUI(page);
  });
}
