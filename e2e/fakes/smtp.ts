/**
 * A local SMTP server for tests (smtp-server + mailparser) on 127.0.0.1, port 0 unless given. It accepts any
 * login (or none), keeps every message it received, parsed, and can be told to refuse the next messages.
 *
 *   const smtp = await startSmtpServer();
 *   // point the app at it: SMTP_URL=smtp.url, MAIL_FROM='InfoLomba <pengingat@infolomba.test>'
 *   const mail = await smtp.waitFor((m) => m.to === 'siswa@sekolah.test');   // 10 s by default, then throws
 *   mail.subject; mail.text; mail.html; mail.headers.get('list-unsubscribe'); mail.envelope.rcptTo
 *   smtp.refuseNext(2, 451);   // the next 2 messages get "451 Coba lagi nanti" (550 and other 5xx: permanent)
 *   smtp.messages;             // everything received so far, oldest first
 *   await smtp.close();
 */
import type { AddressInfo } from 'node:net';
import { simpleParser, type AddressObject, type HeaderValue } from 'mailparser';
import { SMTPServer } from 'smtp-server';

export type ReceivedMail = {
  /** The first To address, lower-cased. */
  to: string;
  from: string;
  subject: string;
  text: string;
  html: string;
  /** Header names lower-cased, as mailparser gives them. */
  headers: Map<string, HeaderValue>;
  /** A header as one string (structured values joined back), or undefined. */
  header(name: string): string | undefined;
  envelope: { mailFrom: string; rcptTo: string[] };
  raw: Buffer;
};

export type SmtpTestServer = {
  url: string;
  port: number;
  messages: ReceivedMail[];
  waitFor(match: (m: ReceivedMail) => boolean, timeoutMs?: number): Promise<ReceivedMail>;
  refuseNext(count: number, code?: number): void;
  clear(): void;
  close(): Promise<void>;
};

const firstAddress = (a: AddressObject | AddressObject[] | undefined): string => {
  const list = Array.isArray(a) ? a : a ? [a] : [];
  return (list[0]?.value[0]?.address ?? '').toLowerCase();
};

export async function startSmtpServer(port = 0): Promise<SmtpTestServer> {
  const messages: ReceivedMail[] = [];
  const waiters = new Set<() => void>();
  let refuse = { count: 0, code: 451 };

  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onAuth: (_auth, _session, cb) => cb(null, { user: 'test' }),
    onData(stream, session, cb) {
      const chunks: Buffer[] = [];
      stream.on('data', (c: Buffer) => chunks.push(c));
      stream.on('end', () => {
        if (refuse.count > 0) {
          refuse.count--;
          const err = Object.assign(new Error(refuse.code >= 500 ? 'Ditolak' : 'Coba lagi nanti'), { responseCode: refuse.code });
          cb(err);
          return;
        }
        const raw = Buffer.concat(chunks);
        simpleParser(raw).then(
          (parsed) => {
            const headers = parsed.headers;
            messages.push({
              to: firstAddress(parsed.to),
              from: firstAddress(parsed.from),
              subject: parsed.subject ?? '',
              text: parsed.text ?? '',
              html: typeof parsed.html === 'string' ? parsed.html : '',
              headers,
              header(name) {
                const line = parsed.headerLines.find((h) => h.key === name.toLowerCase());
                return line ? line.line.slice(line.line.indexOf(':') + 1).trim() : undefined;
              },
              envelope: {
                mailFrom: session.envelope.mailFrom ? session.envelope.mailFrom.address : '',
                rcptTo: session.envelope.rcptTo.map((r) => r.address),
              },
              raw,
            });
            for (const w of waiters) w();
            cb();
          },
          (e: Error) => cb(e),
        );
      });
    },
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, '127.0.0.1', () => resolve());
  });
  server.on('error', () => {});
  const actual = (server.server.address() as AddressInfo).port;

  return {
    url: `smtp://127.0.0.1:${actual}`,
    port: actual,
    messages,
    waitFor(match, timeoutMs = 10_000) {
      return new Promise((resolve, reject) => {
        const check = () => {
          const found = messages.find(match);
          if (!found) return false;
          waiters.delete(check);
          clearTimeout(timer);
          resolve(found);
          return true;
        };
        const timer = setTimeout(() => {
          waiters.delete(check);
          reject(new Error(`no matching mail within ${timeoutMs} ms (${messages.length} received)`));
        }, timeoutMs);
        waiters.add(check);
        check();
      });
    },
    refuseNext(count, code = 451) {
      refuse = { count, code };
    },
    clear() {
      messages.length = 0;
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
