import { LineCounter, parseDocument, isMap, isPair, isScalar } from "yaml";
import { z } from "zod";
import { FEATURE_KEYS } from "#contract/content/features.ts";
import { BuildError } from "../shared/build-error.ts";

export const frontmatterSchema = z.strictObject({
  title: z.string().min(1),
  description: z.string().min(10, "description should be a full sentence (it is the page's meta description)"),
  sidebar_label: z.string().min(1).optional(),
  order: z.number().int().default(100),
  slug: z
    .string()
    .regex(/^\/([a-z0-9-]+(\/[a-z0-9-]+)*)?$/, "slug must look like /group/page (lowercase, digits, dashes)")
    .optional(),
  layout: z.enum(["docs", "page"]).default("docs"),
  feature: z.enum(FEATURE_KEYS as [string, ...string[]]).optional(),
  hide_toc: z.boolean().default(false),
});

export type Frontmatter = z.infer<typeof frontmatterSchema>;

const FENCE = /^---\r?\n([\s\S]*?)\r?\n---\r?\n?/;

/** Reads and validates the YAML front matter; errors point at the offending key's line. */
export function parseFrontmatter(source: string, file: string): Frontmatter {
  const match = FENCE.exec(source);
  if (!match) throw new BuildError("Missing front matter (a --- block with at least title and description).", file);
  const yamlText = match[1]!;
  const lineCounter = new LineCounter();
  const doc = parseDocument(yamlText, { lineCounter });
  const firstError = doc.errors[0];
  if (firstError) {
    const pos = lineCounter.linePos(firstError.pos[0]);
    throw new BuildError(`Invalid front matter YAML: ${firstError.message.split("\n")[0]!.replace(/:$/, "")}`, file, pos.line + 1, pos.col);
  }
  const result = frontmatterSchema.safeParse(doc.toJS() ?? {});
  if (result.success) return result.data;
  const issue = result.error.issues[0]!;
  const key = issue.path[0] ?? (issue.code === "unrecognized_keys" ? issue.keys[0] : undefined);
  const at = keyPosition(doc, lineCounter, typeof key === "string" ? key : undefined);
  const where = key !== undefined ? `"${String(key)}": ` : "";
  throw new BuildError(`Invalid front matter: ${where}${issue.message}`, file, at.line + 1, at.col);
}

function keyPosition(doc: ReturnType<typeof parseDocument>, lc: LineCounter, key: string | undefined) {
  if (key && isMap(doc.contents)) {
    for (const pair of doc.contents.items) {
      if (isPair(pair) && isScalar(pair.key) && pair.key.value === key && pair.key.range) {
        return lc.linePos(pair.key.range[0]);
      }
    }
  }
  return { line: 0, col: 1 };
}
