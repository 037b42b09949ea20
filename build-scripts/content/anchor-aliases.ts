import { readFile } from "node:fs/promises";
import path from "node:path";
import { isMap, isPair, isScalar, LineCounter, parseDocument, type Node } from "yaml";
import { BuildError, BuildErrors } from "../shared/build-error.ts";

/** One old id that must land on one of our headings, with where it was written. */
export interface AnchorAlias {
  route: string;
  alias: string;
  target: string;
  line: number;
  column: number;
}

export const ANCHOR_ALIASES_FILE = "anchor-aliases.yaml";

/**
 * Reads `content/anchor-aliases.yaml` (route → old id → our heading id). A missing file means no
 * aliases; anything that is not a map of maps of strings fails with its position.
 */
export async function readAnchorAliases(root: string, contentDir = "content"): Promise<AnchorAlias[]> {
  const file = path.posix.join(contentDir, ANCHOR_ALIASES_FILE);
  const text = await readFile(path.join(root, file), "utf8").catch((error: NodeJS.ErrnoException) => {
    if (error.code === "ENOENT") return undefined;
    throw error;
  });
  return text === undefined ? [] : parseAnchorAliases(text, file);
}

export function parseAnchorAliases(text: string, file: string): AnchorAlias[] {
  const lineCounter = new LineCounter();
  const doc = parseDocument(text, { lineCounter });
  const at = (node: Node | null | undefined) => lineCounter.linePos(node?.range?.[0] ?? 0);
  const fail = (message: string, node: Node | null | undefined): never => {
    const pos = at(node);
    throw new BuildErrors([new BuildError(message, file, pos.line, pos.col)]);
  };
  if (doc.errors[0]) {
    const pos = lineCounter.linePos(doc.errors[0].pos[0]);
    throw new BuildErrors([new BuildError(`Invalid YAML: ${doc.errors[0].message.split("\n")[0]}`, file, pos.line, pos.col)]);
  }
  if (doc.contents === null) return [];
  if (!isMap(doc.contents)) return fail("Expected a map of route → (old id → heading id).", doc.contents);
  const aliases: AnchorAlias[] = [];
  for (const routePair of doc.contents.items) {
    const routeKey = isPair(routePair) && isScalar(routePair.key) ? routePair.key : undefined;
    if (!routeKey || typeof routeKey.value !== "string" || !routeKey.value.startsWith("/")) return fail("Expected a route such as /features/tree as key.", routeKey);
    if (!isMap(routePair.value)) return fail(`${routeKey.value}: expected a map of old id → heading id.`, routeKey);
    for (const pair of routePair.value.items) {
      const key = isScalar(pair.key) ? pair.key : undefined;
      const value = isScalar(pair.value) ? pair.value : undefined;
      if (typeof key?.value !== "string" || typeof value?.value !== "string") return fail(`${routeKey.value}: expected "old-id: heading-id".`, key ?? routeKey);
      const pos = at(key);
      aliases.push({ route: routeKey.value, alias: key.value, target: value.value, line: pos.line, column: pos.col });
    }
  }
  return aliases;
}

/** Our heading id → the old ids for it, for one page's compilation. */
export function aliasesFor(aliases: AnchorAlias[], route: string): Record<string, string[]> {
  const byTarget: Record<string, string[]> = {};
  for (const a of aliases.filter((x) => x.route === route)) (byTarget[a.target] ??= []).push(a.alias);
  return byTarget;
}

/**
 * After compiling: every alias needs an existing page and an h2/h3 with the target id there, and
 * must not repeat an id the page already has (two elements with one id: the browser picks the first).
 */
export function checkAnchorAliases(
  aliases: AnchorAlias[],
  file: string,
  pages: ReadonlyMap<string, { headingIds: readonly string[]; anchors: readonly string[] }>,
): BuildError[] {
  const errors: BuildError[] = [];
  for (const a of aliases) {
    const page = pages.get(a.route);
    const problem = !page
      ? `${a.route} is not a page of the site (alias "${a.alias}").`
      : !page.headingIds.includes(a.target)
        ? `${a.route} has no h2/h3 heading with id "${a.target}" (alias "${a.alias}"). Its headings: ${page.headingIds.join(", ")}.`
        : page.anchors.filter((id) => id === a.alias).length > 1
          ? `${a.route} already has an element with id "${a.alias}": the alias would duplicate it.`
          : undefined;
    if (problem) errors.push(new BuildError(problem, file, a.line, a.column));
  }
  return errors;
}
