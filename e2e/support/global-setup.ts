import { existsSync } from "node:fs";
import type { AddressInfo } from "node:net";
import path from "node:path";
import type { TestProject } from "vitest/node";
import { createStaticServer } from "../../server/create-server.ts";
import { readBasePath } from "#contract/hosting/site-config.ts";

declare module "vitest" {
  export interface ProvidedContext {
    baseUrl: string;
    /** The base path the build was made for and is served under ("/" or "/x/"). */
    basePath: string;
  }
}

/** The build the tests run against. E2E_CLIENT_DIR lets a run use a private copy while others rebuild build/. */
export function e2eClientDir(): string {
  return path.resolve(process.env.E2E_CLIENT_DIR ?? "build/client");
}

/** Serves the built site once for all end-to-end files, on a free loopback port. */
export default async function setup(project: TestProject) {
  const root = e2eClientDir();
  if (!existsSync(path.join(root, "index.html"))) {
    throw new Error(`${root} has no index.html: run \`npm run build\` before the end-to-end tests.`);
  }
  const server = createStaticServer({ root });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  project.provide("baseUrl", `http://127.0.0.1:${port}`);
  project.provide("basePath", readBasePath(root));
  return async () => {
    await new Promise<void>((resolve) => server.close(() => resolve()));
  };
}
