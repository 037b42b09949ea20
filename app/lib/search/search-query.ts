import type MiniSearch from "minisearch";
import type { Query, SearchOptions, SearchResult } from "minisearch";
import { TITLE_FIELDS, defaultSearchOptions, tokenizeQuery } from "#contract/search/search-index-options.ts";
import { recordPageUrl, recordTitle, type SearchRecord } from "#contract/search/search-records.ts";
import { queryWords, type QueryWord } from "./query-words";
import { normalizeQuery } from "./search-url";

export type SearchIndex = MiniSearch<SearchRecord>;

export interface RankedHit {
  record: SearchRecord;
  score: number;
  /** Lower-case document terms that matched, for highlighting. */
  terms: string[];
  /** True when the record's own title (page title, heading, API name) matched. */
  titleMatched: boolean;
  /** The share of the query the record has (0–1): its words, the rarer ones weighing more. */
  coverage: number;
}

function compact(text: string): string {
  return text.toLowerCase().replace(/[\s\p{P}]+/gu, "");
}

/** Weight of a related word ("open" for "expand") against the word the reader typed. */
const RELATED_WEIGHT = 0.5;
/** Hits of one page shown at most, so that the next pages are not pushed out. */
const HITS_PER_PAGE = 2;
/** How much a record gains when all of the query's neighbouring words stand together in it, in order. */
const NEAR_WORDS_GAIN = 2;
/** At most this many tokens apart counts as together: "expand all folders" ~ "expand all the folders". */
const NEAR_WORDS_WINDOW = 3;
/** Records checked for words standing together: the best ones by the other signals. */
const NEAR_WORDS_CHECKED = 60;
/** A hit must have more than this share of the query to count as an answer rather than the closest there is. */
const MOST_OF_THE_QUERY = 0.5;

/** Pages and API items a little above sections and members; release notes below how-to pages. */
const KIND_WEIGHT: Record<SearchRecord["kind"], number> = {
  page: 1.5,
  api: 1.25,
  section: 1,
  "api-member": 1,
  changelog: 0.5,
};

/** One query word as a MiniSearch query: the word itself, its other forms, related words lower. */
function wordQuery(word: QueryWord, forgiveTypos: boolean): Query {
  const typed: Query = { ...defaultSearchOptions, queries: [word.word], prefix: word.prefix, fuzzy: forgiveTypos && defaultSearchOptions.fuzzy };
  const forms = new Set(word.forms);
  const others = [...new Set([...word.forms, ...word.related])].filter((term) => term !== word.word);
  if (others.length === 0) return typed;
  const boostTerm = (term: string) => (forms.has(term) ? 1 : RELATED_WEIGHT);
  const widened: Query = { ...defaultSearchOptions, queries: [others.join(" ")], combineWith: "OR", prefix: false, fuzzy: false, boostTerm };
  return { combineWith: "OR", queries: [typed, widened] };
}

/** The records that have one query word, and how fully they have it (1, or ½ for a name found by its parts). */
interface WordResults {
  results: SearchResult[];
  fullness: number;
}

/**
 * Typos are forgiven only for a word the docs lack ("tree" must not find "three"); a name they
 * lack altogether ("stopRenaming") is searched by its parts, and found only half.
 */
function searchWord(index: SearchIndex, word: QueryWord): WordResults {
  const options: SearchOptions = { ...defaultSearchOptions, combineWith: "OR" };
  const exact = index.search(wordQuery(word, false), options);
  if (exact.some((result) => result.queryTerms.includes(word.word))) return { results: exact, fullness: 1 };
  const withTypos = index.search(wordQuery(word, true), options);
  if (withTypos.length > 0 || word.parts.length === 0) return { results: withTypos, fullness: 1 };
  return { results: index.search(word.parts.join(" "), options), fullness: 0.5 };
}

/** Each word's share of the query (summing to 1): the fewer records have the word itself, the more it says. */
function wordShares(index: SearchIndex, words: readonly QueryWord[], perWord: readonly WordResults[]): number[] {
  const rarity = perWord.map(({ results }, i) => {
    const own = new Set([words[i]!.word, ...words[i]!.forms]);
    const count = results.filter((result) => result.queryTerms.some((term) => own.has(term))).length;
    return Math.log(1 + index.documentCount / (count + 1));
  });
  const total = rarity.reduce((sum, value) => sum + value, 0);
  return rarity.map((value) => value / total);
}

interface Match {
  result: SearchResult;
  score: number;
  coverage: number;
  terms: Set<string>;
  titleMatched: boolean;
}

/**
 * Searches the index with any of the query's words (typos, prefixes, word forms and related words
 * allowed) and ranks records by their words' scores times how much of the query they cover, and
 * how much of it their page covers: a section with every word comes first, one missing a word
 * still shows. An exact title ("createTree" → the createTree page) goes first; release notes come
 * after how-to pages; a record whose words stand together as in the query gains. Each page shows at
 * most two hits, so the first three links span two pages, and pages are ordered by their two hits together.
 */
