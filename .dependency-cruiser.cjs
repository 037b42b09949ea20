// The direction of the code, checked by `npm run check:imports` (part of `npm test`): contract/ is
// the ground floor that app/, build-scripts/ and server/ import; those three never import each
// other, and nothing imports in a circle. Type-only imports count (tsPreCompilationDeps).
const sides = ["app", "build-scripts", "server"];
const rule = (name, from, to) => ({ name, severity: "error", from, to });

module.exports = {
  forbidden: [
    rule("no-circular", {}, { circular: true }),
    rule("contract-imports-downward-only", { path: "^contract/" }, { path: "^(app|build-scripts|server|bench|e2e|tests)/" }),
    ...sides.flatMap((from) => sides.filter((to) => to !== from).map((to) => rule(`${from}-not-into-${to}`, { path: `^${from}/` }, { path: `^${to}/` }))),
    rule("test-support-for-tests-only", { path: "^(app|build-scripts|server|contract)/", pathNot: "\\.test\\.tsx?$" }, { path: "^(tests|e2e)/" }),
  ],
  options: {
    doNotFollow: { path: "node_modules" },
    exclude: { path: "^(app/generated|build|\\.cache|node_modules)/" },
    tsPreCompilationDeps: true,
    tsConfig: { fileName: "tsconfig.json" },
  },
};
