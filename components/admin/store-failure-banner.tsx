import type { StoreFailure } from '@/lib/store/types';
import { wibTime } from '@/lib/store/types';
import { STORE_FAILING } from '@/lib/words/status';

/**
 * While the store's reads fail, the admin sees it before typing into a form that cannot be saved: when the data
 * shown was read, until when GitHub asked us to wait, and the store's own message.
 */
export function StoreFailureBanner({ failure }: { failure: StoreFailure | null }) {
  if (!failure) return null;
  return (
    <section
      role="alert"
      aria-labelledby="store-failing"
      className="mb-4 rounded-lg border border-red-300 bg-red-50 p-4 text-sm text-red-900"
    >
      <h2 id="store-failing" className="text-base font-bold">
        {STORE_FAILING.title}
      </h2>
      <p className="mt-1">{STORE_FAILING.body.replace('{time}', wibTime(failure.lastGoodAt))}</p>
      {failure.retryAt ? <p className="mt-1">{STORE_FAILING.retryAt.replace('{time}', wibTime(failure.retryAt))}</p> : null}
      <p className="mt-2 text-xs break-words text-red-800">
        {STORE_FAILING.detail} <code>{failure.error}</code>
      </p>
    </section>
  );
}
