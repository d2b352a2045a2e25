import { SEARCH_PAGE_WORDS } from '@/lib/words/browse';

export default function SearchLoading() {
  return (
    <div>
      <h1 className="text-2xl font-extrabold text-slate-900 sm:text-3xl">{SEARCH_PAGE_WORDS.heading}</h1>
      <p className="mt-1 text-slate-700" role="status">
        {SEARCH_PAGE_WORDS.searching}
      </p>
      <div className="mt-6 grid grid-cols-1 gap-5 sm:grid-cols-2" aria-hidden="true">
        {Array.from({ length: 4 }, (_, i) => (
          <div key={i} className="h-96 animate-pulse rounded-xl bg-slate-200" />
        ))}
      </div>
    </div>
  );
}
