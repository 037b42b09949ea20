// A miniature build/client in a temp dir, shaped like React Router's prerender output, with a secret
// file *next to* the root (and in a sibling folder whose name starts with the root's name) so the
// tests can prove that no spelling of a path reaches them.
import { randomBytes } from "node:crypto";
import { mkdirSync, mkdtempSync, rmSync, symlinkSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { dirname, join } from "node:path";
import { precompressDirectory } from "../../build-scripts/postbuild/precompress.ts";

export interface Fixture {
  /** The temp dir holding the root and the secrets. */
  dir: string;
  /** The served folder ("<dir>/client"). */
  root: string;
  /** Text of the files outside the root; must never appear in a response. */
  secret: string;
  files: Record<string, string | Buffer>;
  remove(): void;
}

export const COLOR_MODE_SCRIPT = `(function(){try{var t=localStorage.getItem("theme");document.documentElement.dataset.theme=t==="dark"?"dark":"light"}catch(e){}})()`;

// Enough text that every page passes the 1 KB precompression threshold.
const filler = (label: string) => Array.from({ length: 40 }, (_, i) => `<p>${label} paragraph ${i}: headless tree docs.</p>`).join("\n");

export function page(title: string, contextJson: string): string {
  return `<!DOCTYPE html><html lang="en"><head><meta charset="utf-8"><title>${title}</title>
<script>${COLOR_MODE_SCRIPT}</script>
<link rel="modulepreload" href="/assets/app-AbCd1234.js"><link rel="stylesheet" href="/assets/style-XyZ98765.css">
<script type="application/ld+json">{"@type":"WebSite"}</script>
</head><body><main><h1>${title}</h1>
${filler(title)}
</main>
<script>window.__reactRouterContext = ${contextJson};</script>
<script type="module" async="">import "/assets/app-AbCd1234.js";</script>
<script src="/assets/app-AbCd1234.js" type="module"></script>
</body></html>`;
}

export const BIG_FILE = "downloads/big.bin";
export const BIG_FILE_SIZE = 24 * 1024 * 1024;

export function createFixture(): Fixture {
  const dir = mkdtempSync(join(tmpdir(), "headless-tree-server-"));
  const root = join(dir, "client");
  const secret = `TOP-SECRET-${randomBytes(8).toString("hex")}`;

  const files: Record<string, string | Buffer> = {
    "index.html": page("Home", `{"url":"/"}`),
    "guide/index.html": page("Guide", `{"url":"/guide"}`),
    "with space/index.html": page("With space", `{"url":"/with space"}`),
    "404.html": page("Page not found", `{"url":"/404"}`),
    "_.data": `[{"_1":2},"routes/home",${JSON.stringify("x".repeat(1500))}]`,
    "guide.data": `[{"_1":2},"routes/guide",${JSON.stringify("guide data ".repeat(150))}]`,
    "assets/app-AbCd1234.js": `export const app = ${JSON.stringify("console.log('hydrate');".repeat(80))};\n`,
    "assets/style-XyZ98765.css": `body { margin: 0; }\n${".x { color: red; }\n".repeat(100)}`,
    "assets/logo.svg": `<svg xmlns="http://www.w3.org/2000/svg"><circle r="1"/></svg>`,
    "robots.txt": "User-agent: *\nAllow: /\n",
    "sitemap.xml": `<?xml version="1.0"?><urlset>${"<url><loc>/guide</loc></url>".repeat(60)}</urlset>`,
    "site.webmanifest": `{"name":"Headless Tree"}`,
    "llms/guide.md": `# Guide\n\n${"Some *markdown*.\n".repeat(10)}`,
    "favicon.ico": Buffer.from([0, 0, 1, 0, 1, 0, 16, 16]),
    "search-index.json": JSON.stringify({ documents: Array.from({ length: 60 }, (_, i) => ({ id: i, title: `Doc ${i}` })) }),
    [BIG_FILE]: Buffer.alloc(BIG_FILE_SIZE, 7),
    ".hidden.txt": secret,
    ".well-known/security.txt": secret,
  };
  for (const [path, content] of Object.entries(files)) {
    const target = join(root, path);
    mkdirSync(dirname(target), { recursive: true });
    writeFileSync(target, content);
  }

  writeFileSync(join(dir, "secret.txt"), secret);
  mkdirSync(join(dir, "client-evil"));
  writeFileSync(join(dir, "client-evil", "secret.txt"), secret);
  symlinkSync(join(dir, "secret.txt"), join(root, "link-to-secret.txt"));
  symlinkSync(dir, join(root, "link-to-parent"));

  return { dir, root, secret, files, remove: () => rmSync(dir, { recursive: true, force: true }) };
}

/** The fixture as a build leaves it, with the .br and .gz siblings of its last step. */
export async function createPrecompressedFixture(): Promise<Fixture> {
  const fixture = createFixture();
  await precompressDirectory(fixture.root);
  return fixture;
}
