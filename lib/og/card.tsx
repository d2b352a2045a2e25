import 'server-only';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { ImageResponse } from 'next/og';
import { excerpt } from '@/lib/competitions/text';
import { site } from '@/lib/site';

export const OG_SIZE = { width: 1200, height: 630 };

const FONT_DIR = path.join(process.cwd(), 'node_modules/@fontsource/inter/files');
type FontWeight = 400 | 700 | 800;
let fonts: Promise<{ name: string; data: Buffer; weight: FontWeight; style: 'normal' }[]> | undefined;

/** Inter from the npm package: with every glyph in our own fonts, next/og never downloads one. */
function loadFonts() {
  fonts ??= Promise.all(
    ([400, 700, 800] as const).map(async (weight) => ({
      name: 'Inter',
      data: await readFile(path.join(FONT_DIR, `inter-latin-${weight}-normal.woff`)),
      weight,
      style: 'normal' as const,
    })),
  );
  return fonts;
}

// The glyphs of Inter's latin subset. Anything else (emoji, other scripts) would make next/og fetch a font.
const COVERED = /[\u0020-\u007e\u00a0-\u00ff\u0131\u0152\u0153\u2010-\u2027\u2030-\u205e\u20ac\u2122]/;

function ogText(value: string): string {
  let out = '';
  for (const ch of value) {
    if (COVERED.test(ch)) out += ch;
    else {
      const plain = ch.normalize('NFD').replace(/[\u0300-\u036f]/g, '');
      out += [...plain].every((x) => COVERED.test(x)) ? plain : ' ';
    }
  }
  return out.replace(/\s+/g, ' ').trim();
}

const titleSize = (t: string) => (t.length <= 40 ? 72 : t.length <= 70 ? 60 : t.length <= 100 ? 52 : 46);

const LOGO = `data:image/svg+xml;base64,${Buffer.from(
  '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 64 64"><rect width="64" height="64" rx="14" fill="#ffffff"/><path d="M20 14h24v8a12 12 0 0 1-24 0z" fill="#f59e0b"/><path d="M14 16h6v4a6 6 0 0 1-6-4zM50 16h-6v4a6 6 0 0 0 6-4z" fill="#f59e0b"/><rect x="29" y="33" width="6" height="9" fill="#f59e0b"/><rect x="22" y="42" width="20" height="6" rx="2" fill="#2552e0"/></svg>',
).toString('base64')}`;

/** The 1200x630 social card: site name, categories, a title and a deadline line, in fonts from an npm package. */
export async function renderOgCard({
  title: rawTitle,
  categories,
  deadline,
}: {
  title: string;
  categories: readonly string[];
  deadline: string;
}) {
  const title = excerpt(ogText(rawTitle), 120);
  const host = new URL(site.url).host;
  return new ImageResponse(
    <div
      style={{
        width: '100%',
        height: '100%',
        display: 'flex',
        flexDirection: 'column',
        justifyContent: 'space-between',
        padding: '56px 64px',
        fontFamily: 'Inter',
        color: '#ffffff',
        background: 'linear-gradient(135deg, #1e3a8a 0%, #1d40b8 45%, #2552e0 100%)',
        position: 'relative',
      }}
    >
      <div
        style={{
          position: 'absolute',
          right: -120,
          top: -140,
          width: 520,
          height: 520,
          borderRadius: 9999,
          background: 'rgba(255,255,255,0.07)',
          display: 'flex',
        }}
      />
      <div
        style={{
          position: 'absolute',
          right: 160,
          bottom: -220,
          width: 420,
          height: 420,
          borderRadius: 9999,
          background: 'rgba(251,191,36,0.12)',
          display: 'flex',
        }}
      />
      <div style={{ display: 'flex', alignItems: 'center', gap: 18 }}>
        {/* eslint-disable-next-line @next/next/no-img-element -- next/og renders plain img elements */}
        <img src={LOGO} width={60} height={60} alt="" />
        <div style={{ fontSize: 34, fontWeight: 800, letterSpacing: -0.5 }}>{ogText(site.name)}</div>
      </div>

      <div style={{ display: 'flex', flexDirection: 'column', gap: 22 }}>
        {categories.length ? (
          <div style={{ display: 'flex', gap: 12 }}>
            {categories.map((cat) => (
              <div
                key={cat}
                style={{
                  display: 'flex',
                  padding: '8px 18px',
                  borderRadius: 10,
                  background: '#fbbf24',
                  color: '#1e293b',
                  fontSize: 24,
                  fontWeight: 800,
                }}
              >
                {cat}
              </div>
            ))}
          </div>
        ) : null}
        <div style={{ display: 'flex', fontSize: titleSize(title), fontWeight: 800, lineHeight: 1.12, letterSpacing: -1, maxWidth: 1060 }}>
          {title}
        </div>
      </div>

      <div style={{ display: 'flex', alignItems: 'center', justifyContent: 'space-between', gap: 24 }}>
        <div
          style={{
            display: 'flex',
            alignItems: 'center',
            gap: 16,
            padding: '16px 26px',
            borderRadius: 16,
            background: '#ffffff',
            color: '#0f172a',
            fontSize: 30,
            fontWeight: 700,
          }}
        >
          <svg
            width="34"
            height="34"
            viewBox="0 0 24 24"
            fill="none"
            stroke="#2552e0"
            strokeWidth="2.2"
            strokeLinecap="round"
            strokeLinejoin="round"
          >
            <rect x="3" y="4.5" width="18" height="16.5" rx="2" />
            <path d="M3 9.5h18M8 2.5v4M16 2.5v4" />
          </svg>
          {ogText(deadline)}
        </div>
        <div style={{ display: 'flex', fontSize: 26, fontWeight: 400, color: 'rgba(255,255,255,0.85)' }}>{ogText(host)}</div>
      </div>
    </div>,
    {
      ...OG_SIZE,
      fonts: await loadFonts(),
      headers: { 'Cache-Control': 'public, max-age=600, s-maxage=600, stale-while-revalidate=86400' },
    },
  );
}
