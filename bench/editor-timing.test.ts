import { describe, expect, it } from "vitest";
import { EDIT_DEBOUNCE_MS as SITE_DEBOUNCE_MS } from "../app/components/demo/edit/use-sandbox.ts";
import { EDIT_DEBOUNCE_MS } from "./editor-timing.ts";

describe("the editor timing", () => {
  it("reports the debounce the site's editor uses (the bench does not import the app)", () => {
    expect(EDIT_DEBOUNCE_MS).toBe(SITE_DEBOUNCE_MS);
  });
});
