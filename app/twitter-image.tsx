import { OG_SIZE, renderOgCard } from '@/lib/og/card';
import { site } from '@/lib/site';
import { HOME_WORDS } from '@/lib/words/browse';

export const alt = `${site.name}: ${site.tagline}`;
export const size = OG_SIZE;
export const contentType = 'image/png';

export default function Image() {
  return renderOgCard({ title: HOME_WORDS.heading, categories: ['SD', 'SMP', 'SMA', 'MAHASISWA', 'UMUM'], deadline: site.tagline });
}
