import type { Metadata } from 'next';
import { LinkAction } from '@/components/reminders/link-action';
import { isSubscriptionId } from '@/lib/reminders/service';
import { pageMetadata } from '@/lib/seo';
import { CONFIRM_PAGE } from '@/lib/words/reminders';

export const metadata: Metadata = pageMetadata({
  title: CONFIRM_PAGE.title,
  description: CONFIRM_PAGE.ask,
  path: '/pengingat/konfirmasi',
  noIndex: true,
});

type Props = { searchParams: Promise<Record<string, string | string[] | undefined>> };

/** The link in the confirmation e-mail opens this page; its button confirms (double opt-in). */
export default async function ConfirmPage({ searchParams }: Props) {
  const id = (await searchParams).id;
  return (
    <div className="mx-auto max-w-xl rounded-xl border border-slate-200 bg-white p-8 text-center">
      <h1 className="text-2xl font-extrabold text-slate-900">{CONFIRM_PAGE.title}</h1>
      {isSubscriptionId(id) ? (
        <>
          <p className="mt-3 mb-6 text-slate-700">{CONFIRM_PAGE.ask}</p>
          <LinkAction
            action="/api/pengingat/konfirmasi"
            body={{ id }}
            button={CONFIRM_PAGE.button}
            done={CONFIRM_PAGE.done}
            failed={CONFIRM_PAGE.expired}
          />
        </>
      ) : (
        <p className="mt-3 text-slate-700">{CONFIRM_PAGE.expired}</p>
      )}
    </div>
  );
}
