/**
 * The admin hint: a cookie (not a credential; the server checks the real session on every write) that the admin panel
 * sets, so the public pages can show their "Edit" links to the owner. The links are in every page's HTML, hidden by
 * CSS (`.admin-edit` in globals.css) unless <html> carries ADMIN_HINT_ATTR, which ADMIN_HINT_SCRIPT sets before the
 * first paint: no component code, so a card needs none.
 */
const ADMIN_HINT_COOKIE = 'lomba_admin';
const ADMIN_HINT_ATTR = 'data-admin';

export const ADMIN_HINT_SCRIPT = `if(/(?:^|; )${ADMIN_HINT_COOKIE}=1(?:;|$)/.test(document.cookie))document.documentElement.setAttribute('${ADMIN_HINT_ATTR}','')`;

/** Sets or clears the hint in this browser, for this document too (a client-side navigation keeps <html>). */
export function setAdminHint(on: boolean) {
  document.cookie = on ? `${ADMIN_HINT_COOKIE}=1; path=/; SameSite=Lax` : `${ADMIN_HINT_COOKIE}=; path=/; max-age=0; SameSite=Lax`;
  document.documentElement.toggleAttribute(ADMIN_HINT_ATTR, on);
}
