// "Added in" on the API pages: the committed history matched to the page slices by name.

import type { ApiAddedIn, ApiItemPage, ApiPackagePage } from "../../app/lib/api/api-model.ts";
import { addedIn, type ApiHistoryFile } from "./history-model.ts";

/**
 * Sets `addedIn` on item pages, their members and the package pages' declarations; returns how
 * many got one. History names are those of the published declarations (`TreeConfig.canDrag`).
 * The per-feature pages (`DragAndDropFeatureConfig`) exist only in the docs entry point, so their
 * members take the history of the merged member that names them as its declaring page.
 */
export function addHistoryToPages(items: readonly ApiItemPage[], packages: readonly ApiPackagePage[], history: ApiHistoryFile): number {
  let count = 0;
  const set = (target: { addedIn?: ApiAddedIn }, value: ApiAddedIn | undefined) => {
    if (!value) return;
    target.addedIn = value;
    count++;
  };
  const viaMerged = new Map<string, ApiAddedIn>();
  for (const page of items) {
    const pkg = history.packages[page.packageName];
    for (const member of page.groups.flatMap((g) => g.members)) {
      const value = pkg && addedIn(pkg, `${page.name}.${member.name}`);
      if (value && member.declaredBy) viaMerged.set(member.declaredBy.href, value);
    }
  }
  for (const page of items) {
    const pkg = history.packages[page.packageName];
    if (!pkg) continue;
    set(page, addedIn(pkg, page.name));
    for (const member of page.groups.flatMap((g) => g.members)) {
      set(member, pkg.items[`${page.name}.${member.name}`] ? addedIn(pkg, `${page.name}.${member.name}`) : viaMerged.get(`${page.path}#${member.id}`));
    }
  }
  for (const page of packages) {
    const pkg = history.packages[page.packageName];
    if (!pkg) continue;
    for (const declaration of page.declarations.flatMap((s) => s.items)) set(declaration, addedIn(pkg, declaration.name));
  }
  return count;
}
