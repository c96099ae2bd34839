import { Button, Field, Input } from '@chakra-ui/react';
import { fieldSlotRecipe } from '@chakra-ui/react/theme';
import { useState } from 'react';
import { useGetPurchasingSettingsQuery, useUpdatePurchasingSettingsMutation } from '@om/api';
import { useCanOperation } from '@om/auth';
import { useTranslation } from '@om/i18n';
import { ConfirmDialog, showSuccess } from '@om/ui';
import { failureMessage, settled, useListScope } from '../../shared/resource';

/** The company's currency (for documents created from now on); writers of purchasing may change it. */
export function CurrencySetting() {
  const { t } = useTranslation('purchasing');
  const scope = useListScope(true);
  const { data } = useGetPurchasingSettingsQuery(scope);
  const mayChange = useCanOperation('updatePurchasingSettings');
  const [update, state] = useUpdatePurchasingSettingsMutation();
  const [open, setOpen] = useState(false);
  const [code, setCode] = useState('');
  const [error, setError] = useState<string>();
  if (!data) return null;
  const save = async () => {
    const currency = code.trim().toUpperCase();
    if (!/^[A-Z]{3}$/.test(currency)) return setError(t('currency.invalid'));
    const outcome = settled(await update({ company_id: data.company_id, currency, version: data.version }));
    if (!outcome.ok) return setError(failureMessage(outcome.error, t('steps.failed')));
    showSuccess(t('currency.saved', { currency: outcome.data.currency }));
    setOpen(false);
  };
  return (
    <>
      <Button
        size="sm"
        variant="outline"
        disabled={!mayChange}
        onClick={() => {
          setCode(data.currency);
          setError(undefined);
          setOpen(true);
        }}
      >
        {t('currency.button', { currency: data.currency })}
      </Button>
      <ConfirmDialog open={open} title={t('currency.title')} confirmLabel={t('currency.save')} busy={state.isLoading} error={error} onCancel={() => setOpen(false)} onConfirm={() => void save()}>
        <Field.Root recipe={fieldSlotRecipe} required>
          <Field.Label>
            {t('currency.code')}
            <Field.RequiredIndicator />
          </Field.Label>
          <Input value={code} maxLength={3} onChange={(event) => setCode(event.currentTarget.value)} />
          <Field.HelperText>{t('currency.help')}</Field.HelperText>
        </Field.Root>
      </ConfirmDialog>
    </>
  );
}
