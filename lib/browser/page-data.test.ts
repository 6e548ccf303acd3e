import { JSDOM } from 'jsdom';
import { keptMarkup } from './kept-markup';
import { answerPageDataFromHtml, flightDataOf, pageOfDataRequest } from './page-data';

const ORIGIN = 'https://shop.example';

/** A page's HTML as Next writes it: the stream opened, then the page's data in two pushes, escaped for HTML. */
const PAGE = [
  '<!DOCTYPE html><html lang="en-US"><head><title>Folding Walker</title></head><body><h1>Folding Walker</h1>',
  '<div data-kept="kWalkerFacts">Folds <b>flat</b></div>',
  '<script>(self.__next_f=self.__next_f||[]).push([0])</script>',
  `<script>self.__next_f.push(${JSON.stringify([1, '1:"$Sreact.fragment"\n2:I[39756,[],"default"]\n']).replaceAll('<', '\\u003c')})</script>`,
  `<script>self.__next_f.push(${JSON.stringify([1, '3:["$","h1",null,{"children":"Folding Walker </ $69.99"}]\n']).replaceAll('<', '\\u003c')})</script>`,
  '</body></html>',
].join('');
const DATA =
  '1:"$Sreact.fragment"\n2:I[39756,[],"default"]\n3:["$","h1",null,{"children":"Folding Walker </ $69.99"}]\n';

describe('the page data a page’s HTML carries', () => {
  it('is every data push in order, as the page’s data file would hold it', () => {
    expect(flightDataOf(PAGE)).toBe(DATA);
  });

  it('is nothing on a page without it, or with a part in another form', () => {
    expect(flightDataOf('<!DOCTYPE html><html><body><h1>Page Not Found</h1></body></html>')).toBeNull();
    expect(flightDataOf(`${PAGE}<script>self.__next_f.push([3,"AAEC"])</script>`)).toBeNull();
    expect(flightDataOf('<script>self.__next_f.push([1,"cut short)</script>')).toBeNull();
  });
});

describe('which request asks for a page’s data', () => {
  it('is a page’s index.txt on this site, under a base path or not, answered by its index.html', () => {
    expect(pageOfDataRequest('/store/product/1/index.txt?_rsc=1x2y', ORIGIN)).toBe(
      `${ORIGIN}/store/product/1/index.html`,
    );
    expect(pageOfDataRequest(`${ORIGIN}/index.txt`, ORIGIN)).toBe(`${ORIGIN}/index.html`);
    expect(pageOfDataRequest('/es/products/?search=andador', ORIGIN)).toBeNull();
    expect(pageOfDataRequest('/robots.txt', ORIGIN)).toBeNull();
    expect(pageOfDataRequest('https://other.example/product/1/index.txt', ORIGIN)).toBeNull();
  });
});

describe('answering the router from the HTML', () => {
  const network = jest.fn(async (input: RequestInfo | URL) => {
    const url = String(input);
    if (url === `${ORIGIN}/product/13/index.html`) return new Response(PAGE, { status: 200 });
    if (url === `${ORIGIN}/intake/health`) return new Response('ok', { status: 200 });
    return new Response('<h1>Page Not Found</h1>', { status: 404 });
  });
  let routerFetch: typeof fetch;

  beforeAll(() => {
    (globalThis as { window?: unknown }).window = { fetch: network, location: { origin: ORIGIN } };
    (globalThis as { DOMParser?: unknown }).DOMParser = new JSDOM('').window.DOMParser;
    answerPageDataFromHtml();
    answerPageDataFromHtml();
    routerFetch = (globalThis as unknown as { window: Window }).window.fetch;
  });
  afterAll(() => {
    delete (globalThis as { window?: unknown }).window;
    delete (globalThis as { DOMParser?: unknown }).DOMParser;
  });
  beforeEach(() => network.mockClear());

  it('gives the page’s data from its HTML, from the address the router asked for, in one request', async () => {
    const response = await routerFetch(new URL(`${ORIGIN}/product/13/index.txt?_rsc=abc`), {
      headers: { rsc: '1' },
    });
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('text/x-component');
    expect(response.url).toBe(`${ORIGIN}/product/13/index.txt?_rsc=abc`);
    expect(await response.text()).toBe(DATA);
    expect(network).toHaveBeenCalledTimes(1);
    // The page's kept parts, in its HTML only, are remembered for the router to draw.
    expect(keptMarkup('kWalkerFacts')).toBe('Folds <b>flat</b>');
  });

  it('says "not found" for a page that is not there, so the router loads that address whole', async () => {
    const response = await routerFetch(`${ORIGIN}/product/99999/index.txt`);
    expect(response.status).toBe(404);
    expect(response.url).toBe(`${ORIGIN}/product/99999/index.txt`);
  });

  it('leaves every other request as it was', async () => {
    const init = { method: 'GET' };
    const response = await routerFetch(`${ORIGIN}/intake/health`, init);
    expect(await response.text()).toBe('ok');
    expect(network).toHaveBeenCalledWith(`${ORIGIN}/intake/health`, init);
  });
});
