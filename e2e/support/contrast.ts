import type { Page } from "playwright-core";

// Non-text contrast (WCAG 1.4.11) measured on the rendered page: the colour of a focus ring or a
// state indicator against the colour it is drawn on. axe's color-contrast rule covers text only.

export type Rgb = [number, number, number];

export function relativeLuminance([r, g, b]: Rgb): number {
  const channel = (c: number) => {
    const s = c / 255;
    return s <= 0.03928 ? s / 12.92 : ((s + 0.055) / 1.055) ** 2.4;
  };
  return 0.2126 * channel(r) + 0.7152 * channel(g) + 0.0722 * channel(b);
}

export function contrastRatio(a: Rgb, b: Rgb): number {
  const [light, dark] = [relativeLuminance(a), relativeLuminance(b)].sort((x, y) => y - x) as [number, number];
  return (light + 0.05) / (dark + 0.05);
}

export interface IndicatorSample {
  /** outline, box-shadow (inset or not) or background. */
  kind: string;
  colour: Rgb;
  /** The opaque colour right next to the indicator, where it is drawn. */
  against: Rgb;
}

/**
 * Installs `window.__contrast` in the page: colour parsing through a canvas (so any CSS colour
 * syntax the computed style uses works), compositing of the backgrounds under a point, and the
 * indicator samples of an element.
 */
export async function installContrastProbe(page: Page): Promise<void> {
  await page.evaluate(() => {
    type Rgba = [number, number, number, number];
    const canvas = document.createElement("canvas");
    canvas.width = canvas.height = 1;
    const ctx = canvas.getContext("2d", { willReadFrequently: true })!;
    const parse = (colour: string): Rgba => {
      ctx.clearRect(0, 0, 1, 1);
      ctx.fillStyle = "rgba(0, 0, 0, 0)";
      ctx.fillStyle = colour;
      ctx.fillRect(0, 0, 1, 1);
      const [r, g, b, a] = ctx.getImageData(0, 0, 1, 1).data;
      return [r!, g!, b!, a! / 255];
    };
    const over = (top: Rgba, bottom: [number, number, number]): [number, number, number] =>
      [0, 1, 2].map((i) => Math.round(top[i]! * top[3] + bottom[i]! * (1 - top[3]))) as [number, number, number];
    /** The colour under (x, y), from the canvas up, counting only elements that `keep` accepts. */
    const backdrop = (x: number, y: number, keep: (el: Element) => boolean) => {
      const stack = document.elementsFromPoint(x, y).filter(keep).reverse();
      let colour: [number, number, number] = [255, 255, 255];
      for (const el of stack) {
        const style = getComputedStyle(el);
        if (style.visibility === "hidden") continue;
        colour = over(parse(style.backgroundColor), colour);
      }
      return colour;
    };
    // The first colour in a box-shadow list, and whether that shadow is inset.
    const shadow = (value: string) => {
      if (!value || value === "none") return null;
      const first = value.split(/,(?![^(]*\))/)[0]!;
      const colour = /(rgba?|color|oklch|oklab|lab|lch|hsla?)\([^)]*\)|#[0-9a-f]{3,8}/i.exec(first)?.[0];
      return colour ? { colour, inset: /\binset\b/.test(first) } : null;
    };

    (window as unknown as { __contrast: unknown }).__contrast = {
      /** Indicator colours of `el` and the colour each is drawn on. */
      samples(el: Element) {
        const style = getComputedStyle(el);
        const rect = el.getBoundingClientRect();
        const midY = rect.top + rect.height / 2;
        const notInside = (other: Element) => !el.contains(other);
        const selfAndBelow = (other: Element) => !el.contains(other) || other === el;
        const outside = (reach: number) => backdrop(Math.max(0, rect.left - reach - 1), midY, notInside);
        const inside = (reach: number) => backdrop(rect.left + reach + 1, midY, selfAndBelow);
        const result: { kind: string; colour: number[]; against: number[] }[] = [];
        const width = parseFloat(style.outlineWidth) || 0;
        if (style.outlineStyle !== "none" && width > 0) {
          const offset = parseFloat(style.outlineOffset) || 0;
          const colour = parse(style.outlineColor);
          const against = offset >= 0 ? outside(offset + width) : inside(-offset);
          result.push({ kind: "outline", colour: over(colour, against), against });
        }
        const ring = shadow(style.boxShadow);
        if (ring) {
          const against = ring.inset ? inside(0) : outside(2);
          result.push({ kind: ring.inset ? "inset box-shadow" : "box-shadow", colour: over(parse(ring.colour), against), against });
        }
        const background = parse(style.backgroundColor);
        if (background[3] > 0) {
          const against = outside(0);
          result.push({ kind: "background", colour: over(background, against), against });
        }
        return result;
      },
    };
  });
}

export async function indicatorSamples(page: Page, selector: string): Promise<IndicatorSample[]> {
  return page.locator(selector).first().evaluate((el) => {
    const probe = (window as unknown as { __contrast: { samples(el: Element): IndicatorSample[] } }).__contrast;
    return probe.samples(el);
  });
}

export function describeSamples(samples: IndicatorSample[]): string {
  return samples.map((s) => `${s.kind} rgb(${s.colour.join(",")}) on rgb(${s.against.join(",")}) = ${contrastRatio(s.colour, s.against).toFixed(2)}:1`).join("; ");
}
