import { execFile } from "node:child_process";
import { promisify } from "node:util";

const run = promisify(execFile);

/**
 * Date of the last commit that touched each file, from one `git log` walk. A shallow clone or a
 * missing git answers with fewer (or no) dates, and pages then simply show none.
 */
export async function readLastUpdated(root: string, files: string[]): Promise<Map<string, string>> {
  const dates = new Map<string, string>();
  if (files.length === 0) return dates;
  try {
    const { stdout: shallow } = await run("git", ["rev-parse", "--is-shallow-repository"], { cwd: root });
    if (shallow.trim() === "true") return dates;
    const { stdout } = await run("git", ["log", "--format=%x00%cI", "--name-only", "--", ...files], { cwd: root, maxBuffer: 32 * 1024 * 1024 });
    const wanted = new Set(files);
    for (const entry of stdout.split("\0").slice(1)) {
      const [date, ...names] = entry.trim().split("\n");
      for (const name of names) {
        if (wanted.has(name) && !dates.has(name)) dates.set(name, date!.trim());
      }
    }
  } catch {
    // not a git checkout: no dates
  }
  return dates;
}
