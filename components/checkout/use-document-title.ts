import { useEffect } from 'react';

/**
 * Keeps the tab title on the current checkout step. The page's metadata title can be written again after
 * hydration, so the step title is re-applied whenever the <title> changes while the wizard is shown.
 */
export function useDocumentTitle(title: string): void {
  useEffect(() => {
    const apply = () => {
      if (document.title !== title) document.title = title;
    };
    apply();
    const observer = new MutationObserver(apply);
    observer.observe(document.head, { childList: true, subtree: true, characterData: true });
    return () => observer.disconnect();
  }, [title]);
}
