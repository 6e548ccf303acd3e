import { billingFromSearch, costFromSearch, parseEquipmentCost } from './medicare-calculator';

describe('Medicare cost calculator input', () => {
  it('reads an amount as a patient writes it, in cents', () => {
    // $1,250 is 125,000 cents however it is written.
    expect(parseEquipmentCost('1250')).toBe(125000);
    expect(parseEquipmentCost('1,250')).toBe(125000);
    expect(parseEquipmentCost('$1,250')).toBe(125000);
    expect(parseEquipmentCost('$ 1250')).toBe(125000);
    expect(parseEquipmentCost('1250.00')).toBe(125000);
    expect(parseEquipmentCost(' 1,250.5 ')).toBe(125050);
    expect(parseEquipmentCost('$1,500.75')).toBe(150075);
    expect(parseEquipmentCost('1,000,000')).toBe(100000000);
  });

  it('cannot read what is not an amount, and an empty box is 0', () => {
    for (const text of ['abc', '-40', '1,25', '12,50.00', '12.345', '1 250', '$', '1e3', '0x10'])
      expect(parseEquipmentCost(text)).toBeNull();
    expect(parseEquipmentCost('')).toBe(0);
    expect(parseEquipmentCost('   ')).toBe(0);
  });
});

describe('equipment cost from a link', () => {
  it('reads dollars, with cents when given, from $0.01 to $1,000,000, as cents', () => {
    expect(costFromSearch('?cost=1798')).toBe(179800);
    expect(costFromSearch('?cost=1')).toBe(100);
    expect(costFromSearch('?cost=17.80')).toBe(1780);
    expect(costFromSearch('?cost=12.5')).toBe(1250);
    expect(costFromSearch('?cost=0.01')).toBe(1);
    expect(costFromSearch('?cost=1000000')).toBe(100000000);
    expect(costFromSearch('?tab=x&cost=0899')).toBe(89900);
  });

  it('ignores anything else', () => {
    for (const search of [
      '',
      '?cost=',
      '?cost=0',
      '?cost=-5',
      '?cost=0.00',
      '?cost=12.345',
      '?cost=12.',
      '?cost=1e3',
      '?cost=abc',
      '?cost=1000001',
      '?cost=%201798',
    ])
      expect(costFromSearch(search)).toBeNull();
  });
});

describe('how Medicare pays, from a link', () => {
  it('reads a rental of either kind; anything else is a purchase', () => {
    expect(billingFromSearch('?cost=89&billing=capped-rental')).toBe('capped-rental');
    expect(billingFromSearch('?billing=oxygen&cost=200')).toBe('oxygen');
    for (const search of ['', '?cost=89', '?billing=rental', '?billing=OXYGEN', '?billing=purchase'])
      expect(billingFromSearch(search)).toBe('purchase');
  });
});
