import { docPageId } from "#contract/content/content-model.ts";
import { quickInfoKey, type QuickInfoFile } from "#contract/content/quick-info.ts";
import { routePath } from "#contract/site/site.ts";
import { QUICK_INFO_EVENTS } from "./quick-info-events";

// Quick info for the API names in code (the links build-scripts/samples/name-links.ts makes): their
// signature and the first sentence of their reference entry, in a tooltip, on hover, on keyboard
// focus and on a long press. Loaded by code-links.ts on the first of those; from then on it listens
// on the document (after the events code-links.ts kept while it loaded), so it needs nothing from
// the code blocks. The page's file (a few kilobytes, build-scripts/samples/quick-info.ts) is
// fetched then too, not before; a failed fetch is tried again on the next hover.

/** Each page's file, by page id; `no-inline`: a small file would become a data: URL, which the CSP's connect-src refuses. */
const fileUrls = import.meta.glob<string>("../../generated/quick-info/**/*.json", { query: "?no-inline&url", import: "default", eager: true });
const PREFIX = "../../generated/quick-info/";

/** A press held this long shows the quick info; shorter than the browser's own long press (its link menu). */
const LONG_PRESS_MS = 450;

const files = new Map<string, QuickInfoFile | Promise<QuickInfoFile | undefined>>();
let tip: HTMLElement | undefined;
/** The link the reader points at, focuses or presses: shown as soon as its page's file is in. */
let wanted: HTMLAnchorElement | undefined;
let shown: HTMLAnchorElement | undefined;
let press: { link: HTMLAnchorElement; timer: number; done: boolean } | undefined;

const codeLinkOf = (target: EventTarget | null) => (target instanceof Element ? target.closest<HTMLAnchorElement>("pre a[href]") : null);

/** The quick info of the page the reader is on: the file itself once it has arrived, else its load. */
function pageFile(): QuickInfoFile | Promise<QuickInfoFile | undefined> | undefined {
  const route = routePath(location.pathname);
  const url = route === undefined ? undefined : fileUrls[`${PREFIX}${docPageId(route)}.json`];
  if (!url) return undefined;
  let file = files.get(url);
  if (!file) {
    file = fetch(url)
      .then((response) => (response.ok ? (response.json() as Promise<QuickInfoFile>) : undefined))
      .catch(() => undefined)
      .then((loaded) => {
        if (loaded) files.set(url, loaded);
        else files.delete(url); // a later hover tries again
        return loaded;
      });
    files.set(url, file);
  }
  return file;
}

function want(link: HTMLAnchorElement) {
  wanted = link;
  const file = pageFile();
  if (file instanceof Promise) void file.then((loaded) => loaded && wanted === link && show(link, loaded));
  else if (file) show(link, file);
}

function show(link: HTMLAnchorElement, file: QuickInfoFile) {
  const route = routePath(link.pathname);
  const info = route === undefined ? undefined : file[quickInfoKey(route + link.hash, link.textContent ?? "")];
  if (!info || !link.isConnected) return;
  tip ??= createTip();
  const [signature, summary] = info;
  tip.firstElementChild!.textContent = signature;
  const paragraph = tip.lastElementChild as HTMLElement;
  paragraph.textContent = summary;
  paragraph.hidden = summary === "";
  if (shown && shown !== link) shown.removeAttribute("aria-describedby");
  link.setAttribute("aria-describedby", tip.id);
  shown = link;
  tip.hidden = false;
  place(tip, link);
}

function hide() {
  wanted = undefined;
  if (!tip || !shown) return;
  shown.removeAttribute("aria-describedby");
  shown = undefined;
  tip.hidden = true;
}

