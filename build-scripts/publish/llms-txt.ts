import type { DocPage, RouteEntry, SidebarGroup } from "#contract/content/content-model.ts";
import { absoluteUrl } from "#contract/seo/seo.ts";
import { twinUrl } from "./markdown-twin.ts";

export interface LlmsInput {
  title: string;
  /** One line about the site (the home page's description). */
  summary: string;
  libraryVersion: string;
  sidebar: readonly SidebarGroup[];
  docs: Readonly<Record<string, Pick<DocPage, "title" | "description">>>;
  /** API index, package and item routes from the manifest. */
  apiRoutes: readonly RouteEntry[];
}

export interface LlmsSection {
  heading: string;
  pages: { path: string; title: string; description: string }[];
}

/** Docs pages in sidebar order, one section per sidebar group (external and API links left out). */
export function docsSections(input: Pick<LlmsInput, "sidebar" | "docs">): LlmsSection[] {
  return input.sidebar
    .map((group) => ({
      heading: group.label,
      pages: group.items.flatMap((item) => {
        const doc = item.external ? undefined : input.docs[item.href];
        return doc ? [{ path: item.href, title: doc.title, description: doc.description }] : [];
      }),
    }))
    .filter((section) => section.pages.length > 0);
}

const API_KINDS: Record<string, string> = { interface: "interface", function: "function", enum: "enumeration" };

function apiSections(routes: readonly RouteEntry[]): string[] {
  const overview = routes.filter((r) => r.kind === "api-index" || r.kind === "api-package");
  const items = routes.filter((r) => r.kind === "api-item");
  const packages = [...new Set(items.map((r) => r.path.split("/")[2]!))];
  return [
    "## API reference",
    "",
    "Generated from the TSDoc of the installed packages; these pages are HTML.",
    "",
    ...overview.map((r) => `- [${r.title}](${absoluteUrl(r.path)}): ${r.description}`),
    ...packages.flatMap((pkg) => [
      "",
      `### @headless-tree/${pkg}`,
      "",
      ...items.filter((r) => r.path.split("/")[2] === pkg).map((r) => `- [${r.title}](${absoluteUrl(r.path)}): ${API_KINDS[r.path.split("/")[3] ?? ""] ?? "item"}`),
    ]),
  ];
}

/** /llms.txt (llmstxt.org): what the site is, then every page with its markdown address. */
export function buildLlmsTxt(input: LlmsInput): string {
  const lines = [
    `# ${input.title}`,
    "",
    `> ${input.summary}`,
    "",
    `This documents \`@headless-tree/core\` and \`@headless-tree/react\` ${input.libraryVersion}. Every docs page below is linked as markdown; ` +
      `the same page as HTML is at the URL without \`.md\`. All docs pages in one file: ${absoluteUrl("/llms-full.txt")}. ` +
      `Release feed (Atom): ${absoluteUrl("/changelog/feed.xml")}.`,
    "",
    ...docsSections(input).flatMap((section) => [
      `## ${section.heading}`,
      "",
      ...section.pages.map((page) => `- [${page.title}](${twinUrl(page.path)}): ${page.description}`),
      "",
    ]),
    ...apiSections(input.apiRoutes),
    "",
  ];
  return lines.join("\n");
}

/** /llms-full.txt: the markdown twin of every listed docs page, in sidebar order. */
export function buildLlmsFullTxt(input: LlmsInput, twins: ReadonlyMap<string, string>): string {
  const pages = docsSections(input).flatMap((section) => section.pages);
  const header = [`# ${input.title}: all documentation pages`, "", `> ${input.summary}`, "", `${pages.length} pages, each starting after a \`---\` line with its address. Index: ${absoluteUrl("/llms.txt")}.`];
  const bodies = pages.map((page) => {
    const markdown = twins.get(page.path);
    if (markdown === undefined) throw new Error(`No markdown twin for ${page.path}.`);
    return `Source: ${absoluteUrl(page.path)}\n\n${markdown.trim()}`;
  });
  return `${[header.join("\n"), ...bodies].join("\n\n---\n\n")}\n`;
}
