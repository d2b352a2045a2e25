import { readFile } from 'node:fs/promises';
import path from 'node:path';
import sharp from 'sharp';

/**
 * The app icons of the web app manifest, made from the site's favicon source (public/favicon.svg) with sharp: the
 * build renders them once (force-static), so one drawing is the favicon, the ICO and the installed app's icon. The
 * maskable icon keeps the drawing inside the middle 80% (the safe zone a launcher may crop to), on the brand blue.
 */
export const dynamic = 'force-static';

const ICONS = {
  'icon-192.png': { size: 192, maskable: false },
  'icon-512.png': { size: 512, maskable: false },
  'maskable-512.png': { size: 512, maskable: true },
  'apple-touch-icon.png': { size: 180, maskable: true },
} as const;

export function generateStaticParams() {
  return Object.keys(ICONS).map((name) => ({ name }));
}

export async function GET(_req: Request, { params }: { params: Promise<{ name: string }> }) {
  const icon = ICONS[(await params).name as keyof typeof ICONS];
  if (!icon) return new Response(null, { status: 404 });
  const svg = await readFile(path.join(/* turbopackIgnore: true */ process.cwd(), 'public', 'favicon.svg'));
  const inner = icon.maskable ? Math.round(icon.size * 0.8) : icon.size;
  const drawing = await sharp(svg, { density: 72 * Math.ceil(inner / 64) * 2 })
    .resize(inner, inner)
    .png()
    .toBuffer();
  const png = icon.maskable
    ? await sharp({ create: { width: icon.size, height: icon.size, channels: 4, background: '#2552e0' } })
        .composite([{ input: drawing, gravity: 'center' }])
        .png()
        .toBuffer()
    : drawing;
  return new Response(new Uint8Array(png), {
    headers: { 'Content-Type': 'image/png', 'Cache-Control': 'public, max-age=86400, stale-while-revalidate=604800' },
  });
}
