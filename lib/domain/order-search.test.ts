import { orderSearchText, searchTerms } from './order-search';

const found = (query: string, line: string) => searchTerms(query).some((t) => line.includes(t));

describe('the back office’s order search', () => {
  const line = orderSearchText({
    number: 'JMS-7KQ4M-X9WPT',
    firstName: 'María José',
    lastName: 'Núñez O’Brien',
    email: 'mj.nunez@example.com',
    phoneDigits: '7185550100',
  });

  it.each([
    ['maria jose', 'without accents or capitals'],
    ['NÚÑEZ', 'in capitals with accents'],
    ["Núñez O'Brien, María", 'last name first, a straight apostrophe for a curly one'],
    ['+1 (718) 555-0100', 'a phone with +1'],
    ['718.555.0100', 'a phone with dots'],
    ['7kq4mx9wpt', 'an order number without dashes'],
    ['JMS-7KQ4M-X9WPT', 'an order number as printed'],
    ['mj.nunez@EXAMPLE.com', 'an e-mail in any case'],
  ])('finds %s (%s)', (query) => {
    expect(found(query, line)).toBe(true);
  });

  it('finds nothing for a search of 100 characters that is in no order, and does not fail', () => {
    expect(found('x'.repeat(100), line)).toBe(false);
  });

  it('does not take a short number for a phone', () => {
    expect(searchTerms('12')).toEqual(['12']);
  });
});