// Styled here rather than in a stylesheet: the site inlines its CSS into every page, and nothing of
// the quick info is to be in a page before a reader asks for it. The theme's variables keep it in
// light and dark mode.
const TIP_STYLE: Partial<CSSStyleDeclaration> = {
  position: "fixed",
  zIndex: "60",
  maxWidth: "min(36rem, calc(100vw - 16px))",
  padding: "0.45rem 0.65rem",
  border: "1px solid var(--color-border)",
  borderRadius: "var(--radius)",
  background: "var(--color-bg)",
  color: "var(--color-text)",
  boxShadow: "0 4px 14px rgb(0 0 0 / 0.18)",
  fontSize: "0.8rem",
  lineHeight: "1.45",
};
const SIGNATURE_STYLE: Partial<CSSStyleDeclaration> = { display: "block", fontFamily: "var(--font-mono)", whiteSpace: "pre-wrap", overflowWrap: "anywhere", background: "none", padding: "0" };
const SUMMARY_STYLE: Partial<CSSStyleDeclaration> = { margin: "0.35rem 0 0", color: "var(--color-muted)" };

function createTip(): HTMLElement {
  const element = document.createElement("div");
  element.id = "quick-info";
  element.setAttribute("role", "tooltip");
  element.hidden = true;
  const signature = document.createElement("code");
  const summary = document.createElement("p");
  Object.assign(element.style, TIP_STYLE);
  Object.assign(signature.style, SIGNATURE_STYLE);
  Object.assign(summary.style, SUMMARY_STYLE);
  element.append(signature, summary);
  // Hoverable: the pointer may move onto the tip to read or select it.
  element.addEventListener("pointerleave", (event) => codeLinkOf(event.relatedTarget) !== shown && hide());
  document.body.append(element);
  return element;
}

/** Below the name, or above it when there is no room below; never past the viewport's sides. */
function place(element: HTMLElement, link: HTMLAnchorElement) {
  const box = link.getBoundingClientRect();
  const margin = 8;
  const { offsetWidth: width, offsetHeight: height } = element;
  const below = box.bottom + 4 + height <= innerHeight || box.top - 4 - height < 0;
  element.style.top = `${below ? box.bottom + 4 : box.top - 4 - height}px`;
  element.style.left = `${Math.max(margin, Math.min(box.left, innerWidth - width - margin))}px`;
}

const handlers: Record<(typeof QUICK_INFO_EVENTS)[number], (event: Event) => void> = {
  pointerover(event) {
    const link = codeLinkOf(event.target);
    if (link && (event as PointerEvent).pointerType !== "touch") want(link);
  },
  pointerout(event) {
    const { relatedTarget, pointerType } = event as PointerEvent;
    if (pointerType === "touch" || !codeLinkOf(event.target)) return;
    if (!(relatedTarget instanceof Node && tip?.contains(relatedTarget)) && codeLinkOf(relatedTarget) !== wanted) hide();
  },
  focusin(event) {
    const link = codeLinkOf(event.target);
    if (link && link.matches(":focus-visible")) want(link);
  },
  focusout(event) {
    if (codeLinkOf(event.target)) hide();
  },
  keydown(event) {
    if ((event as KeyboardEvent).key === "Escape" && shown) hide();
  },
  touchstart(event) {
    const link = codeLinkOf(event.target);
    if (press) clearTimeout(press.timer);
    press = undefined;
    if (!link) return hide();
    const held = { link, done: false, timer: 0 };
    // A press kept while this module loaded has been held since its own time stamp.
    held.timer = window.setTimeout(
      () => {
        held.done = true;
        want(link);
      },
      Math.max(0, LONG_PRESS_MS - (performance.now() - event.timeStamp)),
    );
    press = held;
  },
  touchmove() {
    if (press && !press.done) clearTimeout(press.timer);
  },
  touchend(event) {
    if (!press) return;
    clearTimeout(press.timer);
    // The press showed the quick info: it is not also a tap that follows the link.
    if (press.done) event.preventDefault();
  },
  contextmenu(event) {
    // Chromium on Android opens its link menu a moment after the quick info appeared.
    if (press?.done && codeLinkOf(event.target) === press.link) event.preventDefault();
  },
  scroll() {
    // Keyboard focus scrolls a name into view: the tip follows it rather than go away.
    if (tip && shown) place(tip, shown);
  },
};

/** Starts listening, after handling what the reader did while this module loaded, in order. */
export function install(kept: readonly Event[]) {
  for (const event of kept) handlers[event.type as keyof typeof handlers]?.(event);
  for (const type of QUICK_INFO_EVENTS) {
    document.addEventListener(type, handlers[type], { capture: true, passive: type !== "touchend" && type !== "contextmenu" });
  }
}
