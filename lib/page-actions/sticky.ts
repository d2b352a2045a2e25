/**
 * The detail page's slim action bar on a phone (components/competition/sticky-actions.tsx renders it as hidden server
 * HTML, `[data-sticky]` naming the element it follows): shown once that element has scrolled out of sight above,
 * hidden again at the page's footer so it never covers the end of the page. Started on idle: the bar only matters
 * once the reader has scrolled past the page's own buttons.
 */
export function start(): void {
  for (const bar of document.querySelectorAll<HTMLElement>('[data-sticky]:not([data-watching])')) {
    const target = document.getElementById(bar.dataset.sticky ?? '');
    if (!target) continue;
    bar.setAttribute('data-watching', '');
    const footer = document.querySelector('footer');
    let passed = false;
    let atEnd = false;
    const observer = new IntersectionObserver((entries) => {
      // Gone with its page (a navigation in the browser).
      if (!bar.isConnected) return observer.disconnect();
      for (const entry of entries) {
        if (entry.target === target) passed = !entry.isIntersecting && entry.boundingClientRect.top < 0;
        else atEnd = entry.isIntersecting;
      }
      bar.hidden = !passed || atEnd;
    });
    observer.observe(target);
    if (footer) observer.observe(footer);
  }
}
