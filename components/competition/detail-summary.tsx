import { AdminEditLink } from '@/components/admin/admin-edit-link';
import { deadlineCountdown, deadlineLine } from '@/lib/competitions/deadline';
import { feeText, formatRupiah, modeText } from '@/lib/competitions/fact-text';
import type { Competition } from '@/lib/competitions/schema';
import { DETAIL_WORDS } from '@/lib/words/browse';
import { RemindTrigger } from '@/components/reminders/remind-trigger';
import { remindable } from '@/lib/reminders/schedule';
import { SaveToggle } from './save-toggle';
import { StickyActions } from './sticky-actions';
import { ExtendedMark } from './extended-end';
import { LINK_WORDS } from '@/lib/words/listing';

const COUNTDOWN_STYLES = {
  today: 'bg-red-600 text-white',
  tomorrow: 'bg-orange-700 text-white',
  soon: 'bg-amber-100 text-amber-900 ring-1 ring-amber-300',
  later: 'bg-emerald-50 text-emerald-900 ring-1 ring-emerald-300',
  closed: 'bg-slate-700 text-white',
  none: 'bg-sky-50 text-sky-900 ring-1 ring-sky-300',
} as const;

const EXTERNAL = { target: '_blank', rel: 'noopener noreferrer nofollow ugc' } as const;

/** Where "Daftar" goes: the registration link, or the description (which says how) when there is none. */
function registerLink(c: Pick<Competition, 'registration_url'>): { href: string; label: string; external: boolean } {
  return c.registration_url
    ? { href: c.registration_url, label: DETAIL_WORDS.register, external: true }
    : { href: '#deskripsi', label: DETAIL_WORDS.howToRegister, external: false };
}

/**
 * The detail page's first screen under the title: how long registration stays open, the facts a student decides by
 * (fee, prize, where) and "Daftar" with "Simpan"; on phones a slim bar keeps the last two at hand below it.
 */
export function DetailSummary({
  competition: c,
  today,
  linkUnderReview = false,
}: {
  competition: Competition;
  today: string;
  /** The registration link has failed for days and the owner is looking at it (lib/links). */
  linkUnderReview?: boolean;
}) {
  const countdown = deadlineCountdown(c.registration.end, today);
  const prize = c.prize?.total !== undefined ? `Total ${formatRupiah(c.prize.total)}` : c.prize?.text;
  const facts = [
    ['Biaya', feeText(c)],
    ['Hadiah', prize],
    ['Pelaksanaan', modeText(c)],
  ].filter((f): f is [string, string] => Boolean(f[1]));
  const register = registerLink(c);
  const closed = countdown.kind === 'closed';
  return (
    <>
      <p className="flex flex-wrap items-center gap-x-3 gap-y-1">
        <span
          data-countdown={countdown.kind}
          className={`inline-flex items-center rounded-full px-3 py-1 text-sm font-bold whitespace-nowrap ${COUNTDOWN_STYLES[countdown.kind]}`}
        >
          {countdown.label}
        </span>
        {c.registration.end ? <span className="text-sm text-slate-700">{deadlineLine(c.registration.end)}</span> : null}
        <ExtendedMark competition={c} today={today} />
      </p>
      {facts.length ? (
        <dl aria-label={DETAIL_WORDS.keyFacts} className="grid grid-cols-[auto_minmax(0,1fr)] gap-x-3 gap-y-1 text-sm">
          {facts.map(([label, value]) => (
            <div key={label} className="contents">
              <dt className="font-semibold text-slate-600">{label}</dt>
              <dd className="line-clamp-1 text-slate-900">{value}</dd>
            </div>
          ))}
        </dl>
      ) : null}
      <div id="aksi-utama" className="flex min-h-11 flex-wrap items-center gap-2">
        <a
          href={register.href}
          {...(register.external ? { ...EXTERNAL, 'data-stat': `daftar:${c.id}` } : {})}
          className={`inline-flex h-11 items-center rounded-lg px-6 font-bold ${
            closed ? 'bg-slate-100 text-slate-800 ring-1 ring-slate-300 hover:bg-slate-200' : 'bg-brand-600 text-white hover:bg-brand-700'
          }`}
        >
          {register.label}
        </a>
        {linkUnderReview ? <span className="text-sm font-semibold text-amber-900">{LINK_WORDS.underReview}</span> : null}
        <SaveToggle id={c.id} />
        {/* Offered only while a reminder can still go out (none on the closing day). */}
        {remindable(c.registration, today) ? <RemindTrigger target={{ kind: 'one', id: c.id }} /> : null}
        <AdminEditLink id={c.id} className="ml-auto" />
      </div>
      <StickyActions watch="aksi-utama" label={DETAIL_WORDS.actions}>
        <a
          href={register.href}
          {...(register.external ? { ...EXTERNAL, 'data-stat': `daftar:${c.id}` } : {})}
          className="inline-flex h-10 flex-1 items-center justify-center rounded-lg bg-brand-600 px-4 text-sm font-bold text-white hover:bg-brand-700"
        >
          {register.label}
        </a>
        <SaveToggle id={c.id} className="h-10!" />
      </StickyActions>
    </>
  );
}
