// The demo posters. Two kinds:
// - `node scripts/make-posters.mjs` writes the small SVG designs under public/posters/ (poster-01.svg …
//   poster-40.svg and placeholder.svg). They are committed; run again only after changing the designs.
// - `node scripts/make-posters.mjs --raster DIR` renders the same designs as realistic raster posters in DIR
//   (1080x1350, photo-like grain; JPEG of about 400-600 KB and, every fifth, PNG of about 2 MB), the weight of a
//   real Instagram or Google Drive poster. Made here with sharp, never downloaded; skipped when DIR holds them.
import { existsSync, mkdirSync, renameSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { mulberry32 } from './prng.mjs';

const OUT_DIR = fileURLToPath(new URL('../public/posters/', import.meta.url));
const W = 600;
const H = 800;

/** [title lines, kicker, category label, tagline, background glyph] */
const POSTERS = [
  [['OLIMPIADE', 'MATEMATIKA'], 'TINGKAT SD / MI', 'SD', 'Asah logika, raih prestasi!', 'π'],
  [['OLIMPIADE', 'MATEMATIKA'], 'TINGKAT NASIONAL', 'SMP • SMA', 'Babak penyisihan daring', '∑'],
  [['OLIMPIADE', 'SAINS', 'NASIONAL'], 'OLIMPIADE TERPADU', 'SMP • SMA', 'Fisika • Kimia • Biologi', 'E=mc²'],
  [['OLIMPIADE', 'FISIKA'], 'TERBUKA UNTUK UMUM', 'SMA', 'Teori dan eksperimen', 'F=ma'],
  [['OLIMPIADE', 'BIOLOGI'], 'KEANEKARAGAMAN HAYATI', 'SMA', 'Jelajahi kehidupan!', 'DNA'],
  [['OLIMPIADE', 'KIMIA'], 'PELAJAR INDONESIA', 'SMA', 'Reaksikan potensimu', 'pH'],
  [['LOMBA ESAI', 'NASIONAL'], 'SUARAKAN GAGASANMU', 'SMA • MAHASISWA', 'Tulis, kirim, menangkan!', '“ ”'],
  [['LOMBA ESAI', 'MAHASISWA'], 'INDONESIA EMAS 2045', 'MAHASISWA', 'Gagasan muda untuk bangsa', 'Aa'],
  [['KARYA TULIS', 'ILMIAH'], 'LOMBA KARYA TULIS', 'SMA', 'Riset kecil, dampak besar', '¶'],
  [['LKTI', 'NASIONAL'], 'INOVASI PANGAN LOKAL', 'MAHASISWA', 'Kirim abstrak terbaikmu', '%'],
  [['DEBAT', 'BAHASA', 'INGGRIS'], 'LOMBA DEBAT', 'SMP • SMA', 'Berani berpendapat!', '?!'],
  [['DESAIN', 'POSTER'], 'LOMBA DESAIN GRAFIS', 'UMUM', 'Gratis • Daring', '#'],
  [['LOMBA', 'FOTOGRAFI'], 'ABADIKAN MOMENMU', 'UMUM', 'Cukup dengan ponsel', '◎'],
  [['VIDEO', 'PENDEK'], 'FESTIVAL FILM PELAJAR', 'SMP • SMA', 'Durasi 3–5 menit', '▶'],
  [['BUSINESS', 'PLAN'], 'KOMPETISI RENCANA BISNIS', 'MAHASISWA', 'Wujudkan ide usahamu', 'Rp'],
  [['HACKATHON', '48 JAM'], 'KOMPETISI TEKNOLOGI', 'MAHASISWA • UMUM', 'Bangun solusi nyata', '</>'],
  [['UI/UX', 'DESIGN'], 'KOMPETISI DESAIN APLIKASI', 'SMA • MAHASISWA', 'Rancang pengalaman terbaik', '[ ]'],
  [['KONTES', 'ROBOTIK'], 'TINGKAT NASIONAL', 'SD • SMP • SMA', 'Rakit, program, tanding!', 'RX-1'],
  [['LOMBA', 'CERPEN'], 'MENULIS KREATIF', 'SMP • SMA', 'Ceritakan duniamu', '…'],
  [['LOMBA', 'CIPTA PUISI'], 'IBU PERTIWI', 'SEMUA KALANGAN', 'Rangkai kata, sentuh hati', '~'],
  [['LOMBA', 'PIDATO'], 'BAHASA INDONESIA', 'SMA', 'Bicara dengan percaya diri', '!'],
  [['LOMBA TARI', 'TRADISIONAL'], 'FESTIVAL BUDAYA', 'SD • SMP • SMA', 'Lestarikan budaya bangsa', '✦'],
  [['LOMBA', 'NYANYI SOLO'], 'ANAK DAN REMAJA', 'SD • SMP', 'Tunjukkan suara terbaikmu', '♪'],
  [['LOMBA', 'MEWARNAI'], 'KHUSUS TK DAN SD', 'SD', 'Gratis untuk anak-anak', '★'],
  [['CERDAS', 'CERMAT'], 'ADU CEPAT TEPAT', 'SD', 'Matematika dan IPA', '?'],
  [['LOMBA', 'KALIGRAFI'], 'SENI TULIS INDAH', 'SD • SMP • SMA', 'Khat naskhi dan dekorasi', '◆'],
  [['TURNAMEN', 'FUTSAL'], 'PIALA REKTOR', 'SMA', 'Antar-sekolah se-provinsi', '●'],
  [['TURNAMEN', 'E-SPORT'], 'MAHASISWA NUSANTARA', 'MAHASISWA • UMUM', 'Gratis • Daring', 'GG'],
  [['KOMPETISI', 'STARTUP'], 'INKUBATOR MUDA', 'MAHASISWA • UMUM', 'Pitching di depan investor', '↗'],
  [['CALL FOR', 'PAPER'], 'SEMINAR NASIONAL', 'GURU • DOSEN', 'Terbit di prosiding ber-ISBN', '§'],
  [['LOMBA', 'INFOGRAFIS'], 'LITERASI KEUANGAN', 'SMA • MAHASISWA', 'Data jadi cerita', '%'],
  [['LOMBA', 'SPEECH'], 'BAHASA INGGRIS', 'SMP', 'Speak up, shine bright', '“ ”'],
  [['STORY', 'TELLING'], 'BAHASA INGGRIS', 'SD', 'Once upon a time…', 'ABC'],
  [['LOMBA', 'TILAWAH'], 'PELAJAR MUSLIM', 'SD • SMP', 'Tartil dan tilawah', '✧'],
  [['COMPETITIVE', 'PROGRAMMING'], 'LOMBA PEMROGRAMAN', 'MAHASISWA', 'Tim tiga orang', '{ }'],
  [['KOMPETISI', 'ANALISIS', 'DATA'], 'TERBUKA', 'MAHASISWA • UMUM', 'Dataset terbuka, ide baru', '▲'],
  [['LOMBA VLOG', 'WISATA DESA'], 'KONTEN KREATIF', 'UMUM', 'Promosikan desamu', '▶'],
  [['FESTIVAL', 'CAFÉ & KRÉASI'], 'LOMBA FOTO “SENJA”', 'UMUM', 'Tangkap cahaya senja', '◎'],
  [['LOMBA', 'MENDONGENG'], 'ANAK INDONESIA', 'SD', 'Cerita rakyat Nusantara', '★'],
  [['OLIMPIADE', 'EKONOMI &', 'AKUNTANSI'], 'TINGKAT SMA', 'SMA', 'Hitung, analisis, juara!', 'Rp'],
];

function hsl(h, s, l) {
  const k = (n) => (n + h / 30) % 12;
  const a = (s / 100) * Math.min(l / 100, 1 - l / 100);
  const f = (n) => l / 100 - a * Math.max(-1, Math.min(k(n) - 3, Math.min(9 - k(n), 1)));
  return (
    '#' +
    [f(0), f(8), f(4)]
      .map((x) =>
        Math.round(x * 255)
          .toString(16)
          .padStart(2, '0'),
      )
      .join('')
  );
}

const esc = (s) => s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');
const r = (n) => Math.round(n);

function motif(kind, rand, fg) {
  const o = `fill="${fg}"`;
  switch (kind) {
    case 0: // circles
      return `<g ${o} opacity=".16"><circle cx="520" cy="120" r="170"/><circle cx="80" cy="700" r="140"/><circle cx="470" cy="640" r="60"/></g>`;
    case 1: // diagonal stripes
      return `<g stroke="${fg}" stroke-width="26" opacity=".12">${[0, 1, 2, 3, 4].map((i) => `<path d="M${-200 + i * 90} 800L${400 + i * 90} 0"/>`).join('')}</g>`;
    case 2: {
      // dot grid
      return `<defs><pattern id="d" width="28" height="28" patternUnits="userSpaceOnUse"><circle cx="4" cy="4" r="3" ${o}/></pattern></defs><rect x="330" y="30" width="250" height="250" fill="url(#d)" opacity=".3"/><rect x="20" y="600" width="200" height="170" fill="url(#d)" opacity=".25"/>`;
    }
    case 3: // mountains
      return `<g ${o}><path d="M0 800V640l140-120 110 90 150-170 200 200v160z" opacity=".14"/><path d="M0 800v-90l180-90 160 110 120-70 140 80v60z" opacity=".18"/></g>`;
    case 4: // rings
      return `<g fill="none" stroke="${fg}" opacity=".16">${[60, 110, 160, 210].map((rr) => `<circle cx="560" cy="90" r="${rr}" stroke-width="14"/>`).join('')}</g>`;
    case 5: // waves
      return `<g fill="none" stroke="${fg}" stroke-width="10" opacity=".18">${[660, 700, 740].map((y) => `<path d="M0 ${y}q75-40 150 0t150 0 150 0 150 0"/>`).join('')}</g>`;
    case 6: {
      // diamonds
      const ds = [
        [500, 160, 70],
        [80, 120, 40],
        [520, 600, 50],
        [110, 660, 80],
      ];
      return `<g ${o} opacity=".14">${ds.map(([x, y, s]) => `<path d="M${x} ${y - s}l${s} ${s}-${s} ${s}-${s}-${s}z"/>`).join('')}</g>`;
    }
    default: {
      // confetti
      let out = '';
      for (let i = 0; i < 18; i++) {
        const x = r(rand() * W);
        const y = r(rand() < 0.5 ? rand() * 200 : 600 + rand() * 200);
        out +=
          i % 2
            ? `<circle cx="${x}" cy="${y}" r="${r(5 + rand() * 9)}"/>`
            : `<rect x="${x}" y="${y}" width="18" height="8" transform="rotate(${r(rand() * 180)} ${x} ${y})"/>`;
      }
      return `<g ${o} opacity=".3">${out}</g>`;
    }
  }
}

function poster([lines, kicker, label, tagline, glyph], i) {
  const rand = mulberry32(1000 + i);
  const hue = (i * 137.508 + 12) % 360;
  const light = i % 3 === 2;
  const c1 = light ? hsl(hue, 80, 86) : hsl(hue, 70, 34);
  const c2 = light ? hsl((hue + 50) % 360, 75, 72) : hsl((hue + 40) % 360, 75, 18);
  const fg = light ? '#1c1917' : '#ffffff';
  const accent = light ? hsl((hue + 180) % 360, 70, 32) : hsl((hue + 180) % 360, 90, 70);
  const angle = [
    [0, 0, 1, 1],
    [1, 0, 0, 1],
    [0, 0, 0, 1],
    [0, 1, 1, 0],
  ][i % 4];
  const center = i % 2 === 1;
  const x = center ? W / 2 : 48;
  const anchor = center ? ' text-anchor="middle"' : '';
  const longest = Math.max(...lines.map((l) => [...l].length));
  // Wide bold fallbacks (DejaVu Sans Bold) need ~0.8em per capital; narrower system fonts just get more margin.
  const size = Math.min(88, Math.floor(504 / (longest * 0.8)));
  const step = r(size * 1.08);
  const blockHeight = 42 + size + (lines.length - 1) * step + 60 + 139;
  const top = r(380 - blockHeight / 2) + 42 + size;
  const title = lines
    .map((l, n) => `<text x="${x}" y="${top + n * step}" font-size="${size}" font-weight="900"${anchor}>${esc(l)}</text>`)
    .join('');
  const after = top + (lines.length - 1) * step;
  const pillW = r([...label].length * 13 + 40);
  const pillX = center ? r(W / 2 - pillW / 2) : 48;
  return `<?xml version="1.0" encoding="UTF-8"?>
<svg xmlns="http://www.w3.org/2000/svg" width="${W}" height="${H}" viewBox="0 0 ${W} ${H}" font-family="system-ui, sans-serif" role="img" aria-label="${esc(lines.join(' '))}">
<defs><linearGradient id="g" x1="${angle[0]}" y1="${angle[1]}" x2="${angle[2]}" y2="${angle[3]}"><stop offset="0" stop-color="${c1}"/><stop offset="1" stop-color="${c2}"/></linearGradient></defs>
<rect width="${W}" height="${H}" fill="url(#g)"/>
${motif(i % 8, rand, fg)}
<text x="${center ? 60 : 540}" y="700" font-size="170" font-weight="900" fill="${fg}" opacity=".1"${center ? '' : ' text-anchor="end"'}>${esc(glyph)}</text>
<g fill="${fg}">
<text x="${x}" y="${top - size - 20}" font-size="22" font-weight="700" letter-spacing="3"${anchor} opacity=".85">${esc(kicker)}</text>
${title}
<text x="${x}" y="${after + 60}" font-size="28" font-weight="500"${anchor}>${esc(tagline)}</text>
</g>
<rect x="${pillX}" y="${after + 95}" width="${pillW}" height="44" rx="22" fill="${accent}"/>
<text x="${pillX + pillW / 2}" y="${after + 125}" font-size="20" font-weight="800" text-anchor="middle" fill="${light ? '#ffffff' : '#111827'}">${esc(label)}</text>
<rect y="728" width="${W}" height="72" fill="#000" opacity=".28"/>
<text x="${W / 2}" y="772" font-size="22" font-weight="600" text-anchor="middle" fill="#fff">Pendaftaran dibuka • example.com/daftar</text>
</svg>
`;
}

const PLACEHOLDER = `<?xml version="1.0" encoding="UTF-8"?>
<svg xmlns="http://www.w3.org/2000/svg" width="${W}" height="${H}" viewBox="0 0 ${W} ${H}" font-family="system-ui, sans-serif" role="img" aria-label="Poster belum tersedia">
<defs><linearGradient id="g" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#f3f4f6"/><stop offset="1" stop-color="#d1d5db"/></linearGradient></defs>
<rect width="${W}" height="${H}" fill="url(#g)"/>
<g fill="none" stroke="#9ca3af" stroke-width="12" stroke-linejoin="round"><rect x="180" y="250" width="240" height="190" rx="18"/><path d="M190 420l80-90 60 60 40-40 40 60"/></g>
<circle cx="370" cy="300" r="20" fill="#9ca3af"/>
<text x="300" y="520" font-size="34" font-weight="700" text-anchor="middle" fill="#4b5563">Poster belum tersedia</text>
</svg>
`;

export const POSTER_COUNT = POSTERS.length;

/** The raster file name of poster n (1-based): every fifth is a PNG, the rest JPEG. */
export function rasterPosterName(n) {
  return `poster-${String(n).padStart(2, '0')}.${n % 5 === 0 ? 'png' : 'jpg'}`;
}

const RW = 1080;
const RH = 1350;

/** Zero-centred grain, the same for every poster of one strength (cheap: made once, added per poster). */
function grain(amplitude, seed) {
  const rand = mulberry32(seed);
  const out = new Int8Array(RW * RH);
  for (let i = 0; i < out.length; i++) out[i] = Math.round(((rand() + rand() + rand()) / 3 - 0.5) * 2 * amplitude);
  return out;
}

const grains = {};

/** Poster n (1-based) as raster bytes: the design at 1080x1350 with grain, JPEG or (every fifth) PNG. */
export async function makeRasterPoster(n) {
  const { default: sharp } = await import('sharp');
  const png = rasterPosterName(n).endsWith('.png');
  // Less grain in the PNGs: lossless, they would pass 2 MB with the JPEGs' grain.
  const g = png ? (grains.png ??= grain(8, 11)) : (grains.jpg ??= grain(36, 7));
  // The 600x800 design drawn at 1080x1350: a 4:5 poster, as Instagram crops them.
  const pixels = await sharp(Buffer.from(poster(POSTERS[n - 1], n - 1)), { density: (72 * RW) / W })
    .resize(RW, RH, { fit: 'fill' })
    .removeAlpha()
    .raw()
    .toBuffer();
  for (let p = 0, o = 0; p < g.length; p++, o += 3) {
    const d = g[p];
    pixels[o] = Math.max(0, Math.min(255, pixels[o] + d));
    pixels[o + 1] = Math.max(0, Math.min(255, pixels[o + 1] + d));
    pixels[o + 2] = Math.max(0, Math.min(255, pixels[o + 2] + d));
  }
  const img = sharp(pixels, { raw: { width: RW, height: RH, channels: 3 } });
  return png ? img.png({ compressionLevel: 6 }).toBuffer() : img.jpeg({ quality: 86 + (n % 4) * 2 }).toBuffer();
}

/** Writes the raster posters missing from `dir`; returns the folder. */
export async function ensureRasterPosters(dir) {
  const out = resolve(dir);
  mkdirSync(out, { recursive: true });
  const missing = POSTERS.map((_, i) => i + 1).filter((n) => !existsSync(join(out, rasterPosterName(n))));
  if (missing.length === 0) return out;
  const started = Date.now();
  for (const n of missing) {
    const name = rasterPosterName(n);
    // Written under a temporary name first, so a poster host never serves half a file.
    writeFileSync(join(out, `${name}.tmp`), await makeRasterPoster(n));
    renameSync(join(out, `${name}.tmp`), join(out, name));
  }
  console.log(`Made ${missing.length} raster posters in ${out} (${((Date.now() - started) / 1000).toFixed(1)} s)`);
  return out;
}

function writeSvgPosters() {
  mkdirSync(OUT_DIR, { recursive: true });
  POSTERS.forEach((p, i) => writeFileSync(`${OUT_DIR}poster-${String(i + 1).padStart(2, '0')}.svg`, poster(p, i)));
  writeFileSync(`${OUT_DIR}placeholder.svg`, PLACEHOLDER);
  console.log(`Wrote ${POSTERS.length} posters and placeholder.svg to ${OUT_DIR}`);
}

if (process.argv[1] && import.meta.url === pathToFileURL(resolve(process.argv[1])).href) {
  const at = process.argv.indexOf('--raster');
  if (at === -1) writeSvgPosters();
  else await ensureRasterPosters(process.argv[at + 1] || '.posters');
}
