// Steps shared by the shell's browser tests (specs/40-shell-*.mjs). By role and accessible name only.
import { expectURL, expectVisible } from './harness.mjs';
import { isPath } from './ui.mjs';

export const ADMIN = { username: 'admin', password: 'Admin@12345' };
export const VIEWER = { username: 'viewer', password: 'Demo@12345' };

export const tabsBar = (page) => page.getByRole('navigation', { name: 'Open pages' });

/** The titles of the tabs, in order. */
export async function tabTitles(page) {
  return (await tabsBar(page).getByRole('link').allTextContents()).map((text) => text.trim());
}

/** Opens a page by its address and waits for its level-1 heading. */
export async function openPage(page, path, heading) {
  await page.goto(path);
  await expectURL(page, isPath(path), path);
  await expectVisible(page.getByRole('heading', { name: heading, level: 1 }), `heading '${heading}'`);
}

/** Reads a cookie of the page's origin. */
export async function cookie(context, name) {
  return (await context.cookies()).find((c) => c.name === name)?.value;
}

/** Signs in through the API and returns the bearer headers. */
export async function apiSession(baseURL, { username, password }) {
  const res = await fetch(`${baseURL}/user/admin`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ username, password }),
  });
  const body = await res.json();
  if (body.code !== 20000) throw new Error(`sign-in as ${username}: ${JSON.stringify(body)}`);
  return { authorization: `Bearer ${body.data.token}`, 'content-type': 'application/json' };
}

/** GET/POST through the API with a session; returns `data` or throws with the envelope. */
export async function apiCall(baseURL, headers, method, path, body) {
  const res = await fetch(`${baseURL}${path}`, { method, headers, body: body === undefined ? undefined : JSON.stringify(body) });
  const envelope = await res.json().catch(() => ({ code: res.status }));
  if (envelope.code !== 20000) throw new Error(`${method} ${path} → HTTP ${res.status} ${JSON.stringify(envelope)}`);
  return envelope.data;
}
