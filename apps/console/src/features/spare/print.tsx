import { spareApi } from '@om/api';
import { useTranslation } from '@om/i18n';
import { DeviceLabelSheet, qrSvg, type DeviceLabelData } from '@om/ui';
import { registerPrintType } from '../../shared/print/registry';
import { MAX_SPARE_LABELS } from './labels';


/** A label whose QR code opens `path` of the console (drawn before the print dialog opens). */
async function label(id: number, code: string, name: string, detail: string, path: string): Promise<DeviceLabelData> {
  const url = new URL(path, window.location.origin).toString();
  return { id, code, name, station: detail, stationPath: detail, url, svg: await qrSvg(url) };
}

function SpareLabels({ labels, kind }: { labels: readonly DeviceLabelData[]; kind: 'parts' | 'locations' }) {
  const { t } = useTranslation('spare');
  if (labels.length === 0) return <p>{t('labels.none')}</p>;
  const title = kind === 'parts' ? t('labels.partsTitle', { count: labels.length }) : t('labels.locationsTitle', { count: labels.length });
  return <DeviceLabelSheet labels={labels} title={title} qrLabel={(entry) => t('labels.qrAlt', { code: entry.code })} />;
}

/** QR labels of parts (`/print/spare-part-qr/3,4`): code, name, specification; the code opens the part. */
registerPrintType<DeviceLabelData[]>('spare-part-qr', {
  title: (t, ids) => t('spare:labels.partsTitle', { count: ids.length }),
  async load(ids, { dispatch }) {
    const labels: DeviceLabelData[] = [];
    for (const id of ids.slice(0, MAX_SPARE_LABELS)) {
      const result = await dispatch(spareApi.endpoints.getSparePart.initiate(id, { subscribe: false, forceRefetch: true }));
      if (!result.data) throw new Error(result.error?.message ?? 'part could not be loaded');
      const part = result.data;
      labels.push(await label(part.id, part.code, part.name, [part.specification, part.unit].filter(Boolean).join(' · '), `/spare/details/${part.id}`));
    }
    return labels;
  },
  render: (labels) => <SpareLabels labels={labels} kind="parts" />,
});

/** QR labels of locations (`/print/spare-location-qr/7,8`): code, name, warehouse; the code opens the warehouses page. */
registerPrintType<DeviceLabelData[]>('spare-location-qr', {
  title: (t, ids) => t('spare:labels.locationsTitle', { count: ids.length }),
  async load(ids, { dispatch }) {
    const labels: DeviceLabelData[] = [];
    const warehouses = new Map<number, string>();
    for (const id of ids.slice(0, MAX_SPARE_LABELS)) {
      const result = await dispatch(spareApi.endpoints.getSpareLocation.initiate(id, { subscribe: false, forceRefetch: true }));
      if (!result.data) throw new Error(result.error?.message ?? 'location could not be loaded');
      const location = result.data;
      if (!warehouses.has(location.warehouse_id)) {
        const warehouse = await dispatch(spareApi.endpoints.getSpareWarehouse.initiate(location.warehouse_id, { subscribe: false }));
        warehouses.set(location.warehouse_id, warehouse.data ? `${warehouse.data.name} (${warehouse.data.code})` : '');
      }
      labels.push(await label(location.id, location.code, location.name, warehouses.get(location.warehouse_id) ?? '', '/spare/warehouse'));
    }
    return labels;
  },
  render: (labels) => <SpareLabels labels={labels} kind="locations" />,
});
