import type { Metadata } from 'next';
import { LinkAction } from '@/components/reminders/link-action';
import { isSubscriptionId } from '@/lib/reminders/service';
import { pageMetadata } from '@/lib/seo';
import { UNSUBSCRIBE_PAGE } from '@/lib/words/reminders';

export const metadata: Metadata = pageMetadata({
  title: UNSUBSCRIBE_PAGE.title,
  description: UNSUBSCRIBE_PAGE.ask,
  path: '/pengingat/berhenti',
  noIndex: true,
});

type Props = { searchParams: Promise<Record<string, string | string[] | undefined>> };

/** The visible unsubscribe link of every reminder opens this page; its button posts the one-click address. */
export default async function UnsubscribePage({ searchParams }: Props) {
  const id = (await searchParams).id;
  return (
    <div className="mx-auto max-w-xl rounded-xl border border-slate-200 bg-white p-8 text-center">
      <h1 className="text-2xl font-extrabold text-slate-900">{UNSUBSCRIBE_PAGE.title}</h1>
      {isSubscriptionId(id) ? (
        <>
          <p className="mt-3 mb-6 text-slate-700">{UNSUBSCRIBE_PAGE.ask}</p>
          <LinkAction
            action={`/api/pengingat/berhenti?id=${encodeURIComponent(id)}`}
            form
            button={UNSUBSCRIBE_PAGE.button}
            done={UNSUBSCRIBE_PAGE.done}
            failed={UNSUBSCRIBE_PAGE.unknown}
          />
        </>
      ) : (
        <p className="mt-3 text-slate-700">{UNSUBSCRIBE_PAGE.unknown}</p>
      )}
    </div>
  );
}
