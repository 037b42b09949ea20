// Runs first in <head>, before paint: the saved choice, else the default (light). Kept tiny and
// constant so the production server can allow it by hash in its Content-Security-Policy.
export const THEME_STORAGE_KEY = "theme";

export const themeInitScript = `(function(){var t;try{t=localStorage.getItem("${THEME_STORAGE_KEY}")}catch(e){}document.documentElement.setAttribute("data-theme",t==="dark"||t==="light"?t:"light")})()`;
