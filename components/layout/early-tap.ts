/**
 * A tap on a button before the page's code has come. On a phone on a slow network the page shows long before its
 * code runs, and a button that does its work in that code (a tab, the menu, a quantity) does nothing when pressed:
 * she presses again, or gives up. The page's first script (`earlyTapScript`, in every page's head) keeps the last
 * such press, and the layout's last island makes it once the page is ready (hydration-mark.tsx). A press somewhere
 * else forgets it: she has moved on. Links and a form's submit button work without the page's code and are left
 * alone. Once React listens on the document, which it marks (`_reactListening…`, react-dom's
 * listenToAllSupportedEvents), it answers a press itself, hydrating first what was pressed, and the script stands
 * aside. Were the mark ever renamed, a press kept is held back from React, so it is still made once: the last one.
 */
export const earlyTapKey = 'earlyTap';

// Kept on the document as `earlyTap`: the button, or null when the last press was elsewhere.
export const earlyTapScript = [
  "document.addEventListener('click',function(e){",
  "var d=document,h=d.documentElement,b=e.target.closest&&e.target.closest('button');",
  "if('hydrated' in h.dataset||(b&&b.type!=='button')) return;",
  "if(Object.keys(d).some(function(k){return k.indexOf('_reactListening')===0})) return;",
  `h.${earlyTapKey}=b;if(b)e.stopImmediatePropagation()},true)`,
].join('');
