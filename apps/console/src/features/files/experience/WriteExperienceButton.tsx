import { Button } from '@chakra-ui/react';
import { useNavigate } from 'react-router';
import { useCreateExperienceFromRepairMutation } from '@om/api';
import { useCanOperation } from '@om/auth';
import { useTranslation } from '@om/i18n';
import { showError, showSuccess } from '@om/ui';
import { failureMessage } from '../../../shared/resource';

/**
 * On a completed or checked repair order: its experience in one step (prefilled from the order:
 * symptom, cause, action, parts, device type, fault code, the order as linked work order), then its page.
 */
export function WriteExperienceButton({ orderId, orderCode }: { orderId: number; orderCode: string }) {
  const { t } = useTranslation('files');
  const may = useCanOperation('createExperienceFromRepair');
  const navigate = useNavigate();
  const [write, writing] = useCreateExperienceFromRepairMutation();
  if (!may) return null;
  const run = async () => {
    const result = await write({ order_id: orderId });
    if ('error' in result) return showError(failureMessage(result.error, t('fromRepair.failed')));
    showSuccess(t('fromRepair.done', { code: orderCode }));
    void navigate(`/files/expDetails/${result.data.id}`);
  };
  return (
    <Button size="sm" variant="outline" loading={writing.isLoading} onClick={() => void run()}>
      {t('fromRepair.button')}
    </Button>
  );
}
