// Renders public/social-card.png (the og:image / twitter:image of every page) from the HTML
// template below with Debian's headless Chromium. Run by hand when the design changes:
//   npx tsx build-scripts/publish/render-social-card.ts
// The PNG is committed: builds stay offline, fast and byte-for-byte reproducible.
import { readFile, writeFile } from "node:fs/promises";
import path from "node:path";
import { SOCIAL_CARD } from "#contract/seo/seo.ts";
import { launchChromium } from "../shared/chromium.ts";
import { SITE_TAGLINE, SITE_TITLE } from "#contract/site/site.ts";

const ACCENT = "#843FD7";
const BACKGROUND = "#111113";
/** Above this a social card slows down every link preview; flat colours keep it far below. */
export const MAX_CARD_BYTES = 100 * 1024;

function escapeHtml(text: string): string {
  return text.replace(/[&<>"]/g, (c) => ({ "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;" })[c]!);
}

/** A stylised tree (chevrons, rows, one selected) on the right, echoing the logo's rows. */
function treeIllustration(): string {
  const rows = [
    { depth: 0, width: 250, folder: true, open: true },
    { depth: 1, width: 210, folder: true, open: true },
    { depth: 2, width: 170, folder: false, selected: true },
    { depth: 2, width: 140, folder: false },
    { depth: 1, width: 190, folder: true, open: false },
    { depth: 0, width: 220, folder: true, open: false },
    { depth: 0, width: 160, folder: false },
  ];
  const rowHeight = 56;
  const parts = rows.map((row, i) => {
    const x = row.depth * 44;
    const y = i * rowHeight;
    const chevron = row.folder
      ? row.open
        ? `<path d="M${x + 4} ${y + 18}l9 9 9-9" fill="none" stroke="#c8cbd2" stroke-width="3.5" stroke-linecap="round" stroke-linejoin="round"/>`
        : `<path d="M${x + 9} ${y + 13}l9 9-9 9" fill="none" stroke="#c8cbd2" stroke-width="3.5" stroke-linecap="round" stroke-linejoin="round"/>`
      : "";
    const highlight = row.selected ? `<rect x="${x + 26}" y="${y + 2}" width="${row.width + 28}" height="40" rx="10" fill="${ACCENT}" opacity="0.35"/>` : "";
    const bar = `<rect x="${x + 40}" y="${y + 14}" width="${row.width}" height="14" rx="7" fill="${row.selected ? "#ffffff" : "#c8cbd2"}" opacity="${row.folder || row.selected ? 1 : 0.7}"/>`;
    return highlight + chevron + bar;
  });
  return `<svg xmlns="http://www.w3.org/2000/svg" width="380" height="${rows.length * rowHeight}" viewBox="0 0 380 ${rows.length * rowHeight}">${parts.join("")}</svg>`;
}

export function socialCardHtml(logoSvg: string): string {
  return `<!doctype html>
<html><head><meta charset="utf-8"><style>
  * { margin: 0; box-sizing: border-box; }
  html, body { width: ${SOCIAL_CARD.width}px; height: ${SOCIAL_CARD.height}px; background: ${BACKGROUND}; overflow: hidden; }
  body { font-family: "Liberation Sans", "DejaVu Sans", Arial, sans-serif; color: #f5f6f8; position: relative; }
  .accent { position: absolute; left: 0; right: 0; bottom: 0; height: 18px; background: ${ACCENT}; }
  .text { position: absolute; left: 88px; top: 96px; width: 640px; }
  .logo { width: 128px; height: 128px; display: block; margin-bottom: 44px; }
  .logo svg { width: 128px; height: 128px; display: block; }
  h1 { font-size: 88px; font-weight: 700; letter-spacing: -2px; line-height: 1; }
  p { margin-top: 26px; font-size: 38px; line-height: 1.25; color: #c8cbd2; text-wrap: balance; }
  .rule { margin-top: 36px; width: 96px; height: 8px; border-radius: 4px; background: ${ACCENT}; }
  .packages { position: absolute; left: 88px; bottom: 62px; font-family: "DejaVu Sans Mono", monospace; font-size: 24px; color: #9a9ea8; }
  .tree { position: absolute; right: 80px; top: 150px; }
</style></head>
<body>
  <div class="text">
    <div class="logo">${logoSvg}</div>
    <h1>${escapeHtml(SITE_TITLE)}</h1>
    <p>${escapeHtml(SITE_TAGLINE)}</p>
    <div class="rule"></div>
  </div>
  <div class="tree">${treeIllustration()}</div>
  <div class="packages">@headless-tree/core · @headless-tree/react</div>
  <div class="accent"></div>
</body></html>`;
}

async function main() {
  const root = process.cwd();
  const logo = await readFile(path.join(root, "public", "logo.svg"), "utf8");
  const browser = await launchChromium();
  try {
    const page = await browser.newPage({ viewport: { width: SOCIAL_CARD.width, height: SOCIAL_CARD.height }, deviceScaleFactor: 1 });
    await page.setContent(socialCardHtml(logo), { waitUntil: "load" });
    await page.evaluate(() => document.fonts.ready);
    const png = await page.screenshot({ type: "png", clip: { x: 0, y: 0, width: SOCIAL_CARD.width, height: SOCIAL_CARD.height } });
    if (png.byteLength > MAX_CARD_BYTES) throw new Error(`social-card.png would be ${png.byteLength} bytes; keep it under ${MAX_CARD_BYTES}.`);
    await writeFile(path.join(root, "public", "social-card.png"), png);
    console.log(`wrote public/social-card.png (${SOCIAL_CARD.width}×${SOCIAL_CARD.height}, ${(png.byteLength / 1024).toFixed(1)} KB)`);
  } finally {
    await browser.close();
  }
}

if (process.argv[1]?.endsWith("render-social-card.ts")) await main();
