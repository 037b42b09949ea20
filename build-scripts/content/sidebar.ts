import type { PageLink, SidebarGroup } from "#contract/content/content-model.ts";
import type { GroupConfig } from "./content-sources.ts";

export interface SidebarPage {
  group: string;
  path: string;
  label: string;
  title: string;
  order: number;
}

/** Groups ordered by their `order`, pages by theirs (then label); hidden groups are left out. */
export function buildSidebar(groups: Map<string, GroupConfig>, pages: SidebarPage[]): SidebarGroup[] {
  return [...groups.entries()]
    .filter(([, config]) => !config.hidden)
    .sort(([, a], [, b]) => a.order - b.order)
    .map(([key, config]) => ({
      label: config.label,
      items: [
        ...pages
          .filter((page) => page.group === key)
          .sort((a, b) => a.order - b.order || a.label.localeCompare(b.label))
          .map((page) => ({ label: page.label, href: page.path })),
        ...config.links.map((link) => ({ label: link.label, href: link.href, ...(/^https?:/.test(link.href) ? { external: true } : {}) })),
      ],
    }))
    .filter((group) => group.items.length > 0);
}

/** Previous/next follow the sidebar's reading order, over docs pages only. */
export function neighbours(sidebar: SidebarGroup[], docPaths: Set<string>, titles: Map<string, string>) {
  const order = sidebar.flatMap((g) => g.items).filter((i) => !i.external && docPaths.has(i.href)).map((i) => i.href);
  const result = new Map<string, { prev?: PageLink; next?: PageLink }>();
  order.forEach((href, index) => {
    const link = (p: string | undefined): PageLink | undefined => (p ? { href: p, title: titles.get(p) ?? p } : undefined);
    const prev = link(order[index - 1]);
    const next = link(order[index + 1]);
    result.set(href, { ...(prev ? { prev } : {}), ...(next ? { next } : {}) });
  });
  return result;
}
