import { createRequire } from 'node:module';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { dropPayloadCss } from './payload-css.mjs';

const require = createRequire(import.meta.url);
// The pushes are written with Next's own escaping, as next/dist/server/app-render/use-flight-response.js does.
const { htmlEscapeJsonString } = require('next/dist/shared/lib/htmlescape.js') as { htmlEscapeJsonString: (s: string) => string };
const push = (chunk: string) => `<script>self.__next_f.push(${htmlEscapeJsonString(JSON.stringify([1, chunk]))})</script>`;
const textRow = (id: string, text: string) => `${id}:T${Buffer.byteLength(text, 'utf8').toString(16)},${text}`;

// Long enough to be worth it, with what JSON and Next's escaping change: quotes, ">", "&", a backslash, and
// characters of more than one byte (a T row's length counts bytes).
const CSS = `${'.card>.judul{font-family:"Segoe UI",sans-serif}'.repeat(30)}.a::after{content:"\\2014 — é"}.b:has(>p)&.c{color:red}`;
const HREF = '/_next/static/chunks/situs.css';

/** A page as Next writes it with inlineCss: the <style> in <head>, the same text again as a row of the payload. */
function page({ css = CSS, pushes }: { css?: string; pushes?: string[] } = {}) {
  const rows = pushes ?? [`0:{"P":null}\n1:["$","html",null,{}]\n${textRow('15', css)}16:["$","p",null,{"children":"Lomba"}]\n`];
  return (
    `<!DOCTYPE html><html lang="id"><head><style data-precedence="next" data-href="${HREF}">${css}</style></head>` +
    `<body><p>Lomba</p><script>(self.__next_f=self.__next_f||[]).push([0])</script>${rows.map(push).join('')}</body></html>`
  );
}

/** The payload the browser reads from a page: every push's text, in order. */
function payloadOf(html: string) {
  let out = '';
  for (const [, literal] of html.matchAll(/self\.__next_f\.push\((\[1,"(?:[^"\\]|\\.)*"\])\)/g))
    out += (JSON.parse(literal ?? '[1,""]') as [number, string])[1];
  return out;
}

describe('the payload carries the inlined stylesheet once', () => {
  it('empties the text row that repeats the <style>, and leaves every other byte as it was', () => {
    const html = page();
    const out = dropPayloadCss(html);
    expect(out.length).toBeLessThan(html.length - CSS.length);
    // The <style> is untouched; the payload's row is there, empty, and the rows around it are whole.
    expect(out).toContain(`<style data-precedence="next" data-href="${HREF}">${CSS}</style>`);
    expect(payloadOf(out)).toBe(`0:{"P":null}\n1:["$","html",null,{}]\n15:T0,16:["$","p",null,{"children":"Lomba"}]\n`);
    expect(out.replace('15:T0,', '')).toBe(html.replace(htmlEscapeJsonString(JSON.stringify(textRow('15', CSS))).slice(1, -1), ''));
  });

  it('finds the row at the start of a push as well as after another row', () => {
    const out = dropPayloadCss(page({ pushes: ['0:{"P":null}\n', `${textRow('2a', CSS)}2b:"x"\n`] }));
    expect(payloadOf(out)).toBe('0:{"P":null}\n2a:T0,2b:"x"\n');
  });

  it('leaves a page alone when it cannot be sure', () => {
    const split = [`0:{"P":null}\n${textRow('15', CSS).slice(0, 900)}`, `${textRow('15', CSS).slice(900)}16:"x"\n`];
    const cases = {
      'the row split across two pushes': page({ pushes: split }),
      'a row of other text': page({ pushes: [`${textRow('15', `${CSS} `)}`] }),
      'the text twice': page({ pushes: [`${textRow('15', CSS)}${textRow('16', CSS)}`] }),
      'a stylesheet too small to matter': page({ css: '.a{color:red}', pushes: [textRow('15', '.a{color:red}')] }),
      'no payload at all': `<html><head><style data-href="${HREF}">${CSS}</style></head><body></body></html>`,
    };
    for (const [name, html] of Object.entries(cases)) expect(dropPayloadCss(html), name).toBe(html);
  });

  it('empties each of several stylesheets', () => {
    const other = `${'.admin{margin:0}'.repeat(80)}`;
    const html = page({ pushes: [`${textRow('15', CSS)}${textRow('1c', other)}`] }).replace(
      '</head>',
      `<style data-precedence="next" data-href="/_next/static/chunks/lain.css">${other}</style></head>`,
    );
    expect(payloadOf(dropPayloadCss(html))).toBe('15:T0,1c:T0,');
  });
});

describe('the page cache keeps pages with the stylesheet once', () => {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'payload-css-'));
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  it('stores and serves an App Router page with the row emptied, other entries as given', async () => {
    const { nodeFs } = require('next/dist/server/lib/node-fs-methods.js') as { nodeFs: unknown };
    const Handler = (await import('./start-cache-handler.mjs')).default;
    const handler = new Handler({
      fs: nodeFs,
      serverDistDir: dir,
      flushToDisk: false,
      maxMemoryCacheSize: 10 * 1024 * 1024,
      dev: false,
    } as never);
    const html = page();
    const value = {
      kind: 'APP_PAGE',
      html,
      rscData: Buffer.from('rsc'),
      headers: {},
      status: 200,
      postponed: undefined,
      segmentData: new Map(),
    };
    await handler.set('/halaman/7', value, {});
    const got = await handler.get('/halaman/7', { kind: 'APP_PAGE' });
    const stored = got?.value.html;
    expect(stored).toBe(dropPayloadCss(html));
    expect(stored).not.toBe(html);
    // What was handed in is not changed under the caller (Next may still be sending it).
    expect(value.html).toBe(html);
  });
});
