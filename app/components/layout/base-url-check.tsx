import { useLocation } from "react-router";
import { SITE_BASE } from "#contract/site/site.ts";

// When the site is served under another base path than it was built for, the browser asks for
// the scripts and styles at the wrong place, nothing loads, and the page sits there unstyled. This
// inline script (same text on every page; the page's own route comes in a data attribute) waits
// for the load event and, if the app never started and the address shows a different base path,
// puts a plain, inline-styled banner at the top that explains the fix. It is not in 404.html,
// which deliberately ships without scripts.

/** Set by the client entry as soon as the app's JavaScript runs. */
export const APP_STARTED_FLAG = "__docsAppStarted";

function baseUrlCheckScript(): string {
  return `(function(){var s=document.currentScript;var route=(s&&s.getAttribute("data-route"))||"/";var built=${JSON.stringify(SITE_BASE)};
window.addEventListener("load",function(){if(window.${APP_STARTED_FLAG})return;
var path=location.pathname.replace(/\\/index\\.html$|\\.html$/,"").replace(/\\/+$/,"");var r=route.replace(/\\/+$/,"");
if(path.slice(path.length-r.length)!==r)return;var actual=path.slice(0,path.length-r.length)+"/";if(actual===built)return;
var box=document.createElement("div");box.id="base-url-banner";box.setAttribute("role","alert");
box.style.cssText="background:#fff4e5;color:#3b2300;border-bottom:2px solid #c77700;padding:16px 20px;font:16px/1.5 system-ui,sans-serif";
function add(tag,text){var e=document.createElement(tag);e.textContent=text;box.appendChild(e);return e}
add("strong","Your site did not load properly.").style.fontSize="18px";
add("p","This copy of the documentation was built for the base path \\u201c"+built+"\\u201d, but it is being served under \\u201c"+actual+"\\u201d, so its scripts and styles were requested from the wrong place and could not be loaded.").style.margin="6px 0";
add("p","Rebuild it for this address (BASE_PATH="+actual+" npm run build), or serve the build output under \\u201c"+built+"\\u201d.").style.margin="0";
document.body.insertBefore(box,document.body.firstChild)})})()`;
}

export function BaseUrlCheck() {
  const { pathname } = useLocation();
  // The text is only rendered by the prerender (see theme-init-script.ts for why).
  return (
    <script
      id="base-url-check"
      data-route={pathname}
      dangerouslySetInnerHTML={{ __html: import.meta.env.SSR ? baseUrlCheckScript() : "" }}
      suppressHydrationWarning
    />
  );
}
