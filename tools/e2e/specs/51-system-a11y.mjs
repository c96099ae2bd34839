// axe-core on the administration pages (list, form drawer, import dialog, tree, detail, log), light
// and dark: no serious or critical violation.
import { pagesViolations } from '../a11y.mjs';
import { test, expectTrue } from '../harness.mjs';
import { signInUI } from '../ui.mjs';


/** Each page and, where it has one, the dialog that matters most, found by role and name. */
const PAGES = [
  { path: '/system/member', ready: (page) => page.getByRole('table', { name: 'Users' }).getByRole('link').first(), open: (page) => page.getByRole('button', { name: 'New user' }), dialog: 'New user' },
  { path: '/system/group', ready: (page) => page.getByRole('table', { name: 'Roles' }).getByRole('row').nth(1), open: (page) => page.getByRole('button', { name: 'New role' }), dialog: 'New role' },
  { path: '/system/areas', ready: (page) => page.getByRole('region', { name: 'Departments' }).getByRole('listitem').first() },
  { path: '/system/region', ready: (page) => page.getByRole('region', { name: 'Regions' }).getByRole('listitem').first(), open: (page) => page.getByRole('button', { name: 'Import CSV' }), dialog: 'Import Regions from CSV' },
  { path: '/system/approve?view=all', ready: (page) => page.getByRole('table', { name: 'Approvals' }).getByRole('link').first() },
  { path: '/system/log', ready: (page) => page.getByRole('table', { name: 'System log' }).getByRole('row').nth(1) },
  { path: '/system/details/2', ready: (page) => page.getByRole('heading', { name: 'manager', level: 1 }) },
  { path: '/company/list', ready: (page) => page.getByRole('table', { name: 'Companies' }).getByRole('link').first() },
];

test('system a11y: no serious or critical axe violation on the administration pages, light and dark', async ({ page }) => {
  await signInUI(page, 'admin', 'Admin@12345');
  const problems = await pagesViolations(page, PAGES);
  expectTrue(problems.length === 0, `axe found:\n        ${problems.join('\n        ')}`);
}, { timeout: 180_000 });
