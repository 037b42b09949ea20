// How a reader's words become search terms: stop words dropped, each remaining word widened to its
// other forms and to the words this library's docs use for the same thing. Readers ask in their own words
// ("open a node", "wait until children are loaded"); the pages say "expand an item", "loading".
import { stemmer } from "stemmer";
import { camelCaseParts, tokenizeQuery } from "#contract/search/search-index-options.ts";

/** One word of the query and the terms that count as that word. */
export interface QueryWord {
  /** As typed, lower-cased: matched exactly, with typos when the docs lack it, and by prefix when it is the last word. */
  word: string;
  /** Whether it may still be half typed: the query's last word. */
  prefix: boolean;
  /** Other forms of it ("dragging" → drag, drags, dragged, draggable), matched exactly. */
  forms: string[];
  /** Words the docs use for the same thing and their forms, matched exactly, at a lower weight. */
  related: string[];
  /** An identifier's camelCase parts ("stopRenaming" → stop, renaming), searched when the docs lack the name. */
  parts: string[];
}

/** Words that say nothing about the topic; dropped unless the query has nothing else. */
const STOP_WORDS = new Set(
  ("a an the to of in on at for with from by and or is are was were be been being am how do does did doing i me my " +
    "we our you your it its this that these those there here if as into about after before until while so than then " +
    "just only can could should would will shall may might must what which who whom why where when way want need " +
    "possible possibly anyway also still yet very some any using use used they them their us").split(" "),
);

/**
 * Groups of words that mean the same thing in questions about trees. Every word of a group stands
 * for the others. Stems are compared, so "expanded" and "opening" belong to their groups too.
 */
const SYNONYM_GROUPS: string[][] = [
  ["expand", "open", "unfold"],
  ["collapse", "close", "fold"],
  ["item", "node", "row", "entry"],
  ["folder", "parent", "directory"],
  ["children", "child", "descendants", "subtree"],
  ["dnd", "drag", "drop"],
  ["hotkey", "shortcut", "keybinding", "keymap"],
  ["virtualization", "virtualized", "virtual", "windowing"],
  ["async", "asynchronous", "lazy", "lazily", "fetch"],
  ["rename", "edit"],
  ["checkbox", "check", "tick"],
  ["search", "find"],
  ["delete", "remove"],
  ["insert", "add", "create"],
  ["reorder", "move", "sort"],
  ["refresh", "invalidate", "reload", "rebuild", "rerender"],
  ["scroll", "reveal"],
  ["accessibility", "a11y", "aria"],
  ["styling", "style", "css", "theme"],
  ["touch", "mobile", "phone"],
  ["error", "fail", "reject"],
];

/** Phrases that mean a word the docs use: the phrase's last word is searched as that word instead. */
const PHRASES: [RegExp, string, string[]][] = [
  [/\bwithout (?:a |the )?mouse\b/, "keyboard", []],
  [/\bscreen ?readers?\b/, "accessibility", ["aria"]],
  [/\b(?:long|big|large|huge) (?:lists?|trees?)\b|\bthousands\b/, "virtualization", ["performance"]],
  [/\bdrag image\b|\bghost\b/, "preview", []],
];

const SUFFIXES = ["", "e", "s", "es", "ed", "d", "ing", "er", "ers", "able", "ion", "ions", "ation", "ations", "ize", "ized", "izes", "izing", "ization", "ren", "sed", "sing"];

/**
 * The words a stem can stand for: "drag" → drag, drags, dragged, dragging, draggable… Candidates
 * the docs do not have simply match nothing. Exact forms rather than a prefix search on the stem,
 * which would also take in every identifier that starts with it (load → loadingItemData).
 */
export function wordForms(word: string): string[] {
  const stem = stemmer(word);
  const bases = new Set([stem, word]);
  if (stem.endsWith("i")) bases.add(`${stem.slice(0, -1)}y`); // lazi → lazy
  if (stem.endsWith("e")) bases.add(stem.slice(0, -1)); // move → moving
  if (/[^aeiou][aeiou][bdgklmnprt]$/.test(stem)) bases.add(stem + stem.at(-1)!); // drag → dragged
  const forms = new Set<string>();
  for (const base of bases) for (const suffix of SUFFIXES) forms.add(base + suffix);
  forms.delete(word);
  // "theme" must not also stand for "them", nor "use" for "us".
  return [...forms].filter((form) => !STOP_WORDS.has(form));
}

const SYNONYMS = new Map<string, string[]>();
for (const group of SYNONYM_GROUPS) {
  for (const word of group) SYNONYMS.set(stemmer(word), group.filter((other) => other !== word));
}

/** Words typed as identifiers ("getItemProps", "DnD", "tree_id") are searched as typed, never stemmed. */
const isIdentifier = (word: string) => /[a-z][A-Z]|[A-Z]{2}|[_$]/.test(word);

export function queryWords(query: string): QueryWord[] {
  const typed = tokenizeQuery(query);
  const meaningful = typed.filter((word) => !STOP_WORDS.has(word.toLowerCase()));
  const kept = meaningful.length > 0 ? meaningful : typed;
  let words: QueryWord[] = kept.map((typedWord, i) => {
    const word = typedWord.toLowerCase();
    const prefix = i === kept.length - 1 && typedWord === typed.at(-1);
    if (isIdentifier(typedWord)) return { word, prefix, forms: [], related: SYNONYMS.get(word) ?? [], parts: camelCaseParts(typedWord).map((part) => part.toLowerCase()) };
    if (word.length < 4) return { word, prefix, forms: [], related: SYNONYMS.get(word) ?? [], parts: [] };
    return { word, prefix, forms: wordForms(word), related: SYNONYMS.get(stemmer(word)) ?? [], parts: [] };
  });

  const lower = query.toLowerCase();
  for (const [phrase, meaning, related] of PHRASES) {
    const match = phrase.exec(lower);
    if (!match) continue;
    const phraseWords = tokenizeQuery(match[0]);
    const target = words.find((entry) => entry.word === phraseWords.at(-1));
    if (!target) continue;
    words = words.filter((entry) => entry === target || !phraseWords.includes(entry.word));
    target.related = [...related, target.word, ...target.related];
    target.word = meaning;
    target.forms = wordForms(meaning);
    target.prefix = false;
  }
  for (const entry of words) entry.related = [...new Set(entry.related.flatMap((word) => [word, ...wordForms(word)]))];
  return words;
}
