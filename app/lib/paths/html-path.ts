// "/x/index.html" and "/x.html" are the page "/x", in the browser as on the server
// (server/request-path.ts), so links copied from a static host's file listing still work.

export function cleanHtmlPath(pathname: string): string {
  const segments = pathname.split("/");
  for (;;) {
    const last = segments.at(-1);
    if (last === "index.html") segments.pop();
    else if (last !== undefined && last.endsWith(".html") && last !== ".html") segments[segments.length - 1] = last.slice(0, -".html".length);
    else break;
  }
  const path = segments.join("/").replace(/\/+$/, "");
  return path === "" ? "/" : path;
}

export function isHtmlPath(pathname: string): boolean {
  return /\.html$/.test(pathname);
}
