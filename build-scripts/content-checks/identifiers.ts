// Decides whether an inline code span of the content names library API, and if so whether that
// API exists in the TypeDoc model. The rules (README.md in this folder explains them):
//
// - `tree.x`, `item.x`, `config.x` and `Owner.x` (a documented interface or enum) are checked
//   strictly, member by member, following documented return types (`tree.getState().dnd`).
// - A bare camelCase name is reported when the model does not know it but knows a name that is
//   close to it (a typo), or one that merely adds to it (`keyboardDragAndDrop` → …Feature).
// - PascalCase names are reported when they look like the library's types but are not in it.
// - All-lowercase words (`tree`, `features`), key names, DOM/React names, anything that is not an
//   identifier chain, and names declared in the page's own type-checked samples are left alone.

import type { InlineCodeSpan } from "../samples/collect.ts";
import type { Vocabulary } from "./vocabulary.ts";
import { editDistance } from "#contract/text/edit-distance.ts";

export interface IdentifierProblem {
  location: string;
  code: string;
  message: string;
}

/** Receivers the docs use for the three central instances. */
const RECEIVERS: Record<string, string> = { tree: "TreeInstance", item: "ItemInstance", config: "TreeConfig" };

/** Prefixes and suffixes of the library's type names, to tell them from other PascalCase words. */
const LIBRARY_TYPE_SHAPE =
  /^(Tree|Item|Dnd|KDnd|Drag|Hotkey|Checked|Assistive|Search|Renaming|Selection|Checkboxes|ExpandAll|PropMemoization|SyncDataLoader|AsyncDataLoader|KeyboardDragAndDrop|Main|Feature)|(Feature|FeatureDef|Config|State|Instance|DataRef|Hotkeys|Opts)$/;

/** Key names of hotkey bindings (`ArrowDown`, `KeyA`, `F2`, …): not API names. */
const KEY_NAME = /^(Arrow(Up|Down|Left|Right)|Key[A-Z]|Digit\d|F\d{1,2}|Numpad\w+|Escape|Enter|Space|Tab|Home|End|PageUp|PageDown|Backspace|Delete|Control|Shift|Alt|Meta|Plus|Minus|LetterOrNumber|Letter|MetaOrControl)$/i;

export interface ParsedChain {
  segments: string[];
  /** True when the span ends in a call, `x()` / `x(a, b)`. */
  called: boolean;
}

/**
 * `item.getItemMeta().level` → [item, getItemMeta, level]; `useTree<T>` → [useTree]. Returns
 * undefined for anything that is not a chain of identifiers (keys, commands, strings, types).
 */
export function parseChain(code: string): ParsedChain | undefined {
  let text = code.trim().replace(/;$/, "");
  let called = false;
  // Drop call arguments and type arguments, innermost first, then optional-chaining marks.
  for (let previous = ""; previous !== text; ) {
    previous = text;
    text = text.replace(/\([^()]*\)/g, () => {
      called = true;
      return "";
    });
    text = text.replace(/<[^<>]*>/g, "");
  }
  text = text.replace(/\?\./g, ".").replace(/!\./g, ".").replace(/\[\]$/, "");
  if (!/^[A-Za-z_$][\w$]*(\.[A-Za-z_$][\w$]*)*$/.test(text)) return undefined;
  return { segments: text.split("."), called: called && /\)\s*;?$/.test(code.trim()) };
}

/** Library names a reader probably meant by `name`, closest first (empty: not a near miss). */
export function nearMisses(name: string, known: Iterable<string>): string[] {
  const budget = Math.max(1, Math.floor(name.length / 3));
  const lower = name.toLowerCase();
  const hits: [string, number][] = [];
  for (const candidate of known) {
    if (candidate === name || candidate.length < 4) continue;
    const c = candidate.toLowerCase();
    const distance = editDistance(lower, c) + (c === lower ? 1 : 0);
    // "adds to it": the real name is the span plus a suffix or prefix (keyboardDragAndDrop → …Feature).
    const extends_ = name.length >= 8 && (c.startsWith(lower) || c.endsWith(lower));
    if (distance <= budget || extends_) hits.push([candidate, extends_ ? 0.5 : distance]);
  }
  return hits.sort((a, b) => a[1] - b[1]).slice(0, 3).map(([candidate]) => candidate);
}

