// An edited demo as a link: the code, lz-string compressed, in the URL's fragment
// (`#edit/<demo id>/<code>`), so it never reaches a server. Opening the link shows the demo box
// with a notice; the code runs only when the reader chooses to (demo-box.tsx, SharedEditNotice).

const PREFIX = "#edit/";

/** The compressed code that `hash` carries for demo `id`, if any. */
export function sharedEditIn(hash: string, id: string): string | undefined {
  const start = `${PREFIX}${id}/`;
  return hash.startsWith(start) && hash.length > start.length ? hash.slice(start.length) : undefined;
}

/** The demo id a `hash` carries edited code for, if any. */
export function sharedEditDemo(hash: string): string | undefined {
  return hash.startsWith(PREFIX) ? hash.slice(PREFIX.length).split("/")[0] || undefined : undefined;
}

/** The fragment for demo `id` with `compressed` code (lz-string's URI-safe output). */
export const sharedEditHash = (id: string, compressed: string) => `${PREFIX}${id}/${compressed}`;
