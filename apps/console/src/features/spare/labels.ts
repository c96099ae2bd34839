import type { SpareDocumentKind, SpareDocumentReason } from '@om/api';

/** The reasons each kind of document takes (the server refuses the others, naming `reason`). */
export const REASONS: Record<SpareDocumentKind, readonly SpareDocumentReason[]> = {
  in: ['purchase', 'work_order_return', 'stocktake_surplus', 'transfer_in'],
  out: ['work_order', 'device', 'consumption', 'scrap', 'transfer_out', 'stocktake_loss'],
  supply: ['supply'],
};

export const reasonKey = (reason: string) => `reason.${reason}`;
export const documentStatusKey = (status: string) => `documentStatus.${status}`;
export const pickStatusKey = (status: string) => `pickStatus.${status}`;
export const warningStateKey = (state: string) => `warningState.${state}`;
export const kindKey = (kind: string) => `kind.${kind}`;

/** A quantity as people read it: up to three decimals, no trailing zeros. */
export const quantityText = (value: number) => String(Math.round(value * 1000) / 1000);
/** Money in yuan with two decimals. */
export const moneyText = (value: number) => `¥${value.toFixed(2)}`;

/** The most QR labels one print asks for (one request each). */
export const MAX_SPARE_LABELS = 100;
