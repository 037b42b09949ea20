import { StyleSheet } from "react-native-web";

// The React Native demo runs on react-native-web (vite.config.ts), which writes its rules into a
// <style> it adds on the client as it starts, so a prerendered React Native demo would show
// unstyled until its code runs, then move. Its server-side sheet holds the same rules; a page that
// uses them gets them in its <head>, under the id react-native-web looks for first: on the client
// it then adopts that element and the demo neither changes nor moves.

/**
 * `html` (a whole prerendered page) with react-native-web's rules (its server-side sheet, unless
 * one is given) in its <head>, when any element uses one: the resets and the rules of the classes
 * the page uses (react-native-web adds any other as its components need them).
 */
export function withReactNativeWebStyles(html: string, { id, textContent } = StyleSheet.getSheet()): string {
  const used = new Set(Array.from(html.matchAll(/\sclass="([^"]*)"/g), (match) => match[1]!.split(" ")).flat());
  const ruleClass = (rule: string) => /^\.((?:css|r)-[\w-]+)/.exec(rule)?.[1];
  const rules = textContent.split("\n").filter((rule) => {
    const name = ruleClass(rule);
    return name === undefined || used.has(name);
  });
  if (!rules.some(ruleClass)) return html;
  // Before the site's styles, where react-native-web puts its own, so the site's rules win as on
  // the client; after the <meta>s (the charset must stay within the first 1024 bytes).
  const head = html.indexOf("</head>");
  const styles = html.slice(0, head).search(/<style|<link[^>]*\srel="stylesheet"/);
  const at = styles >= 0 ? styles : head;
  return `${html.slice(0, at)}<style id="${id}">${rules.join("\n")}</style>${html.slice(at)}`;
}
