import type { Options, SearchOptions } from "minisearch";
import { recordParents, recordTitle, type SearchRecord } from "./search-records";

// MiniSearch does not serialise its tokenizer or field extractor, so the index builder and the
// browser must load the index with these same options.

const WORD_SEPARATOR = /[\s\p{P}\p{S}]+/u;
const CAMEL_BOUNDARY = /(?<=[a-z0-9])(?=[A-Z])|(?<=[A-Z])(?=[A-Z][a-z])/;

/** Splits text into words, the way queries are split. */
export function tokenizeQuery(text: string): string[] {
  return text.split(WORD_SEPARATOR).filter((word) => word.length > 0);
}

/** The parts of camelCase identifiers ("rootItemId" → root, Item, Id); words without parts are left out. */
export function camelCaseParts(text: string): string[] {
  const parts: string[] = [];
  for (const word of tokenizeQuery(text)) {
    const split = word.split(CAMEL_BOUNDARY);
    if (split.length > 1) parts.push(...split);
  }
  return parts;
}

/**
 * Index-time tokenizer. Titles are indexed as whole words, their camelCase parts separately in
 * `titleParts` (lower boost), so "selection" prefers a page called Selection to SelectionDataRef
 * while still finding it. Body text gets both, so "item" finds prose that mentions rootItemId.
 * Queries are never split at camelCase: "createTree" must rank the exact identifier first.
 */
export function tokenizeForIndex(text: string, field: string): string[] {
  if (field === "title" || field === "parents") return tokenizeQuery(text);
  if (field === "titleParts") return camelCaseParts(text);
  return [...tokenizeQuery(text), ...camelCaseParts(text)];
}

export type SearchField = "title" | "titleParts" | "parents" | "text";

export const SEARCH_FIELDS: SearchField[] = ["title", "titleParts", "parents", "text"];

/** Fields that count as a match of the record's own heading. */
export const TITLE_FIELDS: readonly string[] = ["title", "titleParts"];

export const SEARCH_STORED_FIELDS: (keyof SearchRecord)[] = ["kind", "level", "url", "lvl0", "lvl1", "lvl2", "lvl3", "text"];

/** Values for indexing and storage; absent optional levels stay absent (not stored as ""). */
export function extractField(record: SearchRecord, field: string): string | number | undefined {
  if (field === "title" || field === "titleParts") return recordTitle(record);
  if (field === "parents") return recordParents(record);
  return record[field as keyof SearchRecord];
}

export const searchIndexOptions: Options<SearchRecord> = {
  idField: "id",
  fields: SEARCH_FIELDS,
  storeFields: SEARCH_STORED_FIELDS,
  extractField: (record, field) => extractField(record, field),
  tokenize: (text, field) => (field === undefined ? tokenizeQuery(text) : tokenizeForIndex(text, field)),
  processTerm: (term) => term.toLowerCase(),
};

export const defaultSearchOptions: SearchOptions = {
  // Titles and headings rank above body text; parents (page title of a section) help a little.
  boost: { title: 6, titleParts: 2, parents: 1.5, text: 1 },
  prefix: (term) => term.length >= 2,
  // One typo for short words, more for long ones (MiniSearch multiplies by the term length).
  fuzzy: (term) => (term.length >= 4 ? 0.2 : false),
  maxFuzzy: 3,
  combineWith: "AND",
  tokenize: tokenizeQuery,
};
