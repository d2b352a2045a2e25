import { OG_SIZE, renderOgCard } from '@/lib/og/card';
import { site } from '@/lib/site';

export const alt = `${site.name}: ${site.tagline}`;
export const size = OG_SIZE;
export const contentType = 'image/png';

export default function Image() {
  return renderOgCard({ title: 'Temukan Lomba Impianmu', categories: ['SD', 'SMP', 'SMA', 'MAHASISWA', 'UMUM'], deadline: site.tagline });
}
