import { FILTER_WORDS } from '@/lib/words/browse';

/** What every filter count means, said once under the filters that show counts. */
export function CountsNote() {
  return <p className="mt-2 text-xs text-slate-600">{FILTER_WORDS.countsMean}</p>;
}
