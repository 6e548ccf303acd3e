import { getProducts } from './catalog';
import { copiedFrom, expandCatalog } from './catalog-scale';

describe('a generated catalogue', () => {
  const base = getProducts();

  it('grows to the size asked with numbered copies, each with its own id, name and SKU', () => {
    const grown = expandCatalog(base, 40);
    expect(grown).toHaveLength(40);
    expect(new Set(grown.map((p) => p.id)).size).toBe(40);
    expect(new Set(grown.map((p) => p.sku)).size).toBe(40);
    expect(grown[16]).toMatchObject({ id: 17, name: `${base[0]!.name} (17)`, price: base[0]!.price });
  });

  it('leaves the catalogue as it is for no size or a smaller one', () => {
    expect(expandCatalog(base, 0)).toBe(base);
    expect(expandCatalog(base, 10)).toBe(base);
    expect(expandCatalog(base, base.length)).toBe(base);
  });

  it('does not copy photos: a photo shows the product it was taken of', () => {
    const withPhoto = [
      { ...base[0]!, photos: [{ file: 'front.jpg', alt: 'The machine' }] },
      ...base.slice(1),
    ];
    const grown = expandCatalog(withPhoto, 17);
    expect(grown[0]!.photos).toHaveLength(1);
    expect(grown[16]!.photos).toBeUndefined();
  });

  it('numbers copies on from the highest id, so a catalogue with gaps in its ids never gets one twice', () => {
    const gaps = [base[0]!, { ...base[1]!, id: 100 }, { ...base[2]!, id: 7 }];
    const grown = expandCatalog(gaps, 7);
    expect(grown.map((p) => p.id)).toEqual([1, 100, 7, 101, 102, 103, 104]);
    expect(grown.slice(3).map((p) => copiedFrom(p.id, gaps))).toEqual([gaps[0], gaps[1], gaps[2], gaps[0]]);
  });

  it('knows which real product a copy repeats, and that a real product is no copy', () => {
    expect(copiedFrom(17, base)).toBe(base[0]);
    expect(copiedFrom(34, base)).toBe(base[1]);
    for (const p of base) expect(copiedFrom(p.id, base)).toBeUndefined();
    expect(copiedFrom(1, [])).toBeUndefined();
  });
});
