import { useLocation } from "react-router";

/** The current path without a trailing slash (the prerender sees "/x/", the browser "/x"). */
export function useCleanPathname(): string {
  const { pathname } = useLocation();
  return pathname.replace(/\/+$/, "") || "/";
}
