import { describe, expect, it } from "vitest";
import { queryWords, wordForms } from "./query-words";

const words = (query: string) => queryWords(query).map((word) => word.word);

describe("queryWords", () => {
  it("drops stop words, unless nothing else is left", () => {
    expect(words("how do I expand all the folders")).toEqual(["expand", "all", "folders"]);
    expect(words("how to")).toEqual(["how", "to"]);
  });

  it("lets only the last word be a prefix of what the reader is still typing", () => {
    expect(queryWords("drag fol").map((word) => word.prefix)).toEqual([false, true]);
  });

  it("widens a word to its other forms and to the words the docs use for it", () => {
    const [open] = queryWords("opening");
    expect(open?.forms).toEqual(expect.arrayContaining(["open", "opens", "opened"]));
    expect(open?.related).toEqual(expect.arrayContaining(["expand", "expanded", "unfold"]));
    expect(queryWords("collapsing")[0]?.related).toContain("close");
    expect(queryWords("nodes")[0]?.related).toEqual(expect.arrayContaining(["item", "items", "row"]));
  });

  it("turns phrases into the word the docs use", () => {
    expect(words("navigate without a mouse")).toEqual(["navigate", "keyboard"]);
    expect(queryWords("navigate without a mouse").at(-1)?.related).toContain("mouse");
    expect(words("screen reader support")).toEqual(["accessibility", "support"]);
  });

  it("keeps identifiers as typed, with their parts for when the docs lack the name", () => {
    expect(queryWords("getItemProps")[0]).toEqual({ word: "getitemprops", prefix: true, forms: [], related: [], parts: ["get", "item", "props"] });
    expect(queryWords("DnD")[0]).toMatchObject({ word: "dnd", forms: [], related: expect.arrayContaining(["drag", "dragging", "drop"]) });
    expect(queryWords("a11y")[0]?.related).toContain("accessibility");
  });
});

describe("wordForms", () => {
  it("lists the inflections of a word's stem", () => {
    expect(wordForms("dragging")).toEqual(expect.arrayContaining(["drag", "drags", "dragged", "draggable"]));
    expect(wordForms("loaded")).toEqual(expect.arrayContaining(["load", "loading", "loader"]));
    expect(wordForms("moving")).toEqual(expect.arrayContaining(["move", "moved"]));
    expect(wordForms("lazily")).not.toContain("lazily");
  });

  it("never stands for a stop word", () => {
    expect(wordForms("theme")).toContain("themes");
    expect(wordForms("theme")).not.toContain("them");
  });
});
