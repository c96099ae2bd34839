// The profile page against the real server: details, name, picture, password rules (issue "console shell" §8).
import { test, expectTrue, expectURL, expectVisible } from '../harness.mjs';
import { isPath, signInUI } from '../ui.mjs';

// A 1×1 PNG.
const PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==', 'base64');

test('shell: the profile page saves the name, uploads a picture and explains a refused password change', async ({ page }) => {
  await signInUI(page, 'manager', 'Demo@12345');
  await page.getByRole('button', { name: 'User menu' }).click();
  await page.getByRole('menuitem', { name: 'Profile' }).click();
  await expectURL(page, isPath('/profile/index'), '/profile/index');
  await expectVisible(page.getByRole('heading', { name: 'Profile', level: 1 }), "heading 'Profile'");

  const details = page.getByRole('region', { name: 'Your details' });
  const name = details.getByRole('textbox', { name: 'Name' });
  const newName = `Manager ${Date.now() % 10000}`;
  await name.fill(newName);
  await details.getByRole('button', { name: 'Save' }).click();
  await expectVisible(details.getByText('Your details were saved.'), 'the saved confirmation');
  await expectVisible(page.getByRole('button', { name: 'User menu' }).getByText(newName), 'the new name in the top bar');

  const picture = page.getByRole('region', { name: 'Picture' });
  await picture.getByLabel('Choose a picture').setInputFiles({ name: 'big.png', mimeType: 'image/png', buffer: Buffer.alloc(600 * 1024, 1) });
  await expectVisible(picture.getByText('“big.png” is larger than 512 KB.'), 'the size refusal, naming the file');
  await picture.getByLabel('Choose a picture').setInputFiles({ name: 'me.png', mimeType: 'image/png', buffer: PNG });
  await expectVisible(picture.getByRole('img', { name: 'Preview of the new picture' }), 'the preview');
  await picture.getByRole('button', { name: 'Upload the picture' }).click();
  await expectVisible(picture.getByText('Your picture was updated.'), 'the upload confirmation');
  // Stored in the file store and read with the session (an object URL), also in the top bar.
  const stored = page.getByRole('button', { name: 'User menu' }).locator('img');
  await stored.waitFor({ state: 'attached', timeout: 10_000 });
  expectTrue((await stored.getAttribute('src'))?.startsWith('blob:'), 'the top bar shows the stored picture, fetched through the authorised download');

  const password = page.getByRole('region', { name: 'Change password' });
  await password.getByLabel('Current password', { exact: true }).fill('not-my-password');
  await password.getByLabel('New password', { exact: true }).fill('Another2024pass');
  await password.getByLabel('Repeat the new password').fill('Another2024pass');
  await password.getByRole('button', { name: 'Change password' }).click();
  const refusal = password.getByRole('status');
  await page.waitForFunction(() => [...document.querySelectorAll('[role="status"]')].some((s) => s.textContent && /password/i.test(s.textContent)));
  expectTrue(!(await refusal.textContent()).includes('sessions on other devices'), `the change is refused: ${await refusal.textContent()}`);
});
