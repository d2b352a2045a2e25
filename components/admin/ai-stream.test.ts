import { describe, expect, it } from 'vitest';
import { readNdjson } from './ai-stream';

/** A body that arrives in the given byte chunks. */
function streamOf(...chunks: (string | Uint8Array)[]): ReadableStream<Uint8Array> {
  const encoder = new TextEncoder();
  return new ReadableStream({
    start(controller) {
      for (const c of chunks) controller.enqueue(typeof c === 'string' ? encoder.encode(c) : c);
      controller.close();
    },
  });
}

async function collect(stream: ReadableStream<Uint8Array>): Promise<unknown[]> {
  const values: unknown[] = [];
  await readNdjson(stream, (v) => values.push(v));
  return values;
}

describe('readNdjson', () => {
  it('hands over one value per line, across chunk boundaries', async () => {
    expect(await collect(streamOf('{"a":1}\n{"b"', ':2}\n', '{"c":3}\n'))).toEqual([{ a: 1 }, { b: 2 }, { c: 3 }]);
  });

  it('reads a last line without a newline and skips blank lines', async () => {
    expect(await collect(streamOf('\n{"a":1}\r\n\n', '  \n{"b":2}'))).toEqual([{ a: 1 }, { b: 2 }]);
  });

  it('keeps a multi-byte character split between chunks', async () => {
    const bytes = new TextEncoder().encode('{"t":"Lomba “Esai” – Ökke"}\n');
    const cut = bytes.indexOf(0xe2) + 1;
    expect(await collect(streamOf(bytes.slice(0, cut), bytes.slice(cut)))).toEqual([{ t: 'Lomba “Esai” – Ökke' }]);
  });

  it('hands over each value as soon as its line is complete', async () => {
    const seen: unknown[] = [];
    let push: (s: string) => void = () => {};
    let end: () => void = () => {};
    const encoder = new TextEncoder();
    const stream = new ReadableStream<Uint8Array>({
      start(controller) {
        push = (s) => controller.enqueue(encoder.encode(s));
        end = () => controller.close();
      },
    });
    const done = readNdjson(stream, (v) => seen.push(v));
    push('{"n":1}\n{"n":');
    await new Promise((r) => setTimeout(r, 10));
    expect(seen).toEqual([{ n: 1 }]);
    push('2}\n');
    end();
    await done;
    expect(seen).toEqual([{ n: 1 }, { n: 2 }]);
  });

  it('throws on a line that is not JSON', async () => {
    await expect(collect(streamOf('{"a":1}\nnot json\n'))).rejects.toThrow(SyntaxError);
  });
});
