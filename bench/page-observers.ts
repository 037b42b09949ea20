// Installed in every document before its own scripts run (Playwright init script). Plain browser
// code, serialised by Playwright: no imports, no closures over module scope.

export interface ObservedShift {
  start: number;
  value: number;
  hadRecentInput: boolean;
  sources: string[];
}

export interface PageObservations {
  fcp: number | null;
  lcp: number | null;
  lcpElement: string | null;
  shifts: ObservedShift[];
  longTasks: { start: number; duration: number }[];
  unsupported: string[];
}

declare global {
  interface Window {
    __bench?: PageObservations;
  }
}

export function installObservers(): void {
  if (window.__bench) return;
  const observed: PageObservations = { fcp: null, lcp: null, lcpElement: null, shifts: [], longTasks: [], unsupported: [] };
  Object.defineProperty(window, "__bench", { value: observed, enumerable: false });

  const describe = (node: Node | null | undefined): string => {
    if (!node) return "(removed node)";
    if (!(node instanceof Element)) return `#text "${(node.textContent ?? "").trim().slice(0, 40)}"`;
    const id = node.id ? `#${node.id}` : "";
    const classes = [...node.classList].slice(0, 2).map((name) => `.${name}`).join("");
    const text = (node.textContent ?? "").trim().replace(/\s+/g, " ").slice(0, 40);
    return `${node.tagName.toLowerCase()}${id}${classes}${text ? ` "${text}"` : ""}`;
  };

  const observe = (type: string, onEntry: (entry: PerformanceEntry) => void) => {
    try {
      new PerformanceObserver((list) => list.getEntries().forEach(onEntry)).observe({ type, buffered: true });
    } catch {
      observed.unsupported.push(type);
    }
  };

  observe("paint", (entry) => {
    if (entry.name === "first-contentful-paint") observed.fcp = entry.startTime;
  });
  observe("largest-contentful-paint", (entry) => {
    observed.lcp = entry.startTime;
    observed.lcpElement = describe((entry as PerformanceEntry & { element?: Element | null }).element);
  });
  observe("layout-shift", (entry) => {
    const shift = entry as PerformanceEntry & { value: number; hadRecentInput: boolean; sources?: { node?: Node | null }[] };
    observed.shifts.push({
      start: shift.startTime,
      value: shift.value,
      hadRecentInput: shift.hadRecentInput,
      sources: (shift.sources ?? []).map((source) => describe(source.node)),
    });
  });
  observe("longtask", (entry) => {
    observed.longTasks.push({ start: entry.startTime, duration: entry.duration });
  });
}
