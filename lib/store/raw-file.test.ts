import { describe, expect, it } from 'vitest';
import { serialiseDataFile } from '@/lib/competitions/normalise';
import { insertRecord, positionOf, removeRecord, replaceRecord, replaceRecordAt, replaceShown, updatedPosition } from './raw-edit';
import { type DataFile, readDataFile, recordBytes, serialiseRecords } from './raw-file';
import { splitArray } from './split-array';

const text = (b: Uint8Array) => Buffer.from(b).toString('utf8');
const bytesOf = (s: string) => Buffer.from(s, 'utf8');

const good = (id: string, extra: Record<string, unknown> = {}) => ({
  id,
  title: `Lomba ${id}`,
  description: 'Deskripsi',
  thumbnails: [],
  tags: ['esai'],
  categories: ['SMA'],
  registration: { start: '2025-07-01', end: '2025-08-01' },
  published_date: '2025-07-01',
  ...extra,
});

describe('splitArray', () => {
  it('finds each element of an array, whatever its layout and contents', () => {
    const src = ' [ {"a":"x\\"]},{","b":[1,{"c":"}"}]} ,"s\\\\",  12.5e3 ,true,null,[],{}, "😀 é" ]\n';
    const buf = bytesOf(src);
    const parts = splitArray(buf).map(([s, e]) => buf.subarray(s, e).toString('utf8'));
    expect(parts).toEqual(['{"a":"x\\"]},{","b":[1,{"c":"}"}]}', '"s\\\\"', '12.5e3', 'true', 'null', '[]', '{}', '"😀 é"']);
    expect(parts.map((p) => JSON.parse(p))).toEqual(JSON.parse(src));
  });

  it('reads an empty array', () => {
    expect(splitArray(bytesOf('[]'))).toEqual([]);
    expect(splitArray(bytesOf(' [ \n ] '))).toEqual([]);
  });
});

describe('readDataFile and serialiseRecords', () => {
  it('writes back a file the old writer made, byte for byte', () => {
    const src = serialiseDataFile([good('1'), good('2')] as never);
    const file = readDataFile(bytesOf(src));
    expect(serialiseRecords(file.records).bytes.toString('utf8')).toBe(src);
    expect(serialiseRecords([]).bytes.toString('utf8')).toBe('[]\n');
  });

  it('keeps each record of a hand-made file exactly, inside a two-space array', () => {
    const src = '[{"id":"1","title":"A","prize":"Rp 1.000.000"},\n\n   {"id":"","title":"tanpa id"}  ,{"id":"3",\t"title":"\\ud800"}]';
    const file = readDataFile(bytesOf(src));
    expect(file.records.map(text)).toEqual([
      '{"id":"1","title":"A","prize":"Rp 1.000.000"}',
      '{"id":"","title":"tanpa id"}',
      '{"id":"3",\t"title":"\\ud800"}',
    ]);
    expect(file.items.map((c) => [c.id, c.title])).toEqual([
      ['1', 'A'],
      ['3', '\ufffd'],
    ]);
    expect(file.itemRecords).toEqual([0, 2]);
    expect(file.dropped).toEqual([{ index: 1, reason: 'id kosong', title: 'tanpa id' }]);
    const out = serialiseRecords(file.records).bytes.toString('utf8');
    expect(out).toBe(
      '[\n  {"id":"1","title":"A","prize":"Rp 1.000.000"},\n  {"id":"","title":"tanpa id"},\n  {"id":"3",\t"title":"\\ud800"}\n]\n',
    );
    expect(JSON.parse(out)).toEqual(JSON.parse(src));
  });

  it('formats a new record as JSON.stringify(list, null, 2) would', () => {
    const value = good('9', { nested: { a: [1, 2] } });
    expect(serialiseRecords([recordBytes(value)]).bytes.toString('utf8')).toBe(JSON.stringify([value], null, 2) + '\n');
  });

  it('keeps invalid UTF-8 bytes of records it does not touch', () => {
    const buf = Buffer.concat([bytesOf('[{"id":"1","title":"A"},{"id":"2","title":"B'), Buffer.from([0xed, 0xa0, 0x80]), bytesOf('"}]')]);
    const file = readDataFile(buf);
    expect(file.items.map((c) => c.title)).toEqual(['A', 'B\ufffd\ufffd\ufffd']);
    const next = removeRecord(file, 0);
    expect(Buffer.compare(Buffer.from(next.records[0]!), buf.subarray(24, buf.length - 1))).toBe(0);
  });
});

