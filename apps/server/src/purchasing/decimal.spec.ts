import { addQuantities, amountFits, compareQuantities, fromScaled, lineAmount, normalAmount, normalPrice, sumAmounts, toScaled } from './decimal';

describe('exact money arithmetic', () => {
  it('scales decimal text without floating point', () => {
    expect(toScaled('12.5', 4)).toBe(125000n);
    expect(toScaled('0.00005', 4)).toBe(1n);
    expect(fromScaled(125000n, 4)).toBe('12.5000');
    expect(fromScaled(-5n, 2)).toBe('-0.05');
    expect(normalPrice('38.5')).toBe('38.5000');
    expect(normalAmount('7')).toBe('7.00');
  });

  it('computes line amounts rounded half up to cents', () => {
    expect(lineAmount(3, '0.3333')).toBe('1.00');
    expect(lineAmount(0.1, '0.05')).toBe('0.01');
    expect(lineAmount(1.005, '1')).toBe('1.01');
    expect(lineAmount(12.345, '9999999999.9999')).toBe('123450000000.00');
    expect(amountFits('99999999999999.99')).toBe(true);
    expect(amountFits(lineAmount(1_000_000_000, '9999999999'))).toBe(false);
  });

  it('adds amounts and quantities exactly where floats would drift', () => {
    expect(0.1 + 0.2).not.toBe(0.3);
    expect(sumAmounts(['0.10', '0.20'])).toBe('0.30');
    expect(sumAmounts([])).toBe('0.00');
    expect(addQuantities(0.1, 0.2)).toBe(0.3);
    expect(compareQuantities(0.1 + 0.2, 0.3)).toBe(0);
    expect(compareQuantities(1.001, 1)).toBe(1);
  });
});
