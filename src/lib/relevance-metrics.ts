import { LISTING_KINDS, type ListingKind } from './listing-kinds.ts';
import type { Locale } from './locales.ts';

/**
 * How well a search answers a judged set of queries (issue 21, item 7): for each query the
 * listings a person would expect (tests/fixtures/search-judgements.json), and of the search's
 * first page, the share of them it shows (recall in the first page) and one over the rank of the
 * first of them (reciprocal rank). Pure: the test and scripts/bench/relevance.mjs ask the search.
 */
export interface Judgement {
  query: string;
  kind: ListingKind;
  /** What the query tests: its script or language, a wrong keyboard layout, a typo, two words, a category word, a brand. */
  class: string;
  lang: Locale;
  /** The titles a person typing the query wants to see, at most a first page of them. */
  expected: string[];
}

export interface Judged {
  judgement: Judgement;
  /** The titles of the search's first page, in order. */
  shown: string[];
  recall: number;
  reciprocalRank: number;
  missing: string[];
}

/** One query's measures against the titles of the first page. */
export function judge(judgement: Judgement, shown: string[]): Judged {
  const expected = new Set(judgement.expected);
  const found = shown.filter((title) => expected.has(title));
  const first = shown.findIndex((title) => expected.has(title));
  return {
    judgement,
    shown,
    recall: expected.size === 0 ? 1 : new Set(found).size / expected.size,
    reciprocalRank: first < 0 ? 0 : 1 / (first + 1),
    missing: judgement.expected.filter((title) => !shown.includes(title)),
  };
}

/** Mean recall in the first page and mean reciprocal rank, over all and per class. */
export function summarize(results: Judged[]): {
  recall: number;
  mrr: number;
  queries: number;
  byClass: Record<string, { recall: number; mrr: number; queries: number }>;
} {
  const mean = (values: number[]) => (values.length === 0 ? 0 : values.reduce((sum, value) => sum + value, 0) / values.length);
  const of = (some: Judged[]) => ({ recall: mean(some.map((each) => each.recall)), mrr: mean(some.map((each) => each.reciprocalRank)), queries: some.length });
  const classes = [...new Set(results.map((each) => each.judgement.class))].sort();
  return { ...of(results), byClass: Object.fromEntries(classes.map((name) => [name, of(results.filter((each) => each.judgement.class === name))])) };
}

/** The API request of a judged query's first page, as a person's client asks it (the kind's first page size, the query's language). */
export function judgedSearchPath(judgement: Judgement): string {
  const { api } = LISTING_KINDS[judgement.kind];
  return `${api.listings}/?${new URLSearchParams({ [api.search]: judgement.query, lang: judgement.lang })}`;
}

/** The titles of a list answer's results, in order. */
export function titlesOf(kind: ListingKind, answer: { results: Array<Record<string, unknown>> }): string[] {
  const field = LISTING_KINDS[kind].fields.title;
  return answer.results.map((result) => String(result[field]));
}
