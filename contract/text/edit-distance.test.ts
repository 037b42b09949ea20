import { describe, expect, it } from "vitest";
import { editDistance } from "./edit-distance";

describe("editDistance", () => {
  it("counts insertions, deletions and substitutions", () => {
    expect(editDistance("", "")).toBe(0);
    expect(editDistance("tree", "tree")).toBe(0);
    expect(editDistance("tree", "trees")).toBe(1);
    expect(editDistance("rootItemId", "rootItem")).toBe(2);
    expect(editDistance("kitten", "sitting")).toBe(3);
    expect(editDistance("abc", "")).toBe(3);
  });
});
