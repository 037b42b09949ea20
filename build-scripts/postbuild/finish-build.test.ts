import { execFileSync } from "node:child_process";
import { existsSync, readFileSync, rmSync } from "node:fs";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { expect, test } from "vitest";
import { createFixture } from "../../tests/support/built-site-fixture.ts";

test("the CLI redoes the CSP, host configs, dotfiles and siblings of a built folder", () => {
  const other = createFixture();
  // _headers makes every file under assets/ immutable, so the step refuses one without a hash.
  rmSync(join(other.root, "assets/logo.svg"));
  try {
    const output = execFileSync(process.execPath, [fileURLToPath(new URL("../../node_modules/tsx/dist/cli.mjs", import.meta.url)), "build-scripts/postbuild/finish-build.ts", other.root], {
      cwd: fileURLToPath(new URL("../..", import.meta.url)),
      env: { ...process.env, DOCSEARCH_APP_ID: "BH4D9OD16A" },
      encoding: "utf8",
    });
    expect(output).toMatch(/^precompress: 10 files, .* → br .* \(\d+\.\d %\), gz .* in \d+\.\d\d s$/m);
    const manifest = JSON.parse(readFileSync(join(other.root, ".csp.json"), "utf8"));
    expect(Object.keys(manifest.scriptHashes).sort()).toEqual(["404.html", "guide/index.html", "index.html", "with space/index.html"]);
    expect(manifest.scriptHashes["index.html"]).toHaveLength(3);
    expect(JSON.parse(readFileSync(join(other.root, ".site-config.json"), "utf8"))).toEqual({ docsearchAppId: "BH4D9OD16A", basePath: "/" });
    expect(readFileSync(join(other.root, "index.html"), "utf8")).toMatch(/<meta http-equiv="Content-Security-Policy" content="[^"]*https:\/\/bh4d9od16a-dsn\.algolia\.net/);
    expect(readFileSync(join(other.root, "_headers"), "utf8")).toContain("/assets/*");
    expect(readFileSync(join(other.dir, "nginx.conf"), "utf8")).toContain(`root "${other.root}";`);
    expect(existsSync(join(other.root, "index.html.br"))).toBe(true);
  } finally {
    other.remove();
  }
});
