// A local mail catcher for `npm run demo`: an SMTP server on 127.0.0.1 that keeps what it receives in memory, and a
// small web page that lists those messages with their links, so the demo's reminder e-mails (the confirmation
// link, the one-click unsubscribe) can be read and followed without any real mail server. Demo only.
import { createServer } from 'node:http';
import { simpleParser } from 'mailparser';
import { SMTPServer } from 'smtp-server';

const escape = (s) => String(s).replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/** Starts both servers; resolves with their addresses and a close(). */
export async function startMailCatcher({ smtpPort, httpPort }) {
  const messages = [];
  const smtp = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onAuth: (_a, _s, cb) => cb(null, { user: 'demo' }),
    onData(stream, _session, cb) {
      simpleParser(stream).then(
        (mail) => {
          messages.unshift({
            at: new Date(),
            to: mail.to?.text ?? '',
            subject: mail.subject ?? '',
            text: mail.text ?? '',
            unsubscribe: mail.headerLines.find((h) => h.key === 'list-unsubscribe')?.line.replace(/^[^:]*:\s*/, '') ?? '',
          });
          messages.length = Math.min(messages.length, 200);
          cb();
        },
        (e) => cb(e),
      );
    },
  });
  await new Promise((resolve, reject) => smtp.listen(smtpPort, '127.0.0.1', resolve).once('error', reject));
  const web = createServer((_req, res) => {
    const linkify = (text) => escape(text).replace(/https?:\/\/[^\s<]+/g, (u) => `<a href="${u}">${u}</a>`);
    const items = messages
      .map(
        (m) => `<article><h2>${escape(m.subject)}</h2><p class="meta">Untuk ${escape(m.to)} · ${m.at.toLocaleString('id-ID')}
${m.unsubscribe ? `<br>List-Unsubscribe: ${escape(m.unsubscribe)}` : ''}</p><pre>${linkify(m.text)}</pre></article>`,
      )
      .join('');
    res.writeHead(200, { 'Content-Type': 'text/html; charset=utf-8', 'Cache-Control': 'no-store' });
    res.end(`<!doctype html><html lang="id"><meta charset="utf-8"><meta http-equiv="refresh" content="10"><title>Kotak surat demo</title>
<style>body{font-family:system-ui,sans-serif;max-width:50rem;margin:2rem auto;padding:0 1rem;color:#0f172a}article{border:1px solid #cbd5e1;border-radius:.75rem;padding:1rem;margin:1rem 0}pre{white-space:pre-wrap;font-family:inherit}.meta{color:#475569;font-size:.875rem}</style>
<h1>Kotak surat demo</h1><p>Email yang dikirim situs demo (konfirmasi dan pengingat) ditangkap di sini, tidak dikirim ke mana pun. Halaman ini memuat ulang sendiri.</p>
${items || '<p>Belum ada email.</p>'}</html>`);
  });
  await new Promise((resolve, reject) => web.listen(httpPort, '127.0.0.1', resolve).once('error', reject));
  return {
    smtpUrl: `smtp://127.0.0.1:${smtpPort}`,
    pageUrl: `http://127.0.0.1:${httpPort}`,
    close: () => Promise.all([new Promise((r) => smtp.close(r)), new Promise((r) => web.close(r))]),
  };
}
