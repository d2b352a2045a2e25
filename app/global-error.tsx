'use client';

import Link from 'next/link';
import { COMMON_WORDS } from '@/lib/words/common';
import { ERROR_PAGE, SERVER_ERROR } from '@/lib/words/visitor';

export default function GlobalError({ reset }: { error: Error & { digest?: string }; reset: () => void }) {
  return (
    <html lang="id">
      <body style={{ fontFamily: 'system-ui, sans-serif', textAlign: 'center', padding: '4rem 1rem' }}>
        <h1>{SERVER_ERROR.title}</h1>
        <p>{SERVER_ERROR.message}</p>
        <p>
          <button type="button" onClick={reset}>
            {COMMON_WORDS.retry}
          </button>{' '}
          <Link href="/">{ERROR_PAGE.home}</Link>
        </p>
      </body>
    </html>
  );
}
