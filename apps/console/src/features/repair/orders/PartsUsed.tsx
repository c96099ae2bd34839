import { Box, Button, Fieldset, HStack, Input, Link as ChakraLink, Stack, Text } from '@chakra-ui/react';
import { useState } from 'react';
import { Link } from 'react-router';
import { useListSpareStockQuery, type PartUsed, type SpareStockRecord } from '@om/api';
import { useCanOperation } from '@om/auth';
import { useTranslation } from '@om/i18n';

/** One line of the parts list as edited (quantity as typed). */
export interface PartRow {
  part: PartUsed;
  quantity: string;
}

export const partRowOf = (part: PartUsed): PartRow => ({ part, quantity: String(part.quantity) });

/** The lines to save: typed-by-hand parts need a name; parts taken from stock go back unchanged. */
export const partsBody = (rows: readonly PartRow[]): PartUsed[] =>
  rows
    .filter((row) => row.part.name.trim())
    .map((row) => (row.part.stock_out_id ? row.part : { ...row.part, name: row.part.name.trim(), quantity: Number(row.quantity) || 1, unit: row.part.unit?.trim() ?? '' }));

const stockLabel = (stock: SpareStockRecord) =>
  `${stock.part_code} ${stock.part_name} — ${stock.warehouse_name} / ${stock.location_code}${stock.batch ? ` · ${stock.batch}` : ''}`;

/** Finds stock of the order's company by part code or name; choosing a row adds it as a part taken from that place. */
function StockPicker({ companyId, onPick }: { companyId: number; onPick: (stock: SpareStockRecord) => void }) {
  const { t } = useTranslation('repair');
  const [keyword, setKeyword] = useState('');
  const search = keyword.trim();
  const { data, isFetching } = useListSpareStockQuery({ company_id: companyId, keyword: search, limit: 8, sort: '+part_code' }, { skip: search.length === 0 });
  const rows = data?.items ?? [];
  return (
    <Stack gap="1" borderWidth="1px" borderRadius="md" padding="2" maxWidth="xl">
      <Input size="sm" aria-label={t('order.stockSearch')} placeholder={t('order.stockSearch')} value={keyword} onChange={(event) => setKeyword(event.currentTarget.value)} />
      {search && !isFetching && rows.length === 0 && (
        <Text fontSize="sm" color="fg.muted">
          {t('order.stockNone')}
        </Text>
      )}
      {rows.map((stock) => (
        <Button key={stock.id} size="xs" variant="ghost" justifyContent="flex-start" onClick={() => { onPick(stock); setKeyword(''); }}>
          {t('order.stockTake', { label: stockLabel(stock), quantity: stock.quantity, unit: stock.unit })}
        </Button>
      ))}
    </Stack>
  );
}

/**
 * Parts used: typed by hand, or taken from the spare-parts stores (picked from the stock of the order's
 * company). Completing the order books the store parts as a stock-out; once taken a line is read-only
 * and links to its stock-out.
 */
export function PartsUsedEditor({ companyId, rows, onChange, editable }: { companyId: number; rows: readonly PartRow[]; onChange: (rows: PartRow[]) => void; editable: boolean }) {
  const { t } = useTranslation(['repair', 'resource']);
  const mayPick = useCanOperation('listSpareStock');
  const [picking, setPicking] = useState(false);
  const update = (index: number, change: (row: PartRow) => PartRow) => onChange(rows.map((row, i) => (i === index ? change(row) : row)));
  const add = (stock: SpareStockRecord) => {
    const part: PartUsed = { part_id: stock.part_id, warehouse_id: stock.warehouse_id, location_id: stock.location_id, batch: stock.batch, name: stock.part_name, quantity: 1, unit: stock.unit, stock_out_id: 0 };
    onChange([...rows, { part: { ...part, place: `${stock.warehouse_name} / ${stock.location_code} ${stock.location_name}` }, quantity: '1' }]);
    setPicking(false);
  };
  return (
    <Fieldset.Root>
      <Fieldset.Legend>{t('resources.repairOrders.fields.parts_used')}</Fieldset.Legend>
      <Stack gap="2">
        {rows.map((row, index) => {
          const fromStore = (row.part.part_id ?? 0) > 0;
          const taken = (row.part.stock_out_id ?? 0) > 0;
          return (
            <HStack key={index} gap="2" flexWrap="wrap">
              {fromStore ? (
                <Box minWidth="xs" maxWidth="md">
                  <Text fontSize="sm">{row.part.name}</Text>
                  <Text fontSize="xs" color="fg.muted">
                    {row.part.place}
                  </Text>
                </Box>
              ) : (
                <Input size="sm" maxWidth="xs" aria-label={`${t('order.partName')} ${index + 1}`} value={row.part.name} readOnly={!editable} onChange={(event) => { const name = event.currentTarget.value; update(index, (item) => ({ ...item, part: { ...item.part, name } })); }} />
              )}
              <Input size="sm" type="number" min={0} maxWidth="24" aria-label={`${t('order.quantity')} ${index + 1}`} value={row.quantity} readOnly={!editable || taken} onChange={(event) => { const quantity = event.currentTarget.value; update(index, (item) => ({ ...item, quantity })); }} />
              {fromStore ? (
                <Text fontSize="sm" minWidth="10">
                  {row.part.unit}
                </Text>
              ) : (
                <Input size="sm" maxWidth="20" aria-label={`${t('order.unit')} ${index + 1}`} value={row.part.unit ?? ''} readOnly={!editable} onChange={(event) => { const unit = event.currentTarget.value; update(index, (item) => ({ ...item, part: { ...item.part, unit } })); }} />
              )}
              {taken ? (
                <ChakraLink asChild color="brand.fg" fontSize="sm">
                  <Link to={`/spare/outDetails/${row.part.stock_out_id}`}>{t('order.stockOut', { id: row.part.stock_out_id })}</Link>
                </ChakraLink>
              ) : fromStore ? (
                <Text fontSize="xs" color="fg.muted">
                  {t('order.takenOnCompletion')}
                </Text>
              ) : null}
              {editable && !taken && (
                <Button size="xs" variant="ghost" aria-label={`${t('order.remove')} ${row.part.name || index + 1}`} onClick={() => onChange(rows.filter((_, i) => i !== index))}>
                  {t('order.remove')}
                </Button>
              )}
            </HStack>
          );
        })}
        {editable && (
          <HStack gap="2">
            <Button size="xs" variant="outline" onClick={() => onChange([...rows, { part: { part_id: 0, name: '', quantity: 1, unit: '' }, quantity: '1' }])}>
              {t('order.addPart')}
            </Button>
            {mayPick && (
              <Button size="xs" variant="outline" aria-expanded={picking} onClick={() => setPicking((open) => !open)}>
                {t('order.addFromStock')}
              </Button>
            )}
          </HStack>
        )}
        {editable && picking && <StockPicker companyId={companyId} onPick={add} />}
      </Stack>
    </Fieldset.Root>
  );
}
