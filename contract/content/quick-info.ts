// What hovering, focusing or long-pressing an API name in a docs page's code shows: written per
// page by build-scripts/samples/quick-info.ts into app/generated/quick-info/<page id>.json, read by
// app/components/mdx/quick-info.ts the first time a reader asks, never before.

/** The folder under app/generated/ that holds one file per docs page with linked names. */
export const QUICK_INFO_DIR = "quick-info";

/** A name's signature as an editor's hover shows it, and the first sentence of its reference entry ("" when none). */
export type QuickInfo = readonly [signature: string, summary: string];

/** One page's quick info, by `quickInfoKey`. */
export type QuickInfoFile = Record<string, QuickInfo>;

/**
 * A name in code is known by its link's target (a site path, without the base) and its text: the
 * same target can be reached from another name (a member of an object type inside a documented
 * member links to that member), whose signature is its own.
 */
export const quickInfoKey = (href: string, name: string) => `${href} ${name}`;
