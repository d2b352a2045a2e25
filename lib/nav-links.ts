import { NAV_WORDS } from '@/lib/words/visitor';

/** The header and footer links (no settings in them, so client components may import this). */
export const NAV_LINKS = [
  { href: '/', label: NAV_WORDS.home },
  { href: '/sitemap.xml', label: NAV_WORDS.sitemap },
  { href: '/about', label: NAV_WORDS.about },
  { href: '/contact', label: NAV_WORDS.contact },
  { href: '/privacy-policy', label: NAV_WORDS.privacy },
  { href: '/terms-of-service', label: NAV_WORDS.terms },
  { href: '/disclaimer', label: NAV_WORDS.disclaimer },
  { href: '/cookie', label: NAV_WORDS.cookie },
] as const;

/** "Kirim Lomba" for organisers: in the footer, the mobile menu and the header's own row (from 1024 px). */
export const SUBMIT_LINK = { href: '/kirim-lomba', label: NAV_WORDS.submit } as const;
