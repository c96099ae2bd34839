import { useEffect, useState, type ReactNode } from 'react';
import { useDispatch } from 'react-redux';
import { Link, useParams, useSearchParams } from 'react-router';
import { Button } from '@chakra-ui/react';
import { useTranslation } from '@om/i18n';
import { PrintLayout } from '@om/ui';
import type { AppDispatch } from '../../../app/store';
import { getPrintType, parsePrintIds, printBackPath } from '../../../shared/print/registry';

type State = { status: 'loading' } | { status: 'ready'; render: () => ReactNode } | { status: 'failed' };

/** `/print/{type}/{ids}`: the registered type's records on a printable page; the print dialog opens once they are there. */
export function PrintPage() {
  const { type = '', ids: idText } = useParams();
  const { t } = useTranslation(['print', 'route']);
  const dispatch = useDispatch<AppDispatch>();
  const printType = getPrintType(type);
  const ids = parsePrintIds(idText);
  const [state, setState] = useState<State>({ status: 'loading' });
  const backPath = printBackPath(useSearchParams()[0]);
  // The list it came from gets its selection back (see useResourceList).
  const back = backPath ? (
    <Button asChild size="sm" variant="outline">
      <Link to={backPath} state={{ selected: ids ?? [] }}>
        ← {t('back')}
      </Link>
    </Button>
  ) : undefined;

  useEffect(() => {
    if (!printType || !ids) return undefined;
    let current = true;
    setState({ status: 'loading' });
    printType.prepare(ids, { dispatch }).then(
      (render) => current && setState({ status: 'ready', render }),
      () => current && setState({ status: 'failed' }),
    );
    return () => {
      current = false;
    };
    // The ids are a fresh array each render; their text is the dependency.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [printType, idText, dispatch]);

  if (!printType || !ids) {
    return (
      <PrintLayout title={t('route:print')} ready autoPrint={false} back={back}>
        <p>{printType ? t('badIds') : t('unknownType', { type })}</p>
      </PrintLayout>
    );
  }
  return (
    <PrintLayout title={printType.title(t, ids)} ready={state.status !== 'loading'} autoPrint={state.status === 'ready'} back={back}>
      {state.status === 'ready' ? state.render() : <p>{t('loadFailed')}</p>}
    </PrintLayout>
  );
}