export function searchIndex(index: SearchIndex, rawQuery: string): RankedHit[] {
  const query = normalizeQuery(rawQuery);
  const words = queryWords(query);
  if (words.length === 0) return [];
  const perWord = words.map((word) => searchWord(index, word));
  const shares = wordShares(index, words, perWord);

  const matches = new Map<number, Match>();
  const pageCoverage = new Map<string, number>();
  perWord.forEach(({ results, fullness }, i) => {
    const share = shares[i]! * fullness;
    const pages = new Set<string>();
    for (const result of results) {
      let match = matches.get(result.id as number);
      if (!match) matches.set(result.id as number, (match = { result, score: 0, coverage: 0, terms: new Set(), titleMatched: false }));
      match.score += result.score;
      match.coverage += share;
      for (const term of result.terms) match.terms.add(term);
      match.titleMatched ||= Object.values(result.match).some((fields) => fields.some((field) => TITLE_FIELDS.includes(field)));
      pages.add(recordPageUrl(result.url as string));
    }
    for (const page of pages) pageCoverage.set(page, (pageCoverage.get(page) ?? 0) + share);
  });

  const wantedTitle = compact(query);
  const ranked = [...matches.values()].map((match) => toRankedHit(match, pageCoverage.get(recordPageUrl(match.result.url as string)) ?? 0, wantedTitle));
  if (words.length > 1) {
    ranked.sort(byScore);
    const forms = words.map((word) => [word.word, ...word.forms]);
    for (const hit of ranked.slice(0, NEAR_WORDS_CHECKED)) hit.score *= 1 + NEAR_WORDS_GAIN * nearPairs(wordPositions(index, hit.record), forms);
  }
  return byPage(ranked.sort(byScore));
}

const byScore = (a: RankedHit, b: RankedHit) => b.score - a.score || a.record.id - b.record.id;

/** Where each word stands in a record's heading and text, kept per index: a query is typed a key at a time, and the same records come back. */
const positionsOf = new WeakMap<SearchIndex, Map<number, Map<string, number[]>>>();

function wordPositions(index: SearchIndex, record: SearchRecord): Map<string, number[]> {
  let cache = positionsOf.get(index);
  if (!cache) positionsOf.set(index, (cache = new Map()));
  let positions = cache.get(record.id);
  if (!positions) {
    positions = new Map();
    tokenizeQuery(`${recordTitle(record)} ${record.text}`.toLowerCase()).forEach((token, i) => {
      const list = positions!.get(token);
      if (list) list.push(i);
      else positions!.set(token, [i]);
    });
    cache.set(record.id, positions);
  }
  return positions;
}

/**
 * The share of the query's neighbouring word pairs (each word with its forms) that stand close
 * together, in the same order, in a record: "drop position" says more in a section about the drop
 * position than in one that has "drop" and "position" paragraphs apart.
 */
function nearPairs(positions: ReadonlyMap<string, readonly number[]>, forms: readonly (readonly string[])[]): number {
  const at = forms.map((wordForms) => wordForms.flatMap((form) => positions.get(form) ?? []));
  let near = 0;
  for (let i = 0; i + 1 < at.length; i++) {
    const next = at[i + 1]!;
    if (at[i]!.some((first) => next.some((later) => later > first && later - first <= NEAR_WORDS_WINDOW))) near++;
  }
  return near / (at.length - 1);
}

/** True when there are hits but none has most of the query: they are the closest there are, not answers. */
export function onlyClosest(hits: readonly RankedHit[]): boolean {
  return hits.length > 0 && !hits.some((hit) => hit.coverage > MOST_OF_THE_QUERY);
}

/**
 * Hits grouped by page, at most HITS_PER_PAGE each, pages in the order of their best hits' summed
 * scores: a page with two good sections before one with a single slightly better one. The page's
 * own hit is shown only when it is the page's best, since the dialog already names the page above
 * its hits; otherwise the page's next best section takes its place.
 */
function byPage(hits: readonly RankedHit[]): RankedHit[] {
  const pages = new Map<string, RankedHit[]>();
  for (const hit of hits) {
    const url = recordPageUrl(hit.record.url);
    const page = pages.get(url);
    if (page) page.push(hit);
    else pages.set(url, [hit]);
  }
  const summed = (page: RankedHit[]) => page.slice(0, HITS_PER_PAGE).reduce((sum, hit) => sum + hit.score, 0);
  const shown = (page: RankedHit[]) => page.filter((hit, i) => i === 0 || hit.record.level !== "lvl1").slice(0, HITS_PER_PAGE);
  return [...pages.values()].sort((a, b) => summed(b) - summed(a)).flatMap(shown);
}

function toRankedHit(match: Match, pageCoverage: number, wantedTitle: string): RankedHit {
  const { result } = match;
  const record = {
    id: result.id as number,
    kind: result.kind,
    level: result.level,
    url: result.url,
    lvl0: result.lvl0,
    lvl1: result.lvl1,
    lvl2: result.lvl2,
    lvl3: result.lvl3,
    text: result.text ?? "",
  } as SearchRecord;
  let score = match.score * match.coverage * pageCoverage;
  if (compact(recordTitle(record)) === wantedTitle) score *= 4;
  score *= KIND_WEIGHT[record.kind];
  return { record, score, terms: [...match.terms], titleMatched: match.titleMatched, coverage: match.coverage };
}