const isCamel = (name: string) => /^[a-z][a-z0-9]*[A-Z]/.test(name);
const isPascal = (name: string) => /^[A-Z][a-z]/.test(name);

export interface CheckContext {
  vocabulary: Vocabulary;
  /** Identifiers declared or used in the page's type-checked code samples. */
  pageNames: Set<string>;
}

/** Problems of one inline code span (empty when it is fine or not API at all). */
export function checkInlineCode(span: InlineCodeSpan, context: CheckContext): IdentifierProblem[] {
  const { vocabulary, pageNames } = context;
  const location = `${span.file}:${span.line}:${span.column}`;
  const problems: IdentifierProblem[] = [];
  const report = (message: string) => problems.push({ location, code: span.value, message });
  const value = span.value.trim();

  // `import { a, b } from "@headless-tree/…"`: every name must be an export of the model.
  const imported = /^import\s+(?:type\s+)?\{([^}]*)\}\s+from\s+["'](@headless-tree\/[\w-]+)["'];?$/.exec(value);
  if (imported) {
    for (const name of imported[1]!.split(",").map((n) => n.trim().replace(/^type\s+/, "").split(/\s+as\s+/)[0]!)) {
      if (name && !(name in vocabulary.symbols)) report(`"${name}" is not an export of ${imported[2]} in the TypeDoc model`);
    }
    return problems;
  }

  // `<AssistiveTreeDescription tree={tree} />`: the component name.
  const jsx = /^<([A-Z][\w]*)[\s/>]/.exec(value);
  const chain = jsx ? { segments: [jsx[1]!], called: false } : parseChain(value);
  if (!chain) return problems;
  const [head, ...rest] = chain.segments as [string, ...string[]];

  const owner = RECEIVERS[head] ?? (vocabulary.members.has(head) ? head : undefined);
  if (owner && rest.length > 0) {
    // Strict: each member must exist on the owner; follow documented types as far as they go.
    let current: string | undefined = owner;
    for (const member of rest) {
      if (!current) break;
      const known = vocabulary.members.get(current);
      if (!known?.has(member)) {
        const suggestions = nearMisses(member, known ?? []);
        report(`${current} has no member "${member}"${suggestions.length ? `; did you mean ${suggestions.join(", ")}?` : ""}`);
        break;
      }
      current = vocabulary.memberTypes.get(`${current}.${member}`);
    }
    return problems;
  }

  for (const name of chain.segments) {
    if (vocabulary.library.has(name) || vocabulary.platform.has(name) || pageNames.has(name) || KEY_NAME.test(name)) continue;
    if (isPascal(name)) {
      if (LIBRARY_TYPE_SHAPE.test(name)) {
        const suggestions = nearMisses(name, Object.keys(vocabulary.symbols).filter((s) => !s.includes(".")));
        report(`"${name}" looks like a library type but is not in the TypeDoc model${suggestions.length ? `; did you mean ${suggestions.join(", ")}?` : ""}`);
      }
      continue;
    }
    if (!isCamel(name)) continue;
    const suggestions = nearMisses(name, vocabulary.library);
    if (suggestions.length) report(`"${name}" is not in the TypeDoc model; did you mean ${suggestions.join(", ")}?`);
  }
  return problems;
}

/** Identifiers in code (to exempt names a page's own samples declare). */
export function identifiersIn(code: string): Set<string> {
  return new Set(code.match(/[A-Za-z_$][\w$]*/g) ?? []);
}
