import { toJakartaDate, todayInJakarta } from '@/lib/competitions/dates';
import type { Category, Competition, CompetitionInput } from '@/lib/competitions/schema';
import { emptyFactsDraft, type FactsDraft, factsDraftFrom, factsToInput } from './facts-draft';

/** What the editor form holds while a competition is being written. */
export type CompetitionDraft = {
  title: string;
  description: string;
  thumbnails: readonly string[];
  tags: readonly string[];
  categories: readonly Category[];
  start: string;
  end: string;
  /** The stored publish date; may be an ISO timestamp (AI items), kept as is unless the date is changed. */
  published: string;
  /** While true the publish date is the registration start and its field is hidden. */
  publishSameAsStart: boolean;
  /** Fee, prize, mode and place, organiser, links, stages, verification (./facts-draft). */
  facts: FactsDraft;
};

export function emptyDraft(): CompetitionDraft {
  return {
    title: '',
    description: '',
    thumbnails: [],
    tags: [],
    categories: [],
    start: '',
    end: '',
    published: '',
    publishSameAsStart: true,
    facts: emptyFactsDraft(),
  };
}

/** A draft from a competition (an existing item, or AI output to add as a new one). */
export function draftFromCompetition(c: Omit<Competition, 'id'>): CompetitionDraft {
  return {
    title: c.title,
    description: c.description,
    thumbnails: [...c.thumbnails],
    tags: [...c.tags],
    categories: [...c.categories],
    start: c.registration.start,
    end: c.registration.end,
    published: c.published_date,
    publishSameAsStart: c.published_date !== '' && c.published_date === c.registration.start,
    facts: factsDraftFrom(c),
  };
}

/** The value of the publish date field (a date input shows YYYY-MM-DD only). */
export const publishedFieldValue = (d: CompetitionDraft) => toJakartaDate(d.published);

export function withStart(d: CompetitionDraft, start: string): CompetitionDraft {
  return d.publishSameAsStart ? { ...d, start, published: start } : { ...d, start };
}

export function withPublishSameAsStart(d: CompetitionDraft, on: boolean): CompetitionDraft {
  if (on) return { ...d, publishSameAsStart: true, published: d.start };
  return { ...d, publishSameAsStart: false, published: d.published || d.start };
}

export function withPublished(d: CompetitionDraft, date: string): CompetitionDraft {
  return publishedFieldValue(d) === date ? d : { ...d, published: date };
}

export function draftToInput(d: CompetitionDraft, today: string = todayInJakarta()): CompetitionInput {
  return {
    title: d.title.trim(),
    description: d.description.trim(),
    thumbnails: [...d.thumbnails],
    tags: [...d.tags],
    categories: [...d.categories],
    registration: { start: d.start, end: d.end },
    published_date: d.publishSameAsStart ? d.start : d.published,
    ...factsToInput(d.facts, today),
  };
}
