import { PassThrough } from "node:stream";
import { text } from "node:stream/consumers";
import type { EntryContext } from "react-router";
import { ServerRouter } from "react-router";
import { renderToPipeableStream } from "react-dom/server";
import { withReactNativeWebStyles } from "./components/demo/react-native-web-styles.server";

export const streamTimeout = 10_000;

// Every HTML response is produced at build time (prerender) or by the dev server, never for a
// live visitor, so we always wait for all Suspense boundaries (lazy MDX pages, lazy demos): the
// static HTML then holds the whole page and hydration finds nothing to stream in.
export default function handleRequest(
  request: Request,
  responseStatusCode: number,
  responseHeaders: Headers,
  routerContext: EntryContext,
) {
  if (request.method.toUpperCase() === "HEAD") {
    return new Response(null, { status: responseStatusCode, headers: responseHeaders });
  }
  return new Promise<Response>((resolve, reject) => {
    const timeoutId = setTimeout(() => abort(), streamTimeout + 1000);
    const { pipe, abort } = renderToPipeableStream(
      <ServerRouter context={routerContext} url={request.url} />,
      {
        // React outlines a large finished Suspense boundary (the page text, a demo) behind a
        // fallback and swaps it in with an inline script; in a static file that means the content
        // is hidden until that script runs (never, without JavaScript) and the page shifts.
        progressiveChunkSize: Number.POSITIVE_INFINITY,
        onAllReady() {
          // Whole, so that its <head> can still take react-native-web's rules.
          const body = new PassThrough();
          pipe(body);
          text(body).then((html) => {
            clearTimeout(timeoutId);
            responseHeaders.set("Content-Type", "text/html; charset=utf-8");
            resolve(new Response(withReactNativeWebStyles(html), { headers: responseHeaders, status: responseStatusCode }));
          }, reject);
        },
        onShellError: reject,
        onError(error: unknown) {
          // Any render error fails the prerender of that path, so say which error it was.
          responseStatusCode = 500;
          console.error(`Render error while prerendering ${new URL(request.url).pathname}:`, error);
        },
      },
    );
  });
}
