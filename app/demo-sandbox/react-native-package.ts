// "react-native" for the sandbox frame, as the site and the exported project run it: react-native-web.
// A script of its own, loaded only for a demo that imports it (about 70 KB compressed); React comes
// from the frame's runtime, so both share one copy.
// "react-native" is react-native-web here, as on the site (the bundle aliases it; see demo-sandbox-plugin.ts).
import * as ReactNativeWeb from "react-native";
import { SANDBOX_PACKAGES_GLOBAL } from "#contract/demos/sandbox-protocol.ts";

(globalThis as unknown as Record<string, Record<string, unknown>>)[SANDBOX_PACKAGES_GLOBAL]!["react-native"] = ReactNativeWeb;
