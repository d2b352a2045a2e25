'use client';

import { HydrateOnUse } from '@/components/ui/hydrate-on-use';
import { SubmissionForm } from './submission-form';

/**
 * /kirim-lomba's form, hydrated when the organiser first uses it (HydrateOnUse) rather than as the page starts. Its
 * ~150 elements are server HTML until then. Rendered in this client module, so the server renders it in one pass
 * (children from a server component would be streamed in later, behind a script).
 */
export function KirimLombaForm({ aiPrefill, className }: { aiPrefill: boolean; className?: string }) {
  return (
    <HydrateOnUse className={className}>
      <SubmissionForm aiPrefill={aiPrefill} />
    </HydrateOnUse>
  );
}
