import Link from 'next/link';
import { AdminEditLink } from '@/components/admin/admin-edit-link';
import { formatLongDate, isExpired } from '@/lib/competitions/dates';
import type { Competition } from '@/lib/competitions/schema';
import { excerpt } from '@/lib/competitions/text';
import { competitionPath } from '@/lib/competitions/slug';
import { CategoryBadges, TagBadges } from './badges';
import { DeadlineBadge } from './deadline-badge';
import { ExtendedEnd } from './extended-end';
import { FactBadges } from './fact-badges';
import { PosterCarousel } from './poster-carousel';
import type { PosterLoading } from './poster-picture';
import type { InlinePoster } from '@/lib/posters/sizes';
import { RemindTrigger } from '@/components/reminders/remind-trigger';
import { remindable } from '@/lib/reminders/schedule';
import { SaveToggle } from './save-toggle';
import { StaticHtml } from '@/components/ui/static-html';

type Props = { competition: Competition; today: string; priority?: PosterLoading; preloadMedia?: string; inline?: InlinePoster };

function CompetitionCard({ competition: c, today, priority, preloadMedia, inline }: Props) {
  const expired = isExpired(c.registration.end, today);
  const noEnd = !c.registration.end;
  return (
    <article className={expired ? 'card grayscale hover:grayscale-0' : 'card'}>
      <div className="relative">
        <PosterCarousel
          images={c.thumbnails}
          title={c.title}
          variant="card"
          priority={priority}
          preloadMedia={preloadMedia}
          inline={inline}
        />
        <DeadlineBadge end={c.registration.end} today={today} className="pointer-events-none absolute top-3 left-3 z-20" />
        <SaveToggle id={c.id} variant="overlay" />
      </div>
      <div className="card-body">
        <CategoryBadges categories={c.categories} />
        <FactBadges competition={c} />
        <h2 className="card-title">
          <Link
            href={competitionPath(c)}
            prefetch={false}
            target={noEnd ? '_blank' : undefined}
            rel={noEnd ? 'noopener' : undefined}
            className="card-link"
          >
            {c.title}
          </Link>
        </h2>
        <p className={`text-sm text-slate-600 ${noEnd ? 'line-clamp-5' : 'line-clamp-3'}`}>{excerpt(c.description, noEnd ? 400 : 260)}</p>
        <TagBadges tags={c.tags} limit={6} />
        <dl className="card-dates">
          <div>
            <dt>Pendaftaran</dt>
            <dd>{formatLongDate(c.registration.start)}</dd>
          </div>
          <div>
            <dt>Penutupan</dt>
            <dd className={expired ? 'text-red-700' : undefined}>
              <ExtendedEnd competition={c} today={today} />
            </dd>
          </div>
        </dl>
        <div className="card-foot">
          <AdminEditLink id={c.id} className="self-start" />
          {remindable(c.registration, today) ? (
            <div className="ml-auto">
              <RemindTrigger target={{ kind: 'one', id: c.id }} variant="menu" />
            </div>
          ) : null}
        </div>
      </div>
    </article>
  );
}

/** Where the grid has two columns (Tailwind's `sm:grid-cols-2` below): the second card is on the first screen. */
const SECOND_COLUMN = '(min-width: 640px)';

/** `firstPoster`: the first card's poster file, in the page (lib/posters/inline.ts). */
export function CompetitionGrid({ items, today, firstPoster }: { items: Competition[]; today: string; firstPoster?: InlinePoster }) {
  return (
    // Server HTML that hydrates no element inside (StaticHtml): every control of a card works without its code.
    <StaticHtml as="ul" className="grid grid-cols-1 gap-5 sm:grid-cols-2">
      {items.map((c, i) => (
        <li key={c.id} className="flex">
          {/* The first poster is the page's largest image. The second shares the first row from the grid's two
              columns on (640 px), and is preloaded there only: on a phone it is below the first screen, lazy. */}
          <CompetitionCard
            competition={c}
            today={today}
            priority={i === 0 ? 'high' : 'lazy'}
            preloadMedia={i === 1 ? SECOND_COLUMN : undefined}
            inline={i === 0 ? firstPoster : undefined}
          />
        </li>
      ))}
    </StaticHtml>
  );
}
