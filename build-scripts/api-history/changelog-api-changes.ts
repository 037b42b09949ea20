// The "API changes" section under each version of a changelog page, from the committed history.
// Written as markdown into the page source, so the links go through the same link check as
// every other link of the site.

import { slug } from "github-slugger";
import { CHANGE_KINDS, type PackageHistory, type VersionChanges } from "./history-model.ts";

const LABELS: Record<keyof VersionChanges, string> = {
  added: "Added",
  removed: "Removed",
  changed: "Changed signature",
  deprecated: "Deprecated",
};

/**
 * Appends `### API changes` to every `## <version>` block of a changelog that the history
 * compared with an earlier release. `urlOf` gives the API page of a name that still exists.
 */
export function withApiChanges(markdown: string, history: PackageHistory, urlOf: (name: string) => string | undefined): string {
  const lines = markdown.split(/\r?\n/);
  const out: string[] = [];
  let version: string | undefined;
  const flush = () => {
    const section = version === undefined ? undefined : apiChangesSection(version, history, urlOf);
    if (section) {
      while (out.length && out.at(-1) === "") out.pop();
      out.push("", ...section, "");
    }
  };
  for (const line of lines) {
    const heading = /^##\s+(\S+)\s*$/.exec(line);
    if (heading) {
      flush();
      version = heading[1];
    }
    out.push(line);
  }
  flush();
  return out.join("\n");
}

/** The section's lines, or undefined for a version the history cannot say anything about. */
export function apiChangesSection(version: string, history: PackageHistory, urlOf: (name: string) => string | undefined): string[] | undefined {
  const index = history.versions.indexOf(version);
  if (index === -1) {
    // A version the registry does not have: its changes are part of the next analysed release's.
    const next = Object.entries(history.unpublished).find(([, missing]) => missing.includes(version))?.[0];
    if (!next) return undefined;
    return ["### API changes", "", `${version} is not on the npm registry; its API changes are listed under [${next}](#${slug(next)}).`];
  }
  if (index === 0) return undefined;
  const previous = history.versions[index - 1]!;
  const missing = history.unpublished[version] ?? [];
  const against = `Compared with ${previous}${missing.length ? `, the previous release on the npm registry (${missing.join(", ")} ${missing.length > 1 ? "are" : "is"} not there)` : ""}`;
  const changes = history.changes[version];
  if (!changes) return ["### API changes", "", `${against}: no exported symbol or member was added, removed or changed.`];
  const lines = ["### API changes", "", `${against}:`, ""];
  for (const kind of CHANGE_KINDS) {
    const names = changes[kind];
    if (!names?.length) continue;
    lines.push(`- ${LABELS[kind]}: ${names.map((name) => nameLink(name, kind === "removed" ? urlOf(name) : (urlOf(name) ?? urlOf(parentOf(name))))).join(", ")}`);
  }
  return lines;
}

function nameLink(name: string, url: string | undefined): string {
  return url ? `[\`${name}\`](${url})` : `\`${name}\``;
}

function parentOf(name: string): string {
  return name.split(".", 1)[0]!;
}
