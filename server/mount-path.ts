// A build made for a base path ("/headless-tree/") is served under it: its files answer at
// /headless-tree/<file>, and nothing outside the base belongs to the site. This maps the raw
// request target onto the build before parseRequestTarget does the rest, as if the site were at
// the root; redirects get the base back.
import { ABSOLUTE_FORM, escapeQuery } from "./request-path.ts";

export type MountedTarget =
  /** The target as if the site were at the root ("/x?y"): for parseRequestTarget. */
  | { kind: "inside"; target: string }
  /** The base without its slash: the home page's URL ends with one (the router's basename does). */
  | { kind: "redirect"; location: string }
  | { kind: "outside" };

export function mountRequestTarget(rawTarget: string, base: string): MountedTarget {
  if (base === "/") return { kind: "inside", target: rawTarget };
  // The absolute form ("GET http://host/x") names the same path.
  const target = rawTarget.replace(ABSOLUTE_FORM, "");
  const queryStart = target.search(/[?#]/);
  const path = queryStart === -1 ? target : target.slice(0, queryStart);
  const rest = queryStart === -1 ? "" : target.slice(queryStart);
  if (path === base.slice(0, -1)) {
    const query = rest.startsWith("?") ? rest.slice(1).split("#")[0]! : "";
    return { kind: "redirect", location: query === "" ? base : `${base}?${escapeQuery(query)}` };
  }
  // Compared as sent: a base spelled with percent-escapes is not the base.
  if (!path.startsWith(base)) return { kind: "outside" };
  return { kind: "inside", target: `/${target.slice(base.length)}` };
}
