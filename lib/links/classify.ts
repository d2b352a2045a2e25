import { LINK_WORDS } from '@/lib/words/listing';

const W = LINK_WORDS.answers;

/**
 * What one check of a link says, from what answered. Only answers that prove the page is gone are hard failures
 * (404, 410, a name that does not resolve, a Google Form that no longer accepts answers, a removed short link);
 * everything a robot may get while a person would not (401, 403, 429, 5xx, timeouts, TLS errors, challenge pages)
 * is soft: in doubt, never broken on its own. This is what link checkers such as lychee and linkinator do.
 */
export type Outcome = {
  kind: 'ok' | 'hard' | 'soft';
  answer: string;
  retryAfterMs?: number;
  /** A host answered over HTTP (so the server's own network and resolver work). */
  answered?: true;
  /** The name did not resolve: hard only if other names resolved in the same run (job.ts). */
  unresolved?: true;
};

/** An HTTP answer at the end of the redirects: its status, the address that gave it and the start of its body. */
export type Answer = { status: number; finalUrl: string; body: string; retryAfter?: string | null };

/** A check that got no HTTP answer. */
export type Failure = { error: 'dns' | 'timeout' | 'tls' | 'connection' | 'redirects' | 'refused'; detail: string };

const CLOSED_FORM = /(no longer accepting responses|tidak lagi menerima (tanggapan|respons))/i;
const REMOVED_SHORT_LINK =
  /(link has been (disabled|removed|deleted)|this link (has been|was) (removed|disabled)|bitlink.{0,40}(removed|disabled))/i;
const CHALLENGE =
  /(<title>\s*(just a moment|attention required|access denied|are you a robot|verify you are human|ddos-guard)|cf-chl-|challenge-platform|g-recaptcha|hcaptcha\.com|captcha-delivery)/i;

const hostOf = (url: string) => {
  try {
    return new URL(url).hostname.toLowerCase();
  } catch {
    return '';
  }
};

/** Retry-After in milliseconds: seconds or an HTTP date; undefined when absent or unreadable. */
function retryAfterMs(value: string | null | undefined, now = Date.now()): number | undefined {
  if (!value) return undefined;
  if (/^\d+$/.test(value.trim())) return Number(value.trim()) * 1000;
  const t = Date.parse(value);
  return Number.isNaN(t) ? undefined : Math.max(0, t - now);
}

/** Whether the body of a page decides: hosts that answer 200 for a page that is gone. */
export function bodyMatters(url: string): boolean {
  const host = hostOf(url);
  return host === 'docs.google.com' || host === 'forms.gle' || host.endsWith('bit.ly') || host === 'bitly.com' || host === 's.id';
}

export function classifyAnswer(a: Answer, now = Date.now()): Outcome {
  return { ...fromAnswer(a, now), answered: true };
}

function fromAnswer(a: Answer, now: number): Outcome {
  const { status } = a;
  if (status === 404 || status === 410) return { kind: 'hard', answer: W.http(status) };
  if (status === 429) return { kind: 'soft', answer: W.http(429), retryAfterMs: retryAfterMs(a.retryAfter, now) };
  if (status >= 200 && status < 300) {
    if (CLOSED_FORM.test(a.body)) return { kind: 'hard', answer: W.closedForm };
    const host = hostOf(a.finalUrl);
    if (
      (host === 'bitly.com' || host.endsWith('bit.ly')) &&
      (REMOVED_SHORT_LINK.test(a.body) || /^\/a\/(blocked|warning)/.test(new URL(a.finalUrl).pathname))
    )
      return { kind: 'hard', answer: W.removedShortLink };
    if (CHALLENGE.test(a.body)) return { kind: 'soft', answer: W.challenge(status) };
    return { kind: 'ok', answer: W.http(status) };
  }
  if (CHALLENGE.test(a.body)) return { kind: 'soft', answer: W.challenge(status) };
  return { kind: 'soft', answer: W.http(status) };
}

export function classifyFailure(f: Failure): Outcome {
  switch (f.error) {
    case 'dns':
      return { kind: 'hard', answer: W.dns(f.detail), unresolved: true };
    case 'timeout':
      return { kind: 'soft', answer: W.timeout };
    case 'tls':
      return { kind: 'soft', answer: W.tls(f.detail) };
    case 'redirects':
      return { kind: 'soft', answer: W.redirects };
    case 'refused':
      return { kind: 'soft', answer: W.refused(f.detail) };
    default:
      return { kind: 'soft', answer: W.connection(f.detail) };
  }
}
