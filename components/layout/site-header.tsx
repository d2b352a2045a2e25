'use client';

import { usePathname, useRouter, useSearchParams } from 'next/navigation';
import { useEffect, useRef, useState } from 'react';
import { HeaderFrame } from './header-frame';
import { SearchBox } from './search-box';

const ADMIN_CLICKS = 10;

export function SiteHeader() {
  const router = useRouter();
  const pathname = usePathname();
  const params = useSearchParams();
  const onSearch = pathname === '/search';
  const urlQuery = onSearch ? (params.get('q') ?? '') : '';
  const [menuOpen, setMenuOpen] = useState(false);
  // The box follows /search?q: open with its text there, closed and empty after leaving /search.
  const [searchState, setSearchState] = useState({ open: Boolean(urlQuery), text: urlQuery, key: `${pathname}?${urlQuery}` });
  const currentKey = `${pathname}?${urlQuery}`;
  if (searchState.key !== currentKey) {
    setSearchState({ open: onSearch ? Boolean(urlQuery) || searchState.open : false, text: onSearch ? urlQuery : '', key: currentKey });
  }
  const clicks = useRef(0);

  useEffect(() => {
    if (!pathname.startsWith('/admin')) clicks.current = 0;
  }, [pathname]);

  const onAdminClick = () => {
    clicks.current += 1;
    if (clicks.current >= ADMIN_CLICKS) {
      clicks.current = 0;
      router.push('/admin');
    }
  };

  return (
    <HeaderFrame
      menuOpen={menuOpen}
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
  );
}
