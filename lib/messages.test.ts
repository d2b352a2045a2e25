import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import * as messages from './messages';

const ROOT = path.resolve(__dirname, '..');

function sources(dir: string): string[] {
  return readdirSync(path.join(ROOT, dir), { withFileTypes: true }).flatMap((e) => {
    const rel = path.join(dir, e.name);
    if (e.isDirectory()) return sources(rel);
    return /\.tsx?$/.test(e.name) && !/\.test\.tsx?$/.test(e.name) ? [rel] : [];
  });
}

// Sentences only: field labels ("Judul", "Kategori") are words the UI uses everywhere.
const texts = Object.values(messages)
  .flatMap((group) => Object.values(group as Record<string, string>))
  .filter((m) => m.endsWith('.'));

describe('lib/messages', () => {
  it('is the only place each of its messages is written', () => {
    const files = ['app', 'components', 'lib'].flatMap(sources).filter((f) => f !== path.join('lib', 'messages.ts'));
    const twice = files.flatMap((f) => {
      const text = readFileSync(path.join(ROOT, f), 'utf8');
      return texts.filter((m) => text.includes(`'${m}'`) || text.includes(`"${m}"`) || text.includes(`>${m}<`)).map((m) => `${f}: ${m}`);
    });
    expect(twice).toEqual([]);
  });

  it('imports nothing, so browser code may use it', () => {
    expect(readFileSync(path.join(ROOT, 'lib', 'messages.ts'), 'utf8')).not.toMatch(/^import /m);
  });
});
