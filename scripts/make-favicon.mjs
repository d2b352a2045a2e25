// Writes public/favicon.ico from public/favicon.svg: 16, 32 and 48 px PNG images in one ICO file, for browsers and
// crawlers that ask for /favicon.ico whatever the page links. The output is committed; run again only after
// changing the SVG: node scripts/make-favicon.mjs (sharp comes with Next.js; nothing is downloaded).
import { readFileSync, writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import sharp from 'sharp';

const SVG = fileURLToPath(new URL('../public/favicon.svg', import.meta.url));
const OUT = fileURLToPath(new URL('../public/favicon.ico', import.meta.url));
const SIZES = [16, 32, 48];

const svg = readFileSync(SVG);
const images = await Promise.all(SIZES.map((size) => sharp(svg, { density: 384 }).resize(size, size).png().toBuffer()));

// ICONDIR (6 bytes), one ICONDIRENTRY (16 bytes) per image, then the PNG data (allowed in ICO since Windows Vista).
const header = Buffer.alloc(6);
header.writeUInt16LE(0, 0);
header.writeUInt16LE(1, 2);
header.writeUInt16LE(images.length, 4);
let offset = 6 + 16 * images.length;
const entries = images.map((png, i) => {
  const size = SIZES[i];
  const entry = Buffer.alloc(16);
  entry.writeUInt8(size === 256 ? 0 : size, 0);
  entry.writeUInt8(size === 256 ? 0 : size, 1);
  entry.writeUInt8(0, 2); // no palette
  entry.writeUInt8(0, 3);
  entry.writeUInt16LE(1, 4); // colour planes
  entry.writeUInt16LE(32, 6); // bits per pixel
  entry.writeUInt32LE(png.length, 8);
  entry.writeUInt32LE(offset, 12);
  offset += png.length;
  return entry;
});
writeFileSync(OUT, Buffer.concat([header, ...entries, ...images]));
console.log(`wrote ${OUT} (${offset} bytes)`);
