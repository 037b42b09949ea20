import { sitePath } from "#contract/site/site.ts";


/**
 * `<ApiLink name="TreeConfig.rootItemId" />`: the build resolves `name` against the TypeDoc model
 * and fills in `href` (an unknown name fails the build), so pages cannot link to API that is gone.
 */
export function ApiLink({ name, href, children }: { name: string; href?: string; children?: React.ReactNode }) {
  return (
    <a href={sitePath(href ?? "/api")}>
      {children ?? <code>{name}</code>}
    </a>
  );
}
