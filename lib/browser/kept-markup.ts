/**
 * The markup of the parts of pages the browser keeps as the HTML drew them (components/ui/kept-markup.tsx), by
 * the hash of their content that names them (`data-kept="k…"`, written by the build: scripts/kept-markup.mjs).
 * A part read once is remembered for the rest of the visit, so it can be drawn again after its page has gone
 * (the router going back to it); the parts of a page the router moves to are read from that page's HTML when its
 * data is (lib/browser/page-data.ts).
 */
const markup = new Map<string, string>();

/** Remembers the markup of every kept part in a document (a page's HTML, parsed). */
export function rememberKeptMarkup(document: ParentNode): void {
  for (const part of document.querySelectorAll('[data-kept]'))
    markup.set(part.getAttribute('data-kept') as string, part.innerHTML);
}

/**
 * The markup of the part named `part`: remembered, or read from the page in hand (the HTML React is hydrating);
 * empty when neither has it.
 */
export function keptMarkup(part: string): string {
  const remembered = markup.get(part);
  if (remembered !== undefined) return remembered;
  const element = [...document.querySelectorAll('[data-kept]')].find(
    (e) => e.getAttribute('data-kept') === part,
  );
  if (!element) return '';
  markup.set(part, element.innerHTML);
  return element.innerHTML;
}