/** What reading the edited file back gives: the incremental edit must agree with it exactly. */
const reread = (file: DataFile) => readDataFile(serialiseRecords(file.records).bytes);
const plain = (f: DataFile) => ({ records: f.records.map(text), items: f.items, itemRecords: f.itemRecords, dropped: f.dropped });

describe('record edits agree with a full re-read', () => {
  const shapes = [
    () => good(String(Math.floor(Math.random() * 6))),
    () => ({ ...good(String(Math.floor(Math.random() * 6))), title: '' }),
    () => ({ title: 'tanpa id' }),
    () => ({ ...good('x'), title: 'x'.repeat(301) }),
    () => ({ ...good(String(Math.floor(Math.random() * 6))), prize: 'Rp 5 juta', organizer: { name: 'OSIS' } }),
    () => 'bukan objek',
  ];
  const random = () => recordBytes(shapes[Math.floor(Math.random() * shapes.length)]!());

  it('for random inserts, removals and replacements over files with duplicates and unreadable records, ids found included', () => {
    let inPlaceCount = 0;
    for (let round = 0; round < 200; round++) {
      let file = readDataFile(serialiseRecords(Array.from({ length: Math.floor(Math.random() * 8) }, random)).bytes);
      for (let step = 0; step < 6; step++) {
        const n = file.records.length;
        const kind = n === 0 ? 0 : Math.floor(Math.random() * 3);
        const at = Math.floor(Math.random() * (kind === 0 ? n + 1 : n));
        file = kind === 0 ? insertRecord(file, at, random()) : kind === 1 ? removeRecord(file, at) : replaceRecord(file, at, random());
        expect(plain(file)).toEqual(plain(reread(file)));
        // A record replaced and moved in one copy: the same as removing it and inserting the bytes there.
        if (file.records.length) {
          const index = Math.floor(Math.random() * file.records.length);
          const bytes = random();
          let to = -1;
          const moved = replaceRecordAt(file, index, bytes, (without) => (to = Math.floor(Math.random() * (without.records.length + 1))));
          expect(plain(moved)).toEqual(plain(insertRecord(removeRecord(file, index), to, bytes)));
          expect(plain(moved)).toEqual(plain(reread(moved)));
          file = moved;
        }
        // A shown item saved in place, when replaceShown takes it: the same as a re-read, and as the general path
        // (removed, then inserted where updatedPosition puts it).
        if (file.items.length) {
          const pos = Math.floor(Math.random() * file.items.length);
          const bytes = Math.random() < 0.5 ? recordBytes({ ...good(file.items[pos]!.id), title: `Lomba ${Math.random()}` }) : random();
          const inPlace = replaceShown(file, pos, bytes);
          if (inPlace) {
            const index = file.itemRecords[pos]!;
            expect(plain(inPlace)).toEqual(plain(reread(inPlace)));
            const without = removeRecord(file, index);
            const at = updatedPosition(without, index, file.items[pos]!, inPlace.items[pos]!);
            expect(plain(inPlace)).toEqual(plain(insertRecord(without, at, bytes)));
            file = inPlace;
            inPlaceCount++;
          }
        }
        expect(plain(file)).toEqual(plain(reread(file)));
        // The id list each edit carries along finds every item where it is.
        for (const id of ['0', '1', '2', '3', '4', '5', 'x', 'tanpa'])
          expect(positionOf(file, id), `id ${id}`).toBe(file.items.findIndex((c) => c.id === id));
      }
    }
    expect(inPlaceCount).toBeGreaterThan(50);
  });
});
