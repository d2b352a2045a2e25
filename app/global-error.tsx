'use client';

import Link from 'next/link';

export default function GlobalError({ reset }: { error: Error & { digest?: string }; reset: () => void }) {
  return (
    <html lang="id">
      <body style={{ fontFamily: 'system-ui, sans-serif', textAlign: 'center', padding: '4rem 1rem' }}>
        <h1>Terjadi Kesalahan Server</h1>
        <p>Kami sedang mengalami kendala teknis. Silakan coba beberapa saat lagi.</p>
        <p>
          <button type="button" onClick={reset}>
            Coba lagi
          </button>{' '}
          <Link href="/">Kembali ke Halaman Utama</Link>
        </p>
      </body>
    </html>
  );
}
