/**
 * Reads a newline-delimited JSON body (`application/x-ndjson`), handing each parsed line to `onValue` as it
 * arrives. Blank lines are skipped; a line that is not JSON throws a SyntaxError.
 */
export async function readNdjson(body: ReadableStream<Uint8Array>, onValue: (value: unknown) => void): Promise<void> {
  const reader = body.getReader();
  const decoder = new TextDecoder();
  let buffered = '';
  const flush = (final: boolean) => {
    const lines = buffered.split('\n');
    buffered = final ? '' : (lines.pop() ?? '');
    for (const line of lines) {
      const text = line.trim();
      if (text) onValue(JSON.parse(text));
    }
  };
  try {
    for (;;) {
      const { done, value } = await reader.read();
      if (done) break;
      // `stream: true` keeps a multi-byte character split across chunks intact.
      buffered += decoder.decode(value, { stream: true });
      flush(false);
    }
    buffered += decoder.decode();
    flush(true);
  } finally {
    reader.releaseLock();
  }
}
