// The direction of the code, checked by `npm run check:imports` (part of `npm test`):
// contract/ is the ground floor that app/, build-scripts/ and server/ import downward; the three
// never import each other, and nothing imports in a circle. README.md says why.
const sides = ["app", "build-scripts", "server"];
const side = (name) => `^${name}/`;

module.exports = {
  forbidden: [
    { name: "no-circular", severity: "error", from: {}, to: { circular: true } },
    { name: "contract-imports-downward-only", severity: "error", from: { path: "^contract/" }, to: { path: "^(app|build-scripts|server|bench|e2e|tests)/" } },
    ...sides.flatMap((from) =>
      sides.filter((to) => to !== from).map((to) => ({ name: `${from}-not-into-${to}`, severity: "error", from: { path: side(from) }, to: { path: side(to) } })),
    ),
    { name: "tests-stay-in-tests", comment: "test support is for test files", severity: "error", from: { path: "^(app|build-scripts|server|contract)/", pathNot: "\\.test\\.tsx?$" }, to: { path: "^(tests|e2e)/" } },
  ],
  options: {
    doNotFollow: { path: "node_modules" },
    exclude: { path: "^(app/generated|build|\\.cache|node_modules)/" },
    tsPreCompilationDeps: true,
    tsConfig: { fileName: "tsconfig.json" },
    enhancedResolveOptions: { exportsFields: ["exports"], conditionNames: ["import", "require", "node", "default", "types"], extensions: [".ts", ".tsx", ".js", ".json"] },
  },
};
