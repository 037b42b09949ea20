import { sitePath } from "../site/site.ts";

/** The folder of the client build that holds each docs page's demo stand-ins (build-scripts/postbuild/demo-stand-ins.ts). */
export const DEMO_STAND_INS_DIR = "demo-stand-ins";

/**
 * A page's demo boxes as its prerendered HTML shows them: box HTML by the id of the demo each box
 * shows first. A client navigation shows them until the demos' code has arrived.
 */
export type DemoStandIns = Record<string, string>;

/** Where a page's stand-ins are; `pageId` is the page path without its leading slash. */
export const demoStandInsUrl = (pageId: string) => sitePath(`/${DEMO_STAND_INS_DIR}/${pageId}.json`);
