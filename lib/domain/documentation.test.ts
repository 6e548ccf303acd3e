import { readCatalog } from '../build/catalog';
import { documentationProblems, hcpcsCodes, requiredDocuments } from './documentation';

const rules = readCatalog().documentation;
const kinds = (codes: string[]) =>
  requiredDocuments(rules, codes).map(
    (d) =>
      `${d.kind}${d.beforeDelivery ? ' (before delivery)' : ''}${d.fromMonth ? ` (from month ${d.fromMonth})` : ''}`,
  );

describe('the documents each of the catalogue’s codes needs (the catalogue’s documentation.json)', () => {
  it('a CPAP (E0601): the written order, the face-to-face evaluation before the sleep test, the test, and the re-evaluation for month 4', () => {
    expect(kinds(['E0601'])).toEqual([
      'written-order',
      'sleep-evaluation',
      'sleep-test',
      're-evaluation (from month 4)',
    ]);
  });

  it('a bilevel without backup (E0470) also needs the record that CPAP was tried and failed', () => {
    expect(kinds(['E0470'])).toEqual([
      'written-order',
      'sleep-evaluation',
      'sleep-test',
      'cpap-trial',
      're-evaluation (from month 4)',
    ]);
  });

  it('oxygen (E1390, E1392): the written order and the qualifying blood-gas or saturation test', () => {
    expect(kinds(['E1390'])).toEqual(['written-order', 'oxygen-test']);
    expect(kinds(['E1392'])).toEqual(['written-order', 'oxygen-test']);
  });

  it('the knee brace and the back brace (L1833, L0650), on CMS’s face-to-face/WOPD and prior authorization lists', () => {
    for (const code of ['L1833', 'L0650'])
      expect(kinds([code])).toEqual([
        'written-order (before delivery)',
        'face-to-face',
        'prior-authorization',
      ]);
  });

  it('a walker, wheelchairs, a nebulizer and the hospital bed: a standard written order before the claim', () => {
    for (const code of ['E0143', 'E0156', 'K0001', 'K0003', 'E0570', 'E0260'])
      expect(kinds([code])).toEqual(['written-order']);
  });

  it('an order of a CPAP, its mask and the knee brace lists each document once, with the codes that need it', () => {
    const needed = requiredDocuments(rules, ['E0601', 'A7030', 'L1833']);
    expect(needed.map((d) => [d.kind, d.codes.join(' '), d.beforeDelivery])).toEqual([
      ['written-order', 'E0601 A7030 L1833', true],
      ['face-to-face', 'L1833', false],
      ['prior-authorization', 'L1833', false],
      ['sleep-evaluation', 'E0601', false],
      ['sleep-test', 'E0601 A7030', false],
      ['re-evaluation', 'E0601', false],
    ]);
  });

  it('a replacement schedule names a listed source', () => {
    const mask = rules.codes['A7030']!;
    const unsourced = {
      ...rules,
      codes: { A7030: { ...mask, resupply: { quantity: 1, months: 3, source: 'lcd' } } },
    };
    expect(documentationProblems(unsourced)).toEqual([
      'documentation.json: A7030: resupply.source: "lcd" is not in sources',
    ]);
    expect(documentationProblems({ ...rules, codes: { A7030: mask } })).toEqual([]);
  });

  it('reads the codes a catalogue entry names', () => {
    expect(hcpcsCodes('E0143, E0156')).toEqual(['E0143', 'E0156']);
    expect(hcpcsCodes('Not billed to Medicare')).toEqual([]);
  });
});
