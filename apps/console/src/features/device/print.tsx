import { devicesApi } from '@om/api';
import { useTranslation } from '@om/i18n';
import { DeviceLabelSheet, qrSvg, type DeviceLabelData } from '@om/ui';
import { registerPrintType } from '../../shared/print/registry';
import { deviceUrl } from './url';

/** The most labels one request answers (the contract's `ids`). */
const MAX_LABELS = 200;

/** The labels with their QR codes drawn: the print dialog opens only once every code is there. */
export async function drawLabels(labels: readonly { id: number; code: string; name: string; station: string; station_path: string; url_path: string }[], origin?: string): Promise<DeviceLabelData[]> {
  return Promise.all(
    labels.map(async (label) => {
      const url = deviceUrl(label.url_path, origin);
      return { id: label.id, code: label.code, name: label.name, station: label.station, stationPath: label.station_path, url, svg: await qrSvg(url) };
    }),
  );
}

export function DeviceLabelsPrint({ labels }: { labels: readonly DeviceLabelData[] }) {
  const { t } = useTranslation('device');
  if (labels.length === 0) return <p>{t('labels.none')}</p>;
  return <DeviceLabelSheet labels={labels} title={t('labels.sheet')} qrLabel={(label) => t('labels.qrAlt', { code: label.code })} />;
}

/** QR labels of the selected devices (`/print/device-qr/12,13`), A4, two columns by five rows. */
registerPrintType<DeviceLabelData[]>('device-qr', {
  title: (t, ids) => t('device:labels.title', { count: ids.length }),
  async load(ids, { dispatch }) {
    const result = await dispatch(devicesApi.endpoints.getDeviceLabels.initiate({ ids: ids.slice(0, MAX_LABELS).join(',') }, { subscribe: false, forceRefetch: true }));
    if (!result.data) throw new Error(result.error?.message ?? 'labels could not be loaded');
    return drawLabels(result.data);
  },
  render: (labels) => <DeviceLabelsPrint labels={labels} />,
});
