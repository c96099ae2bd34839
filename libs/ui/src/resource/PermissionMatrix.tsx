import { Checkbox, Fieldset, Stack, Table, Text } from '@chakra-ui/react';
import { checkboxSlotRecipe, fieldsetSlotRecipe, tableSlotRecipe } from '@chakra-ui/react/theme';
import type { ReactNode } from 'react';
import { useTranslation } from '@om/i18n';
import { MixedAwareInput } from './MixedCheckbox';
import { cellsState, cellValue, columnCells, groupCells, rowCells, toggleCells, type MatrixGroup, type MatrixRow } from './permissionMatrixState';

export interface PermissionMatrixProps {
  legend: string;
  groups: readonly MatrixGroup[];
  /** The columns, in order, with their translated names. */
  actions: readonly { key: string; label: string }[];
  /** Chosen cells `row:action`. */
  value: readonly string[];
  onChange(value: string[]): void;
  readOnly?: boolean;
  error?: string;
}

interface BoxProps {
  label: string;
  cells: readonly string[];
  value: readonly string[];
  rows: readonly MatrixRow[];
  onChange(value: string[]): void;
  children?: ReactNode;
}

/** A tri-state box that turns a set of cells on or off (a row, a column, a group). */
function SelectAllBox({ label, cells, value, rows, onChange, children }: BoxProps) {
  const state = cellsState(cells, value);
  return (
    <Checkbox.Root recipe={checkboxSlotRecipe} size="sm" checked={state} onCheckedChange={() => onChange(toggleCells(rows, cells, value))}>
      <MixedAwareInput aria-label={label} mixed={state === 'indeterminate'} />
      <Checkbox.Control>
        <Checkbox.Indicator />
      </Checkbox.Control>
      {children}
    </Checkbox.Root>
  );
}

/**
 * Pages grouped by module × actions: one box per action a page has, with select-all per row (page),
 * per column (action within the group) and per group. Turning on any action of a page turns on its
 * `view`; turning `view` off turns the page off.
 */
export function PermissionMatrix({ legend, groups, actions, value, onChange, readOnly, error }: PermissionMatrixProps) {
  const { t } = useTranslation('resource');
  return (
    <Fieldset.Root recipe={fieldsetSlotRecipe} invalid={Boolean(error)} disabled={readOnly}>
      <Fieldset.Legend fontWeight="semibold">{legend}</Fieldset.Legend>
      {error && <Fieldset.ErrorText>{error}</Fieldset.ErrorText>}
      <Stack gap="4">
        {groups.map((group) => (
          <Table.ScrollArea key={group.key} borderWidth="1px" borderRadius="md">
            <Table.Root recipe={tableSlotRecipe} size="sm">
              <Table.Caption captionSide="top" textAlign="start" paddingX="3" paddingY="2">
                <SelectAllBox label={t('form.selectAllIn', { group: group.label })} cells={groupCells(group)} value={value} rows={group.rows} onChange={onChange}>
                  <Text as="span" fontWeight="semibold">
                    {group.label}
                  </Text>
                </SelectAllBox>
              </Table.Caption>
              <Table.Header>
                <Table.Row>
                  <Table.ColumnHeader>{t('permissions.page')}</Table.ColumnHeader>
                  {actions.map((action) => {
                    const cells = columnCells(group.rows, action.key);
                    return (
                      <Table.ColumnHeader key={action.key} textAlign="center">
                        <Stack align="center" gap="1">
                          <Text as="span">{action.label}</Text>
                          {cells.length > 0 && (
                            <SelectAllBox
                              label={t('permissions.column', { action: action.label, group: group.label })}
                              cells={cells}
                              value={value}
                              rows={group.rows}
                              onChange={onChange}
                            />
                          )}
                        </Stack>
                      </Table.ColumnHeader>
                    );
                  })}
                </Table.Row>
              </Table.Header>
              <Table.Body>
                {group.rows.map((row) => (
                  <Table.Row key={row.key}>
                    <Table.Cell as="th" scope="row" fontWeight="normal">
                      <SelectAllBox label={t('permissions.row', { page: row.label })} cells={rowCells(row)} value={value} rows={group.rows} onChange={onChange}>
                        <Text as="span">{row.label}</Text>
                      </SelectAllBox>
                    </Table.Cell>
                    {actions.map((action) => (
                      <Table.Cell key={action.key} textAlign="center">
                        {row.actions.includes(action.key) && (
                          <SelectAllBox
                            label={t('permissions.cell', { page: row.label, action: action.label })}
                            cells={[cellValue(row.key, action.key)]}
                            value={value}
                            rows={group.rows}
                            onChange={onChange}
                          />
                        )}
                      </Table.Cell>
                    ))}
                  </Table.Row>
                ))}
              </Table.Body>
            </Table.Root>
          </Table.ScrollArea>
        ))}
      </Stack>
    </Fieldset.Root>
  );
}
