/**
 * @jest-environment @stryker-mutator/jest-runner/jest-env/jsdom
 */
import { act } from 'react';
import { hydrateRoot, createRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { rememberKeptMarkup } from '@/lib/browser/kept-markup';
import { KeptMarkup } from './kept-markup';

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

// A part of a page no script changes, as the server draws it and as the browser keeps it once the build has taken
// its children out of the page's data (scripts/kept-markup.mjs).

const description = (
  <>
    <p>A lightweight aluminum walker.</p>
    <ul>
      <li>Folds flat</li>
    </ul>
  </>
);

describe('a kept part of a page', () => {
  it('is drawn by the server with its children, its element and attributes, and its name', () => {
    const html = renderToString(
      <KeptMarkup as="section" part="description" className="space-y-4">
        {description}
      </KeptMarkup>,
    );
    expect(html).toBe(
      '<section class="space-y-4" data-kept="description"><p>A lightweight aluminum walker.</p><ul><li>Folds flat</li></ul></section>',
    );
  });

  it('keeps the HTML the page holds when React hydrates it without its children', async () => {
    const server = renderToString(
      <KeptMarkup part="kWalker00001" className="space-y-4">
        {description}
      </KeptMarkup>,
    );
    const container = document.createElement('div');
    container.innerHTML = server;
    document.body.append(container);
    const paragraph = container.querySelector('p');
    const errors: unknown[] = [];
    // React (in development) says when the inner HTML it is given differs from the page's.
    const warnings = jest.spyOn(console, 'error').mockImplementation(() => {});
    await act(async () => {
      hydrateRoot(container, <KeptMarkup part="kWalker00001" className="space-y-4" />, {
        onRecoverableError: (error) => errors.push(error),
      });
    });
    expect(errors).toEqual([]);
    expect(warnings).not.toHaveBeenCalled();
    warnings.mockRestore();
    expect(container.innerHTML).toBe(server);
    // The very elements the HTML drew, not copies.
    expect(container.querySelector('p')).toBe(paragraph);
    container.remove();
  });

  it('draws a part it has read before, or read from another page’s HTML, after that page has gone', async () => {
    const other = new DOMParser().parseFromString(
      '<main><div data-kept="kBrace000001"><p>A semi-rigid knee brace.</p></div></main>',
      'text/html',
    );
    rememberKeptMarkup(other);
    const container = document.createElement('div');
    document.body.append(container);
    await act(async () => createRoot(container).render(<KeptMarkup as="dl" part="kBrace000001" />));
    expect(container.innerHTML).toBe('<dl data-kept="kBrace000001"><p>A semi-rigid knee brace.</p></dl>');
    container.remove();
    // A part read from the page in hand is drawn again once that page has gone (the router going back to it).
    const page = document.createElement('div');
    page.innerHTML = '<div data-kept="kOxygen0001"><p>Portable oxygen.</p></div>';
    document.body.append(page);
    await act(async () => createRoot(page).render(<KeptMarkup part="kOxygen0001" />));
    page.remove();
    const next = document.createElement('div');
    document.body.append(next);
    await act(async () => createRoot(next).render(<KeptMarkup part="kOxygen0001" />));
    expect(next.innerHTML).toBe('<div data-kept="kOxygen0001"><p>Portable oxygen.</p></div>');
    next.remove();
  });
});
