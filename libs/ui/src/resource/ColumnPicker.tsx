import { Button, Menu, Portal } from '@chakra-ui/react';
import { menuSlotRecipe } from '@chakra-ui/react/theme';
import { useTranslation } from '@om/i18n';
import { Icon } from '../icons/Icon';

export interface ColumnPickerProps {
  columns: readonly { key: string; header: string; hideable?: boolean }[];
  hidden: ReadonlySet<string>;
  onToggle(key: string, visible: boolean): void;
  onReset(): void;
}

/** The "Columns" menu: one checkbox item per column that may be hidden. */
export function ColumnPicker({ columns, hidden, onToggle, onReset }: ColumnPickerProps) {
  const { t } = useTranslation('resource');
  return (
    <Menu.Root recipe={menuSlotRecipe} closeOnSelect={false}>
      <Menu.Trigger asChild>
        <Button size="sm" variant="outline">
          {t('list.columns')}
          <Icon name="chevronDown" />
        </Button>
      </Menu.Trigger>
      <Portal>
        <Menu.Positioner>
          <Menu.Content>
            {columns
              .filter((column) => column.hideable !== false)
              .map((column) => (
                <Menu.CheckboxItem
                  key={column.key}
                  value={column.key}
                  checked={!hidden.has(column.key)}
                  onCheckedChange={(checked) => onToggle(column.key, checked)}
                >
                  <Menu.ItemIndicator />
                  {column.header}
                </Menu.CheckboxItem>
              ))}
            <Menu.Separator />
            <Menu.Item value="reset" onClick={onReset}>
              {t('list.showAllColumns')}
            </Menu.Item>
          </Menu.Content>
        </Menu.Positioner>
      </Portal>
    </Menu.Root>
  );
}
