import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';

/** Opens a row's "Actions for …" menu (inside `scope`) and picks the item by its name. */
export async function chooseRowAction(scope: HTMLElement, rowName: string, action: string): Promise<void> {
  await userEvent.click(await within(scope).findByRole('button', { name: `Actions for ${rowName}` }));
  await userEvent.click(await screen.findByRole('menuitem', { name: action }));
}

/** The names of a row's menu items (opens the menu, reads it, closes it with Escape); [] when the row has no menu. */
export async function rowActionNames(scope: HTMLElement, rowName: string): Promise<string[]> {
  // Rows (and the caller's actions) arrive after the table: wait for the menu before saying there is none.
  const trigger = await within(scope)
    .findByRole('button', { name: `Actions for ${rowName}` })
    .catch(() => null);
  if (!trigger) return [];
  await userEvent.click(trigger);
  const menu = await screen.findByRole('menu', { name: `Actions for ${rowName}` });
  const names = within(menu).getAllByRole('menuitem').map((item) => item.textContent ?? '');
  await userEvent.keyboard('{Escape}');
  return names;
}
