import Link from 'next/link';
import { NAV_LINKS, SUBMIT_LINK } from '@/lib/nav-links';
import { SAVED_WORDS } from '@/lib/words/browse';
import { LAYOUT_WORDS } from '@/lib/words/visitor';
import { SiteLogo } from '@/components/layout/site-logo';

type HeaderFrameProps = {
  /** From the server's settings: this frame also renders inside the client header. */
  siteName: string;
  menuOpen?: boolean;
  onToggleMenu?: () => void;
  onAdminClick?: () => void;
  searchSlot?: React.ReactNode;
  searchOpen?: boolean;
  /** The menu button, so closing the menu with Escape can give it focus back. */
  menuButtonRef?: React.Ref<HTMLButtonElement>;
};

/** The header's markup (the client header renders it; the server's HTML of it hydrates in place). */
export function HeaderFrame({
  siteName,
  menuOpen = false,
  onToggleMenu,
  onAdminClick,
  searchSlot,
  searchOpen = false,
  menuButtonRef,
}: HeaderFrameProps) {
  return (
    <header className="sticky top-0 z-40 border-b border-slate-200 bg-white/95 backdrop-blur">
      <div className="mx-auto flex h-16 max-w-7xl items-center gap-3 px-4">
        <Link
          href="/"
          prefetch={false}
          className={`flex shrink-0 items-center gap-2 font-extrabold text-brand-700 ${searchOpen ? 'max-lg:hidden' : ''}`}
        >
          <SiteLogo size={32} className="h-8 w-8" />
          <span className="text-xl">{siteName}</span>
        </Link>
        {/* One line from 1024 px: tighter links below 1280 px, and below 1280 px the open search box takes their place. */}
        <nav
          aria-label={LAYOUT_WORDS.mainNav}
          className={`ml-2 hidden min-w-0 flex-1 lg:block xl:ml-4 ${searchOpen ? 'lg:max-xl:hidden' : ''}`}
        >
          <ul className="flex flex-nowrap items-center text-sm font-medium whitespace-nowrap text-slate-700 xl:gap-x-1">
            {NAV_LINKS.map((l) => (
              <li key={l.href}>
                <Link href={l.href} prefetch={false} className="rounded-md px-1.5 py-2 hover:bg-slate-100 hover:text-brand-700 xl:px-2">
                  {l.label}
                </Link>
              </li>
            ))}
          </ul>
        </nav>
        <div className={`ml-auto flex shrink-0 items-center gap-1 sm:gap-2 ${searchOpen ? 'max-xl:flex-1 max-xl:justify-end' : ''}`}>
          {searchSlot}
          {/* Compact from 1024 px (an icon, named by its hidden label), with its words from 1280 px. */}
          <Link
            href={SUBMIT_LINK.href}
            prefetch={false}
            title={SUBMIT_LINK.label}
            className={`hidden h-11 min-w-11 items-center justify-center rounded-md bg-brand-600 text-sm font-semibold whitespace-nowrap text-white hover:bg-brand-700 lg:inline-flex xl:px-3 ${searchOpen ? 'xl:hidden' : ''}`}
          >
            <svg aria-hidden="true" viewBox="0 0 24 24" className="h-5 w-5 xl:hidden" fill="none" stroke="currentColor" strokeWidth="2">
              <path strokeLinecap="round" d="M12 5v14M5 12h14" />
            </svg>
            <span className="sr-only xl:not-sr-only">{SUBMIT_LINK.label}</span>
          </Link>
          <Link
            href="/tersimpan"
            prefetch={false}
            className={`hidden h-11 w-11 items-center justify-center rounded-md text-slate-700 hover:bg-slate-100 sm:inline-flex ${searchOpen ? 'max-lg:hidden' : ''}`}
            aria-label={LAYOUT_WORDS.saved}
            title={LAYOUT_WORDS.saved}
          >
            <svg aria-hidden="true" viewBox="0 0 24 24" className="h-5 w-5" fill="none" stroke="currentColor" strokeWidth="2">
              <path d="M6 3h12v18l-6-4-6 4z" />
            </svg>
          </Link>
          <button
            type="button"
            onClick={onAdminClick}
            className={`rounded-md px-2 py-2 text-sm font-semibold text-slate-600 select-none ${searchOpen ? 'max-lg:hidden' : ''}`}
          >
            Admin
          </button>
          <button
            ref={menuButtonRef}
            type="button"
            onClick={onToggleMenu}
            className={`inline-flex h-11 w-11 items-center justify-center rounded-md text-slate-700 hover:bg-slate-100 lg:hidden ${searchOpen ? 'max-lg:hidden' : ''}`}
            aria-expanded={menuOpen}
            aria-controls="mobile-menu"
            aria-label={menuOpen ? LAYOUT_WORDS.closeMenu : LAYOUT_WORDS.openMenu}
          >
            <svg aria-hidden="true" viewBox="0 0 24 24" className="h-6 w-6" fill="none" stroke="currentColor" strokeWidth="2">
              {menuOpen ? <path d="M6 6l12 12M18 6 6 18" /> : <path d="M4 7h16M4 12h16M4 17h16" />}
            </svg>
          </button>
        </div>
      </div>
      {menuOpen ? (
        <nav id="mobile-menu" aria-label="Menu" className="border-t border-slate-200 bg-white lg:hidden">
          <ul className="mx-auto max-w-7xl px-4 py-2">
            {NAV_LINKS.map((l) => (
              <li key={l.href}>
                <Link
                  href={l.href}
                  prefetch={false}
                  className="block rounded-md px-3 py-3 font-medium text-slate-800 hover:bg-slate-100"
                  onClick={onToggleMenu}
                >
                  {l.label}
                </Link>
              </li>
            ))}
            <li>
              <Link
                href={SUBMIT_LINK.href}
                prefetch={false}
                className="block rounded-md px-3 py-3 font-medium text-slate-800 hover:bg-slate-100"
                onClick={onToggleMenu}
              >
                {SUBMIT_LINK.label}
              </Link>
            </li>
            <li>
              <Link
                href="/tersimpan"
                prefetch={false}
                className="block rounded-md px-3 py-3 font-medium text-slate-800 hover:bg-slate-100"
                onClick={onToggleMenu}
              >
                {SAVED_WORDS.title}
              </Link>
            </li>
          </ul>
        </nav>
      ) : null}
    </header>
  );
}
