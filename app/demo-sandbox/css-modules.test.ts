import { expect, test } from "vitest";
import { scopeCssModule } from "./css-modules";

test("classes in selectors get the module's prefix; :global(), @-rule preludes and declarations stay as written", () => {
  const { css, classes } = scopeCssModule(
    [
      "/* .comment { } */",
      ".toolbar { display: flex; background: url(icons.svg); }",
      ".scroller :global(.tree) .row:hover, .row.active { margin: .5em; }",
      "@media (max-width: 600px) { .toolbar { gap: 0; } }",
    ].join("\n"),
    "virtualization",
  );
  expect(classes).toEqual({ toolbar: "virtualization_toolbar", scroller: "virtualization_scroller", row: "virtualization_row", active: "virtualization_active" });
  expect(css).toContain(".virtualization_toolbar { display: flex; background: url(icons.svg); }");
  expect(css).toContain(".virtualization_scroller .tree .virtualization_row:hover, .virtualization_row.virtualization_active { margin: .5em; }");
  expect(css).toContain("@media (max-width: 600px) { .virtualization_toolbar { gap: 0; } }");
  expect(css).not.toContain("comment");
});
