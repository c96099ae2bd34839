import { Button, HStack, NativeSelect, Text, chakra } from '@chakra-ui/react';
import { nativeSelectSlotRecipe } from '@chakra-ui/react/theme';
import { useId } from 'react';
import { useTranslation } from '@om/i18n';

export const PAGE_SIZES: readonly number[] = [10, 20, 50, 100];

export interface PagerProps {
  page: number;
  limit: number;
  total: number;
  /** False when the server stopped counting at `total` (more rows exist): the pager then goes by the rows shown. */
  totalExact?: boolean;
  /** Rows on this page (needed when the total is not exact). */
  shown?: number;
  sizes?: readonly number[];
  onPageChange(page: number): void;
  onLimitChange(limit: number): void;
}

export function pageCount(total: number, limit: number): number {
  return Math.max(1, Math.ceil(total / limit));
}

/** "21–40 of 135" (or "of more than 1,000" when the total is a cap), rows per page, previous and next. */
export function Pager({ page, limit, total, totalExact = true, shown = 0, sizes = PAGE_SIZES, onPageChange, onLimitChange }: PagerProps) {
  const { t } = useTranslation('resource');
  const pages = pageCount(total, limit);
  const from = totalExact ? (total === 0 ? 0 : (page - 1) * limit + 1) : (page - 1) * limit + Math.min(1, shown);
  const to = totalExact ? Math.min(total, page * limit) : (page - 1) * limit + shown;
  const last = totalExact ? page >= pages : shown < limit;
  const sizeId = useId();
  return (
    <chakra.nav aria-label={t('pager.label')} display="flex" flexWrap="wrap" alignItems="center" justifyContent="space-between" gap="3">
      <Text fontSize="sm" color="fg.muted" aria-live="polite">
        {t(totalExact ? 'pager.range' : 'pager.rangeMore', { from, to, total })}
      </Text>
      <HStack gap="3" flexWrap="wrap">
        <HStack gap="2">
          <chakra.label htmlFor={sizeId} fontSize="sm">
            {t('pager.rows')}
          </chakra.label>
          <NativeSelect.Root recipe={nativeSelectSlotRecipe} size="sm" width="20">
            <NativeSelect.Field id={sizeId} value={String(limit)} onChange={(event) => onLimitChange(Number(event.currentTarget.value))}>
              {sizes.map((size) => (
                <option key={size} value={size}>
                  {size}
                </option>
              ))}
            </NativeSelect.Field>
            <NativeSelect.Indicator />
          </NativeSelect.Root>
        </HStack>
        <Button size="sm" variant="outline" disabled={page <= 1} onClick={() => onPageChange(page - 1)}>
          {t('pager.previous')}
        </Button>
        <Text fontSize="sm">{totalExact ? t('pager.page', { page: Math.min(page, pages), pages }) : t('pager.pageOnly', { page })}</Text>
        <Button size="sm" variant="outline" disabled={last} onClick={() => onPageChange(page + 1)}>
          {t('pager.next')}
        </Button>
      </HStack>
    </chakra.nav>
  );
}
