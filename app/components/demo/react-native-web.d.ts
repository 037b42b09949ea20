// react-native-web ships no types, and react-native's would declare globals that clash with the
// DOM's (see tsconfig.react-native.json). The site's own code reads only the server-side sheet.
declare module "react-native-web" {
  export const StyleSheet: { getSheet(): { id: string; textContent: string } };
}
