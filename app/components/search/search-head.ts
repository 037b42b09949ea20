import type { LinkDescriptor } from "react-router";
import { hostedSearchOrigin } from "~/lib/search/search-config";
import { searchBackend } from "./search-backend";

/** A preconnect to the hosted search service; nothing when the site searches its own index. */
export function searchPreconnectLinks(): LinkDescriptor[] {
  if (searchBackend.kind !== "hosted") return [];
  return [{ rel: "preconnect", href: hostedSearchOrigin(searchBackend.appId), crossOrigin: "anonymous" }];
}
