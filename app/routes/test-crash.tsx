import { useState } from "react";

// Test-only route (built only with DOCS_TEST_HOOKS=1, see app/routes.ts): lets the end-to-end
// tests make a page throw while rendering, to exercise the crash page and its "Try again".

export function meta() {
  return [{ title: "Crash test | Headless Tree" }, { name: "robots", content: "noindex" }];
}

export default function TestCrash() {
  const [crash, setCrash] = useState(false);
  if (crash) throw new Error("Deliberate crash from the test route");
  return (
    <div className="standalone-page">
      <h1>Crash test</h1>
      <p>This page only exists in test builds.</p>
      <button type="button" onClick={() => setCrash(true)}>
        Crash this page
      </button>
    </div>
  );
}
