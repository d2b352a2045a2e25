'use client';

import { usePathname, useRouter, useSearchParams } from 'next/navigation';
import { Suspense, useEffect, useRef, useState } from 'react';
import { HeaderFrame } from './header-frame';
import { SearchBox } from './search-box';

const ADMIN_CLICKS = 10;

/**
 * Reports /search's `q` to the header. Reading the query string makes a cached page render this on the client, so it
 * sits in a Suspense boundary of its own (rendering nothing): the header around it is server HTML that hydrates in
 * place instead of being replaced after hydration.
 */
function QueryWatcher({ onQuery }: { onQuery: (q: string) => void }) {
  const q = useSearchParams().get('q') ?? '';
  useEffect(() => onQuery(q), [q, onQuery]);
  return null;
}

export function SiteHeader({ siteName }: { siteName: string }) {
  const router = useRouter();
  const pathname = usePathname();
  const [query, setQuery] = useState('');
  const onSearch = pathname === '/search';
  const urlQuery = onSearch ? query : '';
  const [menuOpen, setMenuOpen] = useState(false);
  // The box holds /search's q (one tap opens it with that text), stays as it was while on /search, and is closed and
  // empty after leaving it. A page loaded at /search?q does not open it: it would open after hydration, the header's
  // buttons moving aside (a layout shift), and the page's heading already says what was searched for.
  const [searchState, setSearchState] = useState({ open: false, text: urlQuery, key: `${pathname}?${urlQuery}` });
  const currentKey = `${pathname}?${urlQuery}`;
  if (searchState.key !== currentKey) {
    setSearchState({ open: onSearch ? searchState.open : false, text: onSearch ? urlQuery : '', key: currentKey });
  }
  const clicks = useRef(0);
  const menuButton = useRef<HTMLButtonElement>(null);

  useEffect(() => {
    if (!pathname.startsWith('/admin')) clicks.current = 0;
  }, [pathname]);

  useEffect(() => {
    if (!menuOpen) return;
    const onKey = (e: KeyboardEvent) => {
      if (e.key !== 'Escape') return;
      setMenuOpen(false);
      menuButton.current?.focus();
    };
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, [menuOpen]);

  const onAdminClick = () => {
    clicks.current += 1;
    if (clicks.current >= ADMIN_CLICKS) {
      clicks.current = 0;
      // A whole-page load: the client router would fetch /admin?_rsc=..., and a signed-out visitor's redirect to
      // /login would carry that internal parameter in `from` and back to /admin after signing in.
      // eslint-disable-next-line @next/next/no-location-assign-relative-destination -- a whole-page load on purpose, see above
      window.location.assign('/admin');
    }
  };

  return (
    <>
      <Suspense fallback={null}>
        <QueryWatcher onQuery={setQuery} />
      </Suspense>
      <HeaderFrame
        siteName={siteName}
        menuOpen={menuOpen}
        menuButtonRef={menuButton}
        onToggleMenu={() => setMenuOpen((o) => !o)}
        onAdminClick={onAdminClick}
        searchOpen={searchState.open}
        searchSlot={
          <SearchBox
            open={searchState.open}
            text={searchState.text}
            keepOpenOnOutsideClick={onSearch}
            onOpenChange={(open) => setSearchState((s) => ({ ...s, open, text: open ? s.text : onSearch ? s.text : '' }))}
            onTextChange={(text) => setSearchState((s) => ({ ...s, text }))}
            onSubmit={(text) => {
              const q = text.trim();
              setMenuOpen(false);
              if (!q) {
                setSearchState((s) => ({ ...s, open: false, text: '' }));
                router.push('/');
                return;
              }
              router.push(`/search?q=${encodeURIComponent(q)}`);
            }}
          />
        }
      />
    </>
  );
}
