'use client';

import { ErrorPage } from '@/components/ui/error-page';
import { COMMON_WORDS } from '@/lib/words/common';
import { SERVER_ERROR } from '@/lib/words/visitor';

export default function SiteError({ reset }: { error: Error & { digest?: string }; reset: () => void }) {
  return (
    <ErrorPage code="500" {...SERVER_ERROR}>
      <button
        type="button"
        onClick={reset}
        className="rounded-lg px-5 py-3 font-semibold text-brand-700 ring-1 ring-brand-600 hover:bg-brand-50"
      >
        {COMMON_WORDS.retry}
      </button>
    </ErrorPage>
  );
}
