/** Public facts about the site. Values come from NEXT_PUBLIC_ variables (none of them secret) with defaults. */
export const site = {
  name: process.env.NEXT_PUBLIC_SITE_NAME || 'InfoLomba',
  tagline: 'Info lomba gratis, diperbarui setiap hari',
  description:
    'Temukan lomba, olimpiade dan kompetisi terbaru untuk pelajar SD, SMP, SMA, mahasiswa dan umum di seluruh Indonesia. Info lomba gratis, diperbarui setiap hari.',
  url: (process.env.NEXT_PUBLIC_SITE_URL || 'http://localhost:3000').replace(/\/+$/, ''),
  contactEmail: process.env.NEXT_PUBLIC_CONTACT_EMAIL || 'halo@infolomba.test',
  footer: 'Dibuat untuk para pejuang lomba',
  social: {
    instagram: process.env.NEXT_PUBLIC_INSTAGRAM_URL || 'https://www.instagram.com/infolomba',
    twitter: '',
    facebook: '',
    youtube: '',
  },
  policyUpdated: '2025-07-01',
} as const;

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
