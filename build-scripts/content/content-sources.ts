import { readdir, readFile } from "node:fs/promises";
import path from "node:path";
import { parse as parseYaml } from "yaml";
import { z } from "zod";
import { BuildError, BuildErrors } from "../shared/build-error.ts";
import { parseFrontmatter, type Frontmatter } from "./frontmatter.ts";

export const groupSchema = z.strictObject({
  label: z.string().min(1),
  order: z.number().int(),
  /** Pages of a hidden group are built but not listed in the sidebar (e.g. /markdown-page). */
  hidden: z.boolean().default(false),
  /** Extra sidebar entries after the group's pages (external links, API shortcuts). */
  links: z.array(z.strictObject({ label: z.string(), href: z.string() })).default([]),
});

export type GroupConfig = z.infer<typeof groupSchema>;

export interface SourcePage {
  /** Repository-relative path, e.g. content/features/selection.mdx */
  file: string;
  source: string;
  format: "mdx" | "md";
  group: string;
  path: string;
  frontmatter: Frontmatter;
}

export interface ContentSources {
  groups: Map<string, GroupConfig>;
  pages: SourcePage[];
}

/** Reads content/<group>/_group.yaml and content/<group>/*.mdx; folders are sidebar groups. */
export async function readContentSources(root: string, contentDir = "content"): Promise<ContentSources> {
  const groups = new Map<string, GroupConfig>();
  const pages: SourcePage[] = [];
  const errors: BuildError[] = [];
  const entries = await readdir(path.join(root, contentDir), { withFileTypes: true });
  for (const dir of entries.filter((e) => e.isDirectory()).sort((a, b) => a.name.localeCompare(b.name))) {
    const groupFile = path.posix.join(contentDir, dir.name, "_group.yaml");
    let raw: string;
    try {
      raw = await readFile(path.join(root, groupFile), "utf8");
    } catch {
      errors.push(new BuildError(`Content folder "${dir.name}" has no _group.yaml (label and order of its sidebar group).`, groupFile));
      continue;
    }
    const parsed = groupSchema.safeParse(parseYaml(raw) ?? {});
    if (!parsed.success) {
      errors.push(new BuildError(`Invalid group config: ${parsed.error.issues[0]!.path.join(".")} ${parsed.error.issues[0]!.message}`, groupFile));
      continue;
    }
    groups.set(dir.name, parsed.data);
    const files = (await readdir(path.join(root, contentDir, dir.name))).filter((f) => /\.mdx?$/.test(f)).sort();
    for (const name of files) {
      const file = path.posix.join(contentDir, dir.name, name);
      const source = await readFile(path.join(root, file), "utf8");
      try {
        const frontmatter = parseFrontmatter(source, file);
        const stem = name.replace(/\.mdx?$/, "");
        pages.push({
          file,
          source,
          format: name.endsWith(".md") ? "md" : "mdx",
          group: dir.name,
          path: frontmatter.slug ?? `/${dir.name}/${stem}`,
          frontmatter,
        });
      } catch (error) {
        if (error instanceof BuildError) errors.push(error);
        else throw error;
      }
    }
  }
  errors.push(...duplicateSlugErrors(pages));
  if (errors.length) throw new BuildErrors(errors);
  return { groups, pages };
}

/** Two content files claiming one URL is an authoring mistake: fail at the second one's slug. */
function duplicateSlugErrors(pages: SourcePage[]): BuildError[] {
  const seen = new Map<string, SourcePage>();
  const errors: BuildError[] = [];
  for (const page of pages) {
    const first = seen.get(page.path);
    if (!first) {
      seen.set(page.path, page);
      continue;
    }
    const line = page.source.split(/\r?\n/).findIndex((l) => /^slug:/.test(l)) + 1;
    errors.push(new BuildError(`Duplicate slug ${page.path}: ${first.file} already uses it.`, page.file, line || 1, 1));
  }
  return errors;
}
