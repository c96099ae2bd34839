import { Menu, Portal } from '@chakra-ui/react';
import { menuSlotRecipe } from '@chakra-ui/react/theme';
import { Icon } from '../icons/Icon';

export interface RowMenuItem {
  key: string;
  label: string;
  /** Destructive items are drawn in red and come last (after a separator). */
  tone?: 'danger';
  onSelect(): void;
}

export interface RowActionsMenuProps {
  /** The trigger's accessible name, naming the row ("Actions for DEV-001"). */
  label: string;
  items: readonly RowMenuItem[];
}

/**
 * Runs a chosen action once the menu has closed: an action that opens a dialog must not open it while
 * the menu is still a layer (the dialog would take the menu's page state as the one to restore).
 */
function later(action: () => void): void {
  window.setTimeout(action, 0);
}

/**
 * A row's actions behind one compact "⋯" button: a keyboard menu (Enter/Space/ArrowDown open it,
 * arrows move, Escape closes and gives the focus back to the button). Nothing when there is nothing to offer.
 * It lives in a DataTable's row: the table draws the trigger (`data-row-button`, an xs ghost icon
 * button), and the menu's items are only rendered while it is open — a page of rows holds 20 closed menus.
 */
export function RowActionsMenu({ label, items }: RowActionsMenuProps) {
  if (items.length === 0) return null;
  const plain = items.filter((item) => item.tone !== 'danger');
  const danger = items.filter((item) => item.tone === 'danger');
  return (
    <Menu.Root recipe={menuSlotRecipe} positioning={{ placement: 'bottom-end' }} lazyMount unmountOnExit>
      <Menu.Trigger asChild>
        <button type="button" data-row-button="" data-icon="" aria-label={label} title={label}>
          <Icon name="more" />
        </button>
      </Menu.Trigger>
      <Portal>
        <Menu.Positioner>
          <Menu.Content aria-label={label}>
            {plain.map((item) => (
              <Menu.Item key={item.key} value={item.key} onClick={() => later(item.onSelect)}>
                {item.label}
              </Menu.Item>
            ))}
            {plain.length > 0 && danger.length > 0 && <Menu.Separator />}
            {danger.map((item) => (
              <Menu.Item key={item.key} value={item.key} onClick={() => later(item.onSelect)} color="fg.error" _highlighted={{ bg: 'bg.error', color: 'fg.error' }}>
                {item.label}
              </Menu.Item>
            ))}
          </Menu.Content>
        </Menu.Positioner>
      </Portal>
    </Menu.Root>
  );
}
