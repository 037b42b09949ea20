// The Content-Security-Policy of every response, from one place: the server sends it as a header,
// the post-build step copies it into each page's <meta> and into the host configuration files
// (build-scripts/postbuild/), so a host without this server enforces the same policy.
import type { ScriptHashesByFile } from "./inline-script-hashes.ts";
import { SANDBOX_FRAME_FILE } from "../demos/sandbox-protocol.ts";
import { contentSecurityPolicy, sandboxFramePolicy } from "./security-headers.ts";

export interface PagePolicies {
  /** For every response that is not one of the HTML files (assets, .data, errors). */
  fallback: string;
  /** Per HTML file (path relative to the build root): the fallback plus its inline-script hashes. */
  byFile: ReadonlyMap<string, string>;
}

export function pagePolicies(scriptHashes: ScriptHashesByFile, docsearchAppId: string | undefined): PagePolicies {
  return {
    fallback: contentSecurityPolicy({ docsearchAppId }),
    byFile: new Map(
      Object.entries(scriptHashes).map(([file, hashes]) => [
        file,
        // The demo editor's frame has no inline script and a policy of its own.
        file === SANDBOX_FRAME_FILE ? sandboxFramePolicy() : contentSecurityPolicy({ scriptHashes: hashes, docsearchAppId }),
      ]),
    ),
  };
}
