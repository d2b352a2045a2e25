import { ORGANISER_WORDS } from '@/lib/words/organiser';

/** The header and footer links (no settings in them, so client components may import this). */
export const NAV_LINKS = [
  { href: '/', label: 'Home' },
  { href: '/sitemap.xml', label: 'Sitemap' },
  { href: '/about', label: 'About' },
  { href: '/contact', label: 'Contact Us' },
  { href: '/privacy-policy', label: 'Privacy Policy' },
  { href: '/terms-of-service', label: 'Terms' },
  { href: '/disclaimer', label: 'Disclaimer' },
  { href: '/cookie', label: 'Cookie' },
] as const;

/** "Kirim Lomba" for organisers: in the footer, the mobile menu and the header's own row (from 1024 px). */
export const SUBMIT_LINK = { href: '/kirim-lomba', label: ORGANISER_WORDS.navLabel } as const;
