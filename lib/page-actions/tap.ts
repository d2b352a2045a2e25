/**
 * Controls whose behaviour is not hydrated (the cookie banner, the share buttons): server HTML marked
 * `data-act="{module}:{action}"`, served by one island (components/layout/page-actions.tsx) that loads the module
 * on first use or on idle. This file is what both sides share; browser and server code import it, it reads no secret.
 */
export const ACT_ATTR = 'data-act';
/** Set on <html> once the island listens itself. */
export const ACT_READY_ATTR = 'data-act-ready';
/** Set by ACT_TAP_SCRIPT on the control tapped before the island ran; the island acts on it once it runs. */
export const ACT_PENDING_ATTR = 'data-act-pending';

/** What the island gives a module's action: navigation through Next's router (no whole-page load). */
export type ActContext = { navigate: (href: string) => void };

/** The module and the action a control names (`consent:accept` -> ['consent', 'accept']). */
export function actionOf(el: Pick<Element, 'getAttribute'>): [string, string] | null {
  const [mod, action] = (el.getAttribute(ACT_ATTR) ?? '').split(':');
  return mod && action ? [mod, action] : null;
}

/**
 * Inline ahead of the controls: a tap on one before the island's code has arrived is remembered on it (the last one
 * wins) and replayed by the island, so it is never lost.
 */
export const ACT_TAP_SCRIPT = `(function(){var d=document,P=${JSON.stringify(ACT_PENDING_ATTR)},R=${JSON.stringify(ACT_READY_ATTR)};
d.addEventListener('click',function(e){if(d.documentElement.hasAttribute(R))return;var b=e.target&&e.target.closest?e.target.closest('[${ACT_ATTR}]'):null;if(!b)return;
var o=d.querySelectorAll('['+P+']');for(var i=0;i<o.length;i++)o[i].removeAttribute(P);b.setAttribute(P,'')},true)})();`;
