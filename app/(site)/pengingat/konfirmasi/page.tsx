import type { Metadata } from 'next';
import Link from 'next/link';
import { LinkAction } from '@/components/reminders/link-action';
import { competitionPath } from '@/lib/competitions/slug';
import { getCatalog } from '@/lib/data/catalog';
import { getSubscriptionStore } from '@/lib/reminders';
import { isSubscriptionId, pendingRequest } from '@/lib/reminders/service';
import { pageMetadata } from '@/lib/seo';
import { CONFIRM_PAGE } from '@/lib/words/reminders';

export const metadata: Metadata = pageMetadata({
  title: CONFIRM_PAGE.title,
  description: CONFIRM_PAGE.ask,
  path: '/pengingat/konfirmasi',
  noIndex: true,
});

type Props = { searchParams: Promise<Record<string, string | string[] | undefined>> };

/** What the link turns on, by name, each linking back to its page (reading changes nothing). */
async function asked(id: string) {
  const sub = await pendingRequest(id, getSubscriptionStore()).catch(() => null);
  if (!sub) return null;
  const { byId } = await getCatalog();
  const competitions = Object.keys(sub.competitions).flatMap((c) => {
    const found = byId.get(c);
    return found ? [{ title: found.title, href: competitionPath(found) }] : [];
  });
  return { competitions, digest: sub.digest };
}

/** The link in the confirmation e-mail opens this page; its button confirms (double opt-in). */
export default async function ConfirmPage({ searchParams }: Props) {
  const id = (await searchParams).id;
  const request = isSubscriptionId(id) ? await asked(id) : null;
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
          {request?.competitions.length ? (
            <section className="mt-6 text-left">
              <h2 className="font-semibold text-slate-900">{CONFIRM_PAGE.competitions}</h2>
              <ul className="mt-2 list-disc space-y-1 pl-6">
                {request.competitions.map((c) => (
                  <li key={c.href}>
                    <Link
                      prefetch={false}
                      href={c.href}
                      className="font-medium text-brand-700 underline underline-offset-2 hover:text-brand-800"
                    >
                      {c.title}
                    </Link>
                  </li>
                ))}
              </ul>
            </section>
          ) : null}
          {request?.digest ? (
            <p className="mt-4 text-left text-slate-700">
              {CONFIRM_PAGE.digest}{' '}
              <Link
                prefetch={false}
                href={`/search?${request.digest.query}`}
                className="font-medium text-brand-700 underline underline-offset-2 hover:text-brand-800"
              >
                {request.digest.label}
              </Link>
            </p>
          ) : null}
        </>
      ) : (
        <p className="mt-3 text-slate-700">{CONFIRM_PAGE.expired}</p>
      )}
    </div>
  );
}
