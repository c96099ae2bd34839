import { Button, Field, NativeSelect } from '@chakra-ui/react';
import { fieldSlotRecipe, nativeSelectSlotRecipe } from '@chakra-ui/react/theme';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { useCreatePurchaseRequestFromWarningsMutation } from '@om/api';
import { useCanOperation } from '@om/auth';
import { useTranslation } from '@om/i18n';
import { ConfirmDialog, showSuccess } from '@om/ui';
import { detailHref, failureMessage, settled } from '../../shared/resource';
import { useWarehouseOptions } from './lookups';
import { purchaseRequestsMeta } from './meta';

/**
 * One click from the low-stock warnings to a draft purchase request: every part of the warehouse
 * below its minimum with the suggested quantity (or only `warningIds`). Opens the new request.
 */
export function FromWarningsButton({ warehouseId, warningIds }: { warehouseId?: number; warningIds?: readonly number[] }) {
  const { t } = useTranslation('purchasing');
  const allowed = useCanOperation('createPurchaseRequestFromWarnings');
  const navigate = useNavigate();
  const warehouses = useWarehouseOptions();
  const [create, state] = useCreatePurchaseRequestFromWarningsMutation();
  const [open, setOpen] = useState(false);
  const [chosen, setChosen] = useState(warehouseId ?? 0);
  const [error, setError] = useState<string>();
  if (!allowed) return null;
  const run = async () => {
    const target = warehouseId ?? chosen;
    if (!(target > 0)) return setError(t('fromWarnings.chooseWarehouse'));
    const outcome = settled(await create({ warehouse_id: target, ...(warningIds?.length ? { warning_ids: [...warningIds] } : {}) }));
    if (!outcome.ok) return setError(failureMessage(outcome.error, t('steps.failed')));
    showSuccess(t('requests.created', { number: outcome.data.number }), t('fromWarnings.createdText', { count: outcome.data.line_count }));
    setOpen(false);
    const href = detailHref(purchaseRequestsMeta, outcome.data.id);
    if (href) void navigate(href);
  };
  return (
    <>
      <Button size="sm" colorPalette="brand" onClick={() => setOpen(true)}>
        {t('fromWarnings.button')}
      </Button>
      <ConfirmDialog open={open} title={t('fromWarnings.title')} confirmLabel={t('fromWarnings.confirm')} busy={state.isLoading} error={error} onCancel={() => setOpen(false)} onConfirm={() => void run()}>
        {warehouseId === undefined && (
          <Field.Root recipe={fieldSlotRecipe} required>
            <Field.Label>
              {t('fromWarnings.warehouse')}
              <Field.RequiredIndicator />
            </Field.Label>
            <NativeSelect.Root recipe={nativeSelectSlotRecipe} size="sm">
              <NativeSelect.Field value={chosen ? String(chosen) : ''} onChange={(event) => setChosen(Number(event.currentTarget.value))}>
                <option value="">{t('fromWarnings.chooseWarehouse')}</option>
                {warehouses.map((option) => (
                  <option key={option.value} value={option.value}>
                    {option.label}
                  </option>
                ))}
              </NativeSelect.Field>
              <NativeSelect.Indicator />
            </NativeSelect.Root>
          </Field.Root>
        )}
        {t('fromWarnings.text')}
      </ConfirmDialog>
    </>
  );
}
