import { parseProductFileName, pricedProductPath, productFileName } from '@/lib/domain/paths';
import { loadPricedProduct } from './cart-prices';
import { fetchPriceFile } from './price-files';
import { parsePricedProduct } from '@/lib/domain/priced-product';

const cpap = {
  id: 1,
  name: 'ResMed AirSense 10 AutoSet CPAP Machine',
  price: 89900,
  medicareEligible: true,
  taxable: false,
  medicare: { eligible: true, billing: 'capped-rental', monthlyRental: 8900 },
  image: '/images/products/1-1.svg',
  imageAlt: 'CPAP machine',
};

function respond(status: number, body?: unknown) {
  return Promise.resolve(new Response(body === undefined ? null : JSON.stringify(body), { status }));
}

describe('cart prices', () => {
  it('reads back each product file name it writes, and nothing else', () => {
    for (const id of [1, 13, 5000]) expect(parseProductFileName(productFileName(id))).toBe(id);
    for (const file of ['0.json', '013.json', '13.json.bak', '13.txt', 'search/ab.json', '-1.json', ''])
      expect(parseProductFileName(file)).toBeNull();
  });

  const fetchMock = jest.fn<Promise<Response>, [string]>();
  beforeAll(() => {
    global.fetch = fetchMock as unknown as typeof fetch;
  });
  beforeEach(() => fetchMock.mockReset());

  it('live in one small file per product', () => {
    expect(pricedProductPath(13)).toBe('/catalog/13.json');
  });

  it('believe only a file for the product asked for, priced in whole cents', () => {
    expect(parsePricedProduct(cpap, 1)).toEqual(cpap);
    expect(parsePricedProduct({ ...cpap, extra: 'ignored' }, 1)).toEqual(cpap);
    expect(parsePricedProduct(cpap, 2)).toBeNull();
    expect(parsePricedProduct({ ...cpap, price: 899.5 }, 1)).toBeNull();
    expect(parsePricedProduct({ ...cpap, price: 0 }, 1)).toBeNull();
    expect(parsePricedProduct({ ...cpap, price: '89900' }, 1)).toBeNull();
    expect(parsePricedProduct({ ...cpap, name: '' }, 1)).toBeNull();
    expect(parsePricedProduct({ ...cpap, medicareEligible: 'yes' }, 1)).toBeNull();
    expect(parsePricedProduct({ ...cpap, taxable: 'no' }, 1)).toBeNull();
    expect(parsePricedProduct({ ...cpap, medicare: { ...cpap.medicare, billing: 'lease' } }, 1)).toBeNull();
    expect(
      parsePricedProduct({ ...cpap, medicare: { ...cpap.medicare, monthlyRental: 89.5 } }, 1),
    ).toBeNull();
    expect(parsePricedProduct(null, 1)).toBeNull();
    expect(parsePricedProduct('CPAP', 1)).toBeNull();
    for (const field of ['name', 'image', 'imageAlt'])
      expect([field, parsePricedProduct({ ...cpap, [field]: 7 }, 1)]).toEqual([field, null]);
    expect(parsePricedProduct({ ...cpap, price: [89900] }, 1)).toBeNull();
    expect(parsePricedProduct([cpap], 1)).toBeNull();
    const { medicare: _, ...withoutTerms } = cpap;
    expect(parsePricedProduct(withoutTerms, 1)).toBeNull();
    expect(parsePricedProduct({ ...cpap, medicare: { ...cpap.medicare, allowedAmount: 0 } }, 1)).toBeNull();
    expect(parsePricedProduct({ ...cpap, medicare: { ...cpap.medicare, eligible: 1 } }, 1)).toBeNull();
  });

  it('keep the Spanish name when the file has a whole one', () => {
    const es = { name: 'Máquina CPAP AirSense 10 AutoSet de ResMed', imageAlt: 'Una máquina CPAP' };
    expect(parsePricedProduct({ ...cpap, es: { ...es, extra: 1 } }, 1)).toEqual({ ...cpap, es });
    for (const bad of [{ ...es, name: '' }, { name: es.name }, 'Máquina CPAP', null])
      expect(parsePricedProduct({ ...cpap, es: bad }, 1)).toBeNull();
  });

  it('are fetched once per product and visit', async () => {
    fetchMock.mockImplementation(() => respond(200, cpap));
    await expect(loadPricedProduct(1)).resolves.toEqual(cpap);
    await expect(loadPricedProduct(1)).resolves.toEqual(cpap);
    expect(fetchMock).toHaveBeenCalledTimes(1);
    expect(fetchMock).toHaveBeenCalledWith('/catalog/1.json');
  });

  it('asked for by the checkout page before the wizard arrives are not fetched again by the wizard', async () => {
    fetchMock.mockImplementation(() => respond(200, { ...cpap, id: 5 }));
    const early = fetchPriceFile(5);
    await expect(loadPricedProduct(5)).resolves.toMatchObject({ id: 5, price: 89900 });
    await expect(early).resolves.toMatchObject({ id: 5 });
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });

  it('say a product is no longer sold when its file is gone', async () => {
    fetchMock.mockImplementation(() => respond(404));
    await expect(loadPricedProduct(77)).resolves.toBeNull();
  });

  it('try again after a network failure or an unreadable file, rather than dropping the line', async () => {
    fetchMock.mockImplementationOnce(() => Promise.reject(new TypeError('Failed to fetch')));
    await expect(loadPricedProduct(7)).rejects.toThrow('Failed to fetch');
    fetchMock.mockImplementationOnce(() => respond(503));
    await expect(loadPricedProduct(7)).rejects.toThrow('HTTP 503');
    fetchMock.mockImplementationOnce(() => respond(200, { ...cpap, id: 7, price: -1 }));
    await expect(loadPricedProduct(7)).rejects.toThrow('unreadable');
    fetchMock.mockImplementationOnce(() => respond(200, { ...cpap, id: 7 }));
    await expect(loadPricedProduct(7)).resolves.toMatchObject({ id: 7, price: 89900 });
    expect(fetchMock).toHaveBeenCalledTimes(4);
  });
});
