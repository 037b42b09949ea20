import { mkdir, readFile, writeFile } from "node:fs/promises";
import path from "node:path";
import { load } from "cheerio";
import { DEMO_STAND_INS_DIR, type DemoStandIns } from "#contract/demos/demo-stand-ins.ts";
import type { PageCodeTable } from "#contract/content/content-model.ts";

/**
 * The demo boxes (`section[data-demo]`) of a prerendered page, by the demo each shows first. A box
 * drawn with react-native-web ends with a copy of the rules the page's <head> has for it
 * (app/components/demo/react-native-web-styles.server.ts), so it looks the same before its code
 * runs. At the end, so that the island still watches the box and counts its elements as the demo
 * renders them; without the id, so that react-native-web, starting, makes a sheet of its own in
 * the <head> rather than adopt this one, which goes when the demo replaces the stand-in.
 */
export function extractDemoStandIns(html: string, page: string): DemoStandIns {
  const $ = load(html);
  const reactNativeWebRules = $("head > style#react-native-stylesheet").html();
  const boxes: DemoStandIns = {};
  for (const element of $("section[data-demo]")) {
    const id = $(element).attr("data-demo")!;
    if (id in boxes) throw new Error(`${page}: two demo boxes show ${id} first; a client navigation could not tell their stand-ins apart`);
    if (reactNativeWebRules !== null && $(element).find('[class^="css-"], [class*=" css-"]').length > 0) $(element).append(`<style>${reactNativeWebRules}</style>`);
    boxes[id] = $.html(element);
  }
  return boxes;
}

/**
 * Writes `demo-stand-ins/<page id>.json` for every docs page with demos (`table`), from its
 * prerendered HTML: what a client navigation shows in each demo's place, at its final size, until
 * the demo's code has arrived. A page whose HTML lacks one of its boxes fails the build.
 */
export async function writeDemoStandIns(clientDir: string, table: PageCodeTable): Promise<number> {
  let written = 0;
  for (const [id, { demos }] of Object.entries(table)) {
    if (demos.length === 0) continue;
    const htmlFile = path.join(clientDir, id, "index.html");
    const boxes = extractDemoStandIns(await readFile(htmlFile, "utf8"), htmlFile);
    const missing = demos.map((ids) => ids[0]!).filter((first) => !(first in boxes));
    if (missing.length > 0) throw new Error(`${htmlFile}: no prerendered demo box for ${missing.join(", ")}`);
    const file = path.join(clientDir, DEMO_STAND_INS_DIR, `${id}.json`);
    await mkdir(path.dirname(file), { recursive: true });
    await writeFile(file, JSON.stringify(boxes));
    written++;
  }
  return written;
}
