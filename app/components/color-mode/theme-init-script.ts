// Runs first in <head>, before paint: sets data-theme (saved choice, else system preference when
// the site respects it, else the default) and marks a dismissed announcement so CSS hides the bar
// before it is drawn. Built from constants only, so the text is the same on every page and the
// production server can allow it by hash in its Content-Security-Policy. Keep it ES5 and tiny.
import { ANNOUNCEMENT, COLOR_MODE_CONFIG, STORAGE_KEYS } from "~/lib/chrome/chrome-config";

export const THEME_STORAGE_KEY = STORAGE_KEYS.theme;

const s = JSON.stringify;

/**
 * The script text. Only the prerender calls it: the browser already has the script in the HTML,
 * so the client bundle renders an empty one during hydration and ships no copy of the text.
 */
export function themeInitScript(): string {
  return (
    `(function(){var d=document.documentElement,t=null,a=null,i=null;` +
  `try{var l=window.localStorage;t=l.getItem(${s(STORAGE_KEYS.theme)});a=l.getItem(${s(STORAGE_KEYS.announcementDismissed)});i=l.getItem(${s(STORAGE_KEYS.announcementId)})}catch(e){}` +
  `if(t!=="dark"&&t!=="light"){t=${
    COLOR_MODE_CONFIG.respectPrefersColorScheme
      ? `window.matchMedia&&window.matchMedia("(prefers-color-scheme: dark)").matches?"dark":"light"`
      : s(COLOR_MODE_CONFIG.defaultMode)
  }}` +
  `d.setAttribute("data-theme",t);` +
    `d.setAttribute("data-announcement-dismissed",String(a==="true"&&i===${s(ANNOUNCEMENT?.id ?? "")}))})()`
  );
}
