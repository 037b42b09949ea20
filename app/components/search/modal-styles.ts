// The site ships one stylesheet for everything it shows at load (vite.config.ts cssCodeSplit:
// false), so DocSearch's CSS is kept out of it: emitted as separate hashed files and linked only
// when the dialog is first wanted.
import variablesUrl from "@docsearch/css/dist/_variables.css?url";
import modalUrl from "@docsearch/css/dist/modal.css?url";
import themeUrl from "./docsearch-theme.css?url";

let loaded: Promise<void> | undefined;

function linkStylesheet(href: string): Promise<void> {
  return new Promise((resolve, reject) => {
    const existing = document.querySelector(`link[rel="stylesheet"][href="${href}"]`);
    if (existing) return resolve();
    const link = document.createElement("link");
    link.rel = "stylesheet";
    link.href = href;
    link.onload = () => resolve();
    link.onerror = () => {
      link.remove();
      reject(new Error(`Could not load ${href}`));
    };
    document.head.append(link);
  });
}

export function loadModalStyles(): Promise<void> {
  loaded ??= Promise.all([variablesUrl, modalUrl, themeUrl].map(linkStylesheet))
    .then(() => undefined)
    .catch((error: unknown) => {
      loaded = undefined;
      throw error;
    });
  return loaded;
}
