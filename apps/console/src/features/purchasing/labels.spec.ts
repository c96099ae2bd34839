import { moneyText } from './labels';

describe('moneyText', () => {
  it('regroups the exact digits without a float', () => {
    expect(moneyText('1234567.50', 'CNY')).toBe('1,234,567.50 CNY');
    expect(moneyText('0.3333', 'CNY')).toBe('0.3333 CNY');
    expect(moneyText('38.5000', 'EUR')).toBe('38.50 EUR');
    expect(moneyText('99999999999999.99', 'CNY')).toBe('99,999,999,999,999.99 CNY');
    expect(moneyText('-5.00', 'JPY')).toBe('-5.00 JPY');
  });
});
