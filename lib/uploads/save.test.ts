import { describe, expect, it, vi } from 'vitest';
import { UploadError } from './check';
import { storeCheckedPosters } from './save';
import type { UploadStore } from './store';

function memoryStore(failOn?: string): UploadStore & { files: Map<string, Buffer> } {
  const files = new Map<string, Buffer>();
  return {
    kind: 'local',
    files,
    put: async (name, bytes) => {
      if (name === failOn) throw new Error('disk full');
      files.set(name, bytes);
    },
    get: async (name) => files.get(name) ?? null,
    remove: async (name) => void files.delete(name),
    list: async () => [...files.keys()],
  };
}

const poster = (name: string) => ({ name, bytes: Buffer.from(name), width: 10, height: 10 });

describe('storeCheckedPosters', () => {
  it('stores every poster and returns their names', async () => {
    const store = memoryStore();
    expect(await storeCheckedPosters([poster('a.webp'), poster('b.webp')], store)).toEqual(['a.webp', 'b.webp']);
    expect([...store.files.keys()]).toEqual(['a.webp', 'b.webp']);
  });

  it('stores none when one fails: those already stored are removed, and the error is the 502 upload message', async () => {
    const store = memoryStore('c.webp');
    const quiet = vi.spyOn(console, 'error').mockImplementation(() => {});
    const run = storeCheckedPosters([poster('a.webp'), poster('b.webp'), poster('c.webp')], store);
    await expect(run).rejects.toBeInstanceOf(UploadError);
    await expect(run).rejects.toMatchObject({ status: 502, message: 'Poster gagal disimpan. Coba lagi nanti.' });
    expect(store.files.size).toBe(0);
    quiet.mockRestore();
  });
});
