import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Competition } from '@/lib/competitions/schema';
import { AdminApiError, createCompetitionRequest, deleteCompetitionRequest, fetchCompetition, updateCompetitionRequest } from './api';

const item: Competition = {
  id: '1',
  title: 'Lomba',
  description: 'Deskripsi',
  thumbnails: [],
  tags: [],
  categories: ['ALL'],
  registration: { start: '2025-07-01', end: '2025-08-01' },
  published_date: '2025-07-01',
};
const { id: _id, ...input } = item;

function answer(status: number, body: unknown) {
  const fetchMock = vi.fn(async (_url: string, _init?: RequestInit) => new Response(JSON.stringify(body), { status }));
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

afterEach(() => vi.unstubAllGlobals());

describe('admin api', () => {
  it('creates with POST and returns the stored item and its version', async () => {
    const f = answer(201, { item, version: 'abc' });
    await expect(createCompetitionRequest(input)).resolves.toEqual({ competition: item, version: 'abc' });
    const [url, init] = f.mock.calls[0]!;
    expect(url).toBe('/api/competitions');
    expect(init?.method).toBe('POST');
    expect(JSON.parse(String(init?.body))).toEqual(input);
  });

  it('updates with PUT and the loaded version', async () => {
    const f = answer(200, { item, version: 'new' });
    await updateCompetitionRequest('a/b', input, 'old');
    const [url, init] = f.mock.calls[0]!;
    expect(url).toBe('/api/competitions/a%2Fb');
    expect(JSON.parse(String(init?.body))).toEqual({ competition: input, baseVersion: 'old' });
  });

  it('deletes with the version in the query', async () => {
    const f = answer(200, { item, version: 'v' });
    await deleteCompetitionRequest('1', 'v 1');
    expect(f.mock.calls[0]![0]).toBe('/api/competitions/1?version=v%201');
    expect(f.mock.calls[0]![1]?.method).toBe('DELETE');
  });

  it('turns refusals into errors with the server message and field messages', async () => {
    answer(409, { error: 'Gagal menyimpan: Terjadi konflik data. Coba muat ulang halaman dan simpan lagi.' });
    await expect(updateCompetitionRequest('1', input, 'v')).rejects.toMatchObject({
      status: 409,
      message: expect.stringContaining('konflik'),
    });
    answer(422, { error: 'Data lomba tidak valid.', fields: { title: 'Judul wajib diisi.' } });
    await expect(createCompetitionRequest(input)).rejects.toMatchObject({ status: 422, fields: { title: 'Judul wajib diisi.' } });
    answer(502, 'oops');
    await expect(createCompetitionRequest(input)).rejects.toMatchObject({ status: 502, message: '' });
  });

  it('a network failure or an odd answer is status 0', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => Promise.reject(new TypeError('offline'))),
    );
    await expect(createCompetitionRequest(input)).rejects.toBeInstanceOf(AdminApiError);
    answer(201, { item: { ...item, categories: ['XX'] }, version: 'v' });
    await expect(createCompetitionRequest(input)).rejects.toMatchObject({ status: 0 });
  });

  it('loads one competition, checked with the server schema', async () => {
    const f = answer(200, { item, version: 'v1' });
    await expect(fetchCompetition('a/b')).resolves.toEqual({ competition: item, version: 'v1' });
    expect(f.mock.calls[0]![0]).toBe('/api/competitions/a%2Fb');
    expect(f.mock.calls[0]![1]?.cache).toBe('no-store');
    answer(200, { item: { ...item, registration: { start: '2025-02-30', end: '' } }, version: 'v' });
    await expect(fetchCompetition('1')).rejects.toMatchObject({ status: 0 });
    answer(404, { error: 'Lomba tidak ditemukan.' });
    await expect(fetchCompetition('1')).rejects.toMatchObject({ status: 404, message: 'Lomba tidak ditemukan.' });
  });
});
