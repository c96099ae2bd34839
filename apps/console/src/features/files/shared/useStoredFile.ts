import { useCallback, useEffect, useState } from 'react';
import { fetchStoredFile } from '@om/api';
import { useTranslation } from '@om/i18n';
import { showSuccess } from '@om/ui';
import { failureMessage } from '../../../shared/resource';
import { saveFile } from '../../../shared/resource/saveFile';

/** What names a stored file for a download or a preview (a StoredFile, or a device's file by its file_id). */
export interface FileRef {
  id: number;
  name: string;
}

/** Downloads a stored file through the authorised endpoint and hands it to the browser. */
export function useFileDownload() {
  const { t } = useTranslation('files');
  const [busy, setBusy] = useState<number>();
  const [problem, setProblem] = useState<string>();
  const download = useCallback(
    async (file: FileRef) => {
      setBusy(file.id);
      setProblem(undefined);
      const outcome = await fetchStoredFile(file.id, { download: true });
      setBusy(undefined);
      if ('error' in outcome) return setProblem(failureMessage(outcome.error, t('download.failed', { name: file.name })));
      saveFile({ blob: outcome.data.blob, filename: outcome.data.filename, bytes: outcome.data.blob.size });
      showSuccess(t('download.done', { name: outcome.data.filename }));
    },
    [t],
  );
  return { download, busy, problem };
}

/** A stored file as an object URL for a preview (revoked when the file changes or the view closes). */
export function useFileObjectUrl(file: FileRef | undefined) {
  const { t } = useTranslation('files');
  const [state, setState] = useState<{ url?: string; problem?: string; loading: boolean }>({ loading: false });
  useEffect(() => {
    if (!file) return undefined;
    const controller = new AbortController();
    let url: string | undefined;
    setState({ loading: true });
    void fetchStoredFile(file.id, { signal: controller.signal }).then((outcome) => {
      if (controller.signal.aborted) return;
      if ('error' in outcome) return setState({ loading: false, problem: failureMessage(outcome.error, t('preview.failed')) });
      url = URL.createObjectURL(outcome.data.blob);
      setState({ loading: false, url });
    });
    return () => {
      controller.abort();
      if (url) URL.revokeObjectURL(url);
    };
  }, [file, t]);
  return state;
}
