/** A quantity as people read it: up to three decimals, no trailing zeros. */
export const quantityText = (value: number) => String(Math.round(value * 1000) / 1000);

/**
 * An exact decimal amount from the server ("1234.50") with its currency, grouped by thousands, never
 * through a float: the digits are only regrouped.
 */
export function moneyText(amount: string, currency: string): string {
  const match = /^(-?)(\d+)(?:\.(\d+))?$/.exec(amount);
  if (!match) return `${amount} ${currency}`;
  const [, sign = '', whole = '0', fraction = ''] = match;
  const grouped = whole.replace(/\B(?=(\d{3})+(?!\d))/g, ',');
  return `${sign}${grouped}.${(fraction + '00').slice(0, Math.max(2, fraction.replace(/0+$/, '').length))} ${currency}`;
}

export const orderStatusKey = (status: string) => `orderStatus.${status}`;
export const requestStatusKey = (status: string) => `requestStatus.${status}`;
export const supplyStatusKey = (status: string) => `supplyStatus.${status}`;
export const actionKey = (action: string) => `actions.${action}`;
