/**
 * The share buttons' behaviour (components/competition/share-buttons.tsx renders them as server HTML inside
 * `[data-share]`, which carries the address and title): "Salin tautan" copies and says so for 2.5 s, and the
 * device's share sheet ("Bagikan", hidden in the HTML) is shown where the browser has one.
 */

async function copyText(text: string): Promise<boolean> {
  try {
    await navigator.clipboard.writeText(text);
    return true;
  } catch {
    // Older browsers and non-secure pages: the selection-based copy still works there.
    const area = document.createElement('textarea');
    area.value = text;
    area.setAttribute('readonly', '');
    area.style.position = 'fixed';
    area.style.opacity = '0';
    document.body.appendChild(area);
    area.select();
    const ok = document.execCommand('copy');
    area.remove();
    return ok;
  }
}

const timers = new WeakMap<HTMLElement, number>();

/** The label follows the state: the live region announces "Tautan disalin", the button's name changes with it. */
function showCopied(button: HTMLElement, copied: boolean) {
  const label = button.querySelector<HTMLElement>('[data-label]');
  button.toggleAttribute('data-copied', copied);
  if (label) label.textContent = (copied ? button.dataset.copiedLabel : button.dataset.copyLabel) ?? label.textContent;
}

export function act(el: HTMLElement, action: string): void {
  const box = el.closest<HTMLElement>('[data-share]');
  const url = box?.dataset.share;
  if (!box || !url) return;
  const title = box.dataset.shareTitle ?? '';
  if (action === 'native') {
    navigator.share?.({ title, text: title, url }).catch(() => undefined);
    return;
  }
  if (action !== 'copy') return;
  void copyText(url).then((ok) => {
    if (!ok) return;
    showCopied(el, true);
    window.clearTimeout(timers.get(el));
    timers.set(
      el,
      window.setTimeout(() => showCopied(el, false), 2500),
    );
  });
}

/** Shows "Bagikan" where the browser has a share sheet. */
export function start(): void {
  if (typeof navigator.share !== 'function') return;
  for (const el of document.querySelectorAll<HTMLElement>('[data-share-native][hidden]')) el.hidden = false;
}
