import { mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { afterAll, describe, expect, it } from 'vitest';
import { checkPoster, UploadError } from './check';
import { createLocalUploadStore } from './store';
import { savePosters } from './save';
import { isUploadPath, uploadName } from './path';

const dir = mkdtempSync(path.join(tmpdir(), 'uploads-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

const image = (format: 'png' | 'jpeg' | 'webp' | 'gif', width = 400, height = 500, exif = false) => {
  let img = sharp({ create: { width, height, channels: 3, background: '#2255aa' } });
  if (exif) img = img.withExif({ IFD0: { ImageDescription: 'GPS -6.2,106.8', Artist: 'Panitia' } });
  return img.toFormat(format).toBuffer();
};

const refusal = async (p: Promise<unknown>) => {
  const e = await p.then(
    () => null,
    (err: unknown) => err,
  );
  expect(e).toBeInstanceOf(UploadError);
  return (e as UploadError).message;
};

describe('checkPoster', () => {
  it('keeps JPEG, PNG and WebP as a JPEG under a site-made name, without EXIF', async () => {
    for (const format of ['png', 'jpeg', 'webp'] as const) {
      const source = await image(format, 400, 500, true);
      if (format === 'jpeg') expect((await sharp(source).metadata()).exif).toBeDefined();
      const poster = await checkPoster(source);
      expect(poster.name).toMatch(/^[0-9a-f]{24}\.jpg$/);
      const meta = await sharp(poster.bytes).metadata();
      expect(meta).toMatchObject({ format: 'jpeg', width: 400, height: 500 });
      expect(meta.exif).toBeUndefined();
      expect(meta.icc).toBeUndefined();
    }
  });

  it('reads the type from the bytes: text named .png, a GIF and an empty file are refused', async () => {
    expect(await refusal(checkPoster(Buffer.from('bukan gambar\n'.repeat(20))))).toBe('File bukan gambar JPEG, PNG, atau WebP.');
    expect(await refusal(checkPoster(await image('gif')))).toBe('File bukan gambar JPEG, PNG, atau WebP.');
    expect(await refusal(checkPoster(new Uint8Array()))).toBe('File bukan gambar JPEG, PNG, atau WebP.');
  });

  it('refuses more than 5 MB and more than 40 megapixels before decoding', async () => {
    expect(await refusal(checkPoster(new Uint8Array(5 * 1024 * 1024 + 1)))).toBe('Ukuran poster paling besar 5 MB per file.');
    // A small PNG that decodes to 8000 x 6000 pixels (a decompression bomb's shape).
    const bomb = await sharp({ create: { width: 8000, height: 6000, channels: 3, background: '#000' } })
      .png({ compressionLevel: 9 })
      .toBuffer();
    expect(bomb.length).toBeLessThan(5 * 1024 * 1024);
    expect(await refusal(checkPoster(bomb))).toBe('Poster terlalu besar: paling banyak 40 megapiksel.');
  });

  it('a large poster is stored at most 2048 px wide', async () => {
    const poster = await checkPoster(await image('jpeg', 3000, 4000));
    expect(await sharp(poster.bytes).metadata()).toMatchObject({ width: 2048, height: 2731 });
  });
});

describe('savePosters', () => {
  it('stores every file, or none when one is bad', async () => {
    const store = createLocalUploadStore(dir);
    const good = new Blob([new Uint8Array(await image('png'))]);
    const bad = new Blob(['bukan gambar']);
    expect(await refusal(savePosters([good, bad], store))).toBe('File bukan gambar JPEG, PNG, atau WebP.');
    expect(readdirSync(dir)).toEqual([]);
    const paths = await savePosters([good, good], store);
    expect(paths).toHaveLength(2);
    expect(paths.every(isUploadPath)).toBe(true);
    expect(readdirSync(dir).sort()).toEqual(paths.map((p) => uploadName(p)).sort());
    await store.remove(uploadName(paths[0]!)!);
    await store.remove(uploadName(paths[0]!)!);
    expect(await store.get(uploadName(paths[0]!)!)).toBeNull();
    expect(await store.get(uploadName(paths[1]!)!)).not.toBeNull();
  });

  it('upload paths are exactly the site-made ones', () => {
    expect(isUploadPath('/unggahan/0123456789abcdef01234567.jpg')).toBe(true);
    for (const p of [
      '/unggahan/../data.json',
      '/unggahan/poster.jpg',
      '/posters/a.svg',
      'https://x.test/unggahan/0123456789abcdef01234567.jpg',
    ])
      expect(isUploadPath(p)).toBe(false);
  });
});
