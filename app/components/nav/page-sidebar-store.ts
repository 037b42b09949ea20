import { useEffect, useSyncExternalStore } from "react";
import type { SidebarGroup } from "~/lib/content-model";

// The sidebar of the page on screen (docs or API), published by DocsShell so the mobile drawer,
// which lives in the site header, can show the same list.
let current: SidebarGroup[] | undefined;
const listeners = new Set<() => void>();

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function usePublishPageSidebar(groups: SidebarGroup[]): void {
  useEffect(() => {
    current = groups;
    listeners.forEach((listener) => listener());
    return () => {
      if (current === groups) current = undefined;
      listeners.forEach((listener) => listener());
    };
  }, [groups]);
}

export function usePageSidebar(): SidebarGroup[] | undefined {
  return useSyncExternalStore(subscribe, () => current, () => undefined);
}
