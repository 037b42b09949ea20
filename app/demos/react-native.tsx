import { reactNativeFeature, selectionFeature, syncDataLoaderFeature } from "@headless-tree/core";
import { useTree } from "@headless-tree/react";
import { Pressable, StyleSheet, Text, View } from "react-native";

export const meta = {
  title: "React Native components",
  description: "A tree of View, Pressable and Text, rendered in the browser by react-native-web. A press focuses, selects and opens a folder; the arrow keys work while the tree has the keyboard focus.",
  tags: ["react-native"],
};

const children: Record<string, string[]> = {
  root: ["App.tsx", "screens", "components", "package.json"],
  screens: ["Home.tsx", "Settings.tsx"],
  components: ["Button.tsx", "Row.tsx", "icons"],
  icons: ["chevron.tsx"],
};

export default function ReactNativeTree() {
  const tree = useTree<string>({
    rootItemId: "root",
    initialState: { expandedItems: ["screens"] },
    getItemName: (item) => item.getItemData(),
    isItemFolder: (item) => item.getId() in children,
    dataLoader: {
      getItem: (itemId) => itemId,
      getChildren: (itemId) => children[itemId] ?? [],
    },
    // No hotkeysCoreFeature: it calls addEventListener on the container's element, on `document`
    // and on `window`, which React Native does not have. reactNativeFeature handles keys through the
    // container's onKeyDown/onKeyUp instead.
    features: [syncDataLoaderFeature, selectionFeature, reactNativeFeature],
  });

  return (
    <View {...tree.getContainerProps("App sources")} style={styles.tree}>
      {tree.getItems().map((item) => (
        <Pressable
          {...item.getProps()}
          // react-native-web ignores accessibilityState; these props work on both platforms, and
          // tabIndex keeps only the focused row in the tab order (on Android and the web).
          aria-selected={item.isSelected()}
          aria-expanded={item.isFolder() ? item.isExpanded() : undefined}
          tabIndex={item.isFocused() ? 0 : -1}
          key={item.getId()}
          style={[
            styles.row,
            { paddingLeft: 8 + item.getItemMeta().level * 20 },
            item.isSelected() && styles.selected,
            item.isFocused() && styles.focused,
          ]}
        >
          <Text style={[styles.label, item.isSelected() && styles.selectedLabel]}>
            {item.isFolder() ? (item.isExpanded() ? "▾ " : "▸ ") : "  "}
            {item.getItemName()}
          </Text>
        </Pressable>
      ))}
    </View>
  );
}

const styles = StyleSheet.create({
  tree: { paddingVertical: 4 },
  row: { paddingVertical: 4, paddingRight: 8, borderRadius: 4, borderWidth: 1, borderColor: "transparent" },
  focused: { borderColor: "#2563eb" },
  selected: { backgroundColor: "#2563eb" },
  label: { fontFamily: "inherit", color: "inherit" },
  selectedLabel: { color: "#ffffff" },
});
