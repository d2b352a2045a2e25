import { feeText, modeText, prizeText, stageDates, stageList } from '@/lib/competitions/fact-text';
import type { Competition } from '@/lib/competitions/schema';
import { DETAIL_PAGE_WORDS, DETAIL_WORDS } from '@/lib/words/browse';

function Row({ label, children }: { label: string; children: React.ReactNode }) {
  return (
    <div className="flex flex-col gap-0.5 sm:flex-row sm:gap-3">
      <dt className="shrink-0 font-semibold text-slate-600 sm:w-36">{label}</dt>
      <dd className="min-w-0 break-words text-slate-900">{children}</dd>
    </div>
  );
}

const EXTERNAL = { target: '_blank', rel: 'noopener noreferrer nofollow ugc' } as const;

/**
 * "Info Lomba": fee, prize, mode and place, organiser, the stages with their dates, and a "Daftar" button to the
 * registration link. Only known facts are listed; without any the box is not shown. On phones the button is left out:
 * the summary's "Daftar" is in the first screen and the sticky bar's one below it, so a screen shows one at a time.
 */
export function FactsBox({ competition: c }: { competition: Competition }) {
  const fee = feeText(c);
  const prize = prizeText(c);
  const where = modeText(c);
  const stages = stageList(c);
  if (!fee && !prize && !where && !c.organizer && !stages.length && !c.registration_url && !c.guidebook_url) return null;
  return (
    <section aria-labelledby="info-lomba" className="rounded-lg border border-slate-200 p-4 text-sm">
      <h2 id="info-lomba" className="mb-3 text-base font-bold text-slate-900">
        {DETAIL_PAGE_WORDS.infoHeading}
      </h2>
      <dl className="flex flex-col gap-2">
        {fee ? <Row label="Biaya">{fee}</Row> : null}
        {prize ? <Row label="Hadiah">{prize}</Row> : null}
        {where ? <Row label="Pelaksanaan">{where}</Row> : null}
        {c.organizer ? <Row label="Penyelenggara">{c.organizer}</Row> : null}
        {stages.map((s) => (
          <Row key={s.label} label={s.label}>
            <time dateTime={s.date}>{stageDates(s)}</time>
          </Row>
        ))}
      </dl>
      {c.registration_url || c.guidebook_url ? (
        <div className="mt-4 flex flex-wrap gap-2">
          {c.registration_url ? (
            <a
              href={c.registration_url}
              {...EXTERNAL}
              data-stat={`daftar:${c.id}`}
              className="hidden h-11 items-center rounded-lg bg-brand-600 px-5 font-bold text-white hover:bg-brand-700 lg:inline-flex"
            >
              {DETAIL_WORDS.register}
            </a>
          ) : null}
          {c.guidebook_url ? (
            <a
              href={c.guidebook_url}
              {...EXTERNAL}
              className="inline-flex h-11 items-center rounded-lg px-4 font-semibold text-brand-700 ring-1 ring-brand-200 hover:bg-brand-50"
            >
              Guidebook
            </a>
          ) : null}
        </div>
      ) : null}
    </section>
  );
}
