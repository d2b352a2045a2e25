'use client';

import { useState } from 'react';

/**
 * The one button of a page a message links to (confirm, stop). The link itself changes nothing: mail scanners open
 * every link in a message, so only pressing the button (a POST) acts.
 */
export function LinkAction({
  action,
  body,
  form,
  button,
  done,
  failed,
}: {
  action: string;
  body?: unknown;
  /** Post as the one-click form body (RFC 8058) rather than JSON. */
  form?: boolean;
  button: string;
  done: string;
  failed: string;
}) {
  const [state, setState] = useState<'idle' | 'busy' | 'done' | 'failed'>('idle');
  if (state === 'done')
    return (
      <p role="status" className="font-semibold text-green-800">
        {done}
      </p>
    );
  return (
    <div className="flex flex-col items-center gap-3">
      <button
        type="button"
        disabled={state === 'busy'}
        onClick={async () => {
          setState('busy');
          try {
            const res = await fetch(action, {
              method: 'POST',
              headers: { 'Content-Type': form ? 'application/x-www-form-urlencoded' : 'application/json' },
              body: form ? 'List-Unsubscribe=One-Click' : JSON.stringify(body),
            });
            setState(res.ok ? 'done' : 'failed');
          } catch {
            setState('failed');
          }
        }}
        className="rounded-lg bg-brand-600 px-5 py-2.5 font-semibold text-white hover:bg-brand-700 disabled:opacity-60"
      >
        {button}
      </button>
      {state === 'failed' ? (
        <p role="alert" className="text-sm text-red-700">
          {failed}
        </p>
      ) : null}
    </div>
  );
}
