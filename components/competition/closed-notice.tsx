import { CLOSED_WORDS } from '@/lib/words/listing';

/** Under a closed competition's title, first thing on its page: registration is over, where the winners are, where to go next. */
export function ClosedNotice({ winnersUrl, hasSimilar }: { winnersUrl?: string; hasSimilar: boolean }) {
  return (
    <section aria-labelledby="pendaftaran-ditutup" className="rounded-xl border border-slate-300 bg-slate-100 p-4 text-slate-900">
      <h2 id="pendaftaran-ditutup" className="text-lg font-extrabold">
        {CLOSED_WORDS.banner}
      </h2>
      {hasSimilar ? (
        <p className="mt-1 text-sm">
          <a href="#lomba-serupa" className="underline hover:text-brand-700">
            {CLOSED_WORDS.bannerHint}
          </a>
        </p>
      ) : null}
      {winnersUrl ? (
        <a
          href={winnersUrl}
          target="_blank"
          rel="noopener noreferrer nofollow ugc"
          className="mt-3 inline-flex h-11 items-center rounded-lg bg-brand-600 px-5 font-bold text-white hover:bg-brand-700"
        >
          {CLOSED_WORDS.winners}
        </a>
      ) : null}
    </section>
  );
}
