// "Added in" and "Deprecated in" on the API pages: the committed history matched to the page
// slices by name.

import type { ApiAddedIn, ApiComment, ApiItemPage, ApiPackagePage } from "#contract/api/api-model.ts";
import { releasesOf, type ApiHistoryFile, type PackageHistory } from "./history-model.ts";

interface Target {
  addedIn?: ApiAddedIn;
  comment?: ApiComment;
}

/**
 * Sets `addedIn` (and `comment.deprecatedIn` where the page shows a deprecation) on item pages,
 * their members and the package pages' declarations; returns how many got an `addedIn`.
 * History names are those of the published declarations (`TreeConfig.canDrag`). The per-feature
 * pages (`DragAndDropFeatureConfig`) exist only in the docs entry point, so their members take the
 * history of the merged member that names them as its declaring page.
 */
export function addHistoryToPages(items: readonly ApiItemPage[], packages: readonly ApiPackagePage[], history: ApiHistoryFile): number {
  let count = 0;
  const apply = (target: Target, pkg: PackageHistory, name: string | undefined) => {
    if (name === undefined) return;
    const added = releasesOf(pkg, name, "added");
    if (added) {
      target.addedIn = added;
      count++;
    }
    const deprecated = releasesOf(pkg, name, "deprecated");
    if (deprecated && target.comment?.deprecatedHtml !== undefined) target.comment.deprecatedIn = deprecated;
  };
  // Member anchor of a per-feature page → the history name of the merged member declared there.
  const viaMerged = new Map<string, string>();
  for (const page of items) {
    const pkg = history.packages[page.packageName];
    for (const member of page.groups.flatMap((g) => g.members)) {
      const name = `${page.name}.${member.name}`;
      if (pkg?.items[name] && member.declaredBy) viaMerged.set(member.declaredBy.href, name);
    }
  }
  for (const page of items) {
    const pkg = history.packages[page.packageName];
    if (!pkg) continue;
    apply(page, pkg, page.name);
    for (const member of page.groups.flatMap((g) => g.members)) {
      const name = `${page.name}.${member.name}`;
      apply(member, pkg, pkg.items[name] ? name : viaMerged.get(`${page.path}#${member.id}`));
    }
  }
  for (const page of packages) {
    const pkg = history.packages[page.packageName];
    if (!pkg) continue;
    for (const declaration of page.declarations.flatMap((s) => s.items)) apply(declaration, pkg, declaration.name);
  }
  return count;
}
