// The published releases of a package on the npm registry, unpacked once into .cache/api-history/.
// Only maintainers run this (`npm run api-history`); builds and tests read the committed result.

import { createHash } from "node:crypto";
import { mkdir, readFile, rename, rm, stat, writeFile } from "node:fs/promises";
import path from "node:path";
import { extract } from "tar";

export const REGISTRY = "https://registry.npmjs.org";

export interface Release {
  version: string;
  tarball: string;
  /** Subresource-integrity string from the packument, e.g. "sha512-…". */
  integrity?: string;
}

interface Packument {
  versions: Record<string, { dist: { tarball: string; integrity?: string } }>;
}

/** Every version the registry lists for `name`, in the packument's order. */
export async function fetchReleases(name: string): Promise<Release[]> {
  const url = `${REGISTRY}/${name.replace("/", "%2F")}`;
  const response = await fetch(url, { headers: { accept: "application/vnd.npm.install-v1+json" } });
  if (!response.ok) throw new Error(`${url}: HTTP ${response.status}`);
  const packument = (await response.json()) as Packument;
  return Object.entries(packument.versions).map(([version, { dist }]) => ({
    version,
    tarball: dist.tarball,
    ...(dist.integrity ? { integrity: dist.integrity } : {}),
  }));
}

/**
 * The unpacked package folder of one release under `cacheDir` (declaration files and
 * package.json only). A folder that exists is reused: a release never changes on the registry.
 */
export async function unpackRelease(name: string, release: Release, cacheDir: string): Promise<string> {
  const dir = path.join(cacheDir, name, release.version);
  if (await exists(path.join(dir, "package.json"))) return dir;
  const response = await fetch(release.tarball);
  if (!response.ok) throw new Error(`${release.tarball}: HTTP ${response.status}`);
  const bytes = Buffer.from(await response.arrayBuffer());
  checkIntegrity(bytes, release);
  // Unpack next to the target and rename, so an interrupted run never leaves a half folder.
  const partial = `${dir}.partial`;
  await rm(partial, { recursive: true, force: true });
  await mkdir(partial, { recursive: true });
  const archive = `${partial}.tgz`;
  await writeFile(archive, bytes);
  await extract({ file: archive, cwd: partial, strip: 1, filter: (file) => /(\.d\.[mc]?ts|\/package\.json)$/.test(file) });
  await rm(archive);
  await rename(partial, dir);
  return dir;
}

/** The declaration entry of an unpacked package: `types`, else `typings`, from its package.json. */
export async function declarationEntry(packageDir: string): Promise<string> {
  const manifest = JSON.parse(await readFile(path.join(packageDir, "package.json"), "utf8")) as { types?: string; typings?: string };
  const entry = manifest.types ?? manifest.typings;
  if (!entry) throw new Error(`${packageDir}/package.json names no "types" entry`);
  return path.join(packageDir, entry);
}

function checkIntegrity(bytes: Buffer, release: Release): void {
  if (!release.integrity) return;
  const [algorithm, expected] = release.integrity.split("-", 2) as [string, string];
  const actual = createHash(algorithm).update(bytes).digest("base64");
  if (actual !== expected) throw new Error(`${release.tarball}: integrity check failed (${algorithm})`);
}

async function exists(file: string): Promise<boolean> {
  return stat(file).then(
    () => true,
    () => false,
  );
}
