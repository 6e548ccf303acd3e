import { MAX_FIELD_LENGTH, parseCatalogJson } from './catalog-json';

const problems = (text: string) => {
  const result = parseCatalogJson('products.json', text);
  return 'problems' in result ? result.problems : [];
};

describe('reading a supplier’s JSON file', () => {
  it('parses a clean file', () => {
    expect(parseCatalogJson('products.json', '[{ "id": 1, "name": "Walker\\nwith seat" }]')).toEqual({
      value: [{ id: 1, name: 'Walker\nwith seat' }],
    });
  });

  it('refuses a byte-order mark, and says how to save the file', () => {
    expect(problems('\uFEFF[]')).toEqual([
      'products.json: starts with a byte-order mark; save it as UTF-8 without one',
    ]);
  });

  it('says where a file cut short ends', () => {
    expect(problems('[\n  { "id": 1,\n    "name": "Walker"')).toEqual([
      'products.json: line 3, column 21: the file ends before everything opened in it is closed: is it saved in full?',
    ]);
  });

  it('names a syntax error by line and column, in words', () => {
    expect(problems('[\n  { "id": 1 "name": "Walker" }\n]')).toEqual([
      'products.json: line 2, column 13: a comma was expected',
    ]);
    expect(problems('[{ "id": 1, }]')).toEqual([
      'products.json: line 1, column 13: a key in double quotes was expected',
    ]);
  });

  it('refuses a key given twice in one object, but not the same key in two objects', () => {
    expect(problems('[{ "id": 1, "price": 5, "price": 6 }, { "id": 2, "price": 5 }]')).toEqual([
      'products.json: line 1, column 25: "price" is given twice in one object',
    ]);
  });

  it('refuses __proto__, constructor and prototype as keys', () => {
    expect(problems('[{ "__proto__": { "admin": true }, "constructor": 1, "prototype": 2 }]')).toEqual([
      'products.json: line 1, column 4: "__proto__" is not allowed as a key',
      'products.json: line 1, column 36: "constructor" is not allowed as a key',
      'products.json: line 1, column 54: "prototype" is not allowed as a key',
    ]);
  });

  it('refuses control characters, written raw or escaped, and allows tabs and line breaks', () => {
    expect(problems('[{ "name": "Walker\\u0007" }]')).toEqual([
      'products.json: line 1, column 12: text holds a control character (U+0007)',
    ]);
    expect(problems('[{ "name": "Walker\\u0085" }]')).toHaveLength(1);
    expect(problems('[{ "name": "Walker\u0001" }]')).toEqual([
      'products.json: line 1, column 12: a text holds a raw control character or line break',
    ]);
    expect(problems('[{ "name": "Walker\\twith\\r\\nseat" }]')).toEqual([]);
  });

  it('refuses text over the limit, and names the limit', () => {
    expect(problems(`[{ "description": "${'a'.repeat(MAX_FIELD_LENGTH + 1)}" }]`)).toEqual([
      'products.json: line 1, column 19: text is 20,001 characters long; the limit is 20,000',
    ]);
    expect(problems(`[{ "description": "${'a'.repeat(MAX_FIELD_LENGTH)}" }]`)).toEqual([]);
  });

  it('refuses comments and trailing commas, which JSON does not have', () => {
    expect(problems('[1, 2,]')).not.toEqual([]);
    expect(problems('// prices\n[1]')).not.toEqual([]);
    expect(problems('  ')).toEqual(['products.json: is empty']);
  });
});
