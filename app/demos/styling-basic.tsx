import { useRef, type CSSProperties } from "react";
import {
  createOnDropHandler,
  dragAndDropFeature,
  hotkeysCoreFeature,
  selectionFeature,
  syncDataLoaderFeature,
} from "@headless-tree/core";
import { useTree } from "@headless-tree/react";
import styles from "./styling-basic.module.css";

export const meta = {
  title: "Styled with plain CSS",
  description: "A stylesheet of its own, keyed on the ARIA attributes the tree already sets; drag an item to see the drop styles.",
  tags: ["styling", "dnd"],
};

interface Entry {
  name: string;
  children?: string[];
}

const initialData: Record<string, Entry> = {
  root: { name: "Album", children: ["side-a", "side-b", "bonus"] },
  "side-a": { name: "Side A", children: ["intro", "morning", "harbour"] },
  intro: { name: "Intro" },
  morning: { name: "Morning Light" },
  harbour: { name: "Harbour Lights" },
  "side-b": { name: "Side B", children: ["night-bus", "outro"] },
  "night-bus": { name: "Night Bus" },
  outro: { name: "Outro" },
  bonus: { name: "Bonus Track" },
};

export default function StylingBasic() {
  // Changed in place by drops, then shown with rebuildTree() (which createOnDropHandler calls), so it
  // is not React state.
  const data = useRef<Record<string, Entry>>(null);
  if (data.current === null) data.current = structuredClone(initialData);
  const tree = useTree<Entry>({
    rootItemId: "root",
    initialState: { expandedItems: ["side-a"], selectedItems: ["morning"] },
    getItemName: (item) => item.getItemData().name,
    isItemFolder: (item) => item.getItemData().children !== undefined,
    dataLoader: {
      getItem: (itemId) => data.current![itemId]!,
      getChildren: (itemId) => data.current![itemId]?.children ?? [],
    },
    indent: 20,
    onDrop: createOnDropHandler((parent, newChildren) => {
      data.current![parent.getId()]!.children = newChildren;
    }),
    features: [syncDataLoaderFeature, selectionFeature, hotkeysCoreFeature, dragAndDropFeature],
  });

  return (
    <div {...tree.getContainerProps("Album tracks")} aria-multiselectable="true" className={styles.tree}>
      {tree.getItems().map((item) => (
        <div
          {...item.getProps()}
          key={item.getId()}
          className={styles.item}
          // Depth as a custom property: the stylesheet turns it into indentation.
          style={{ "--level": item.getItemMeta().level } as CSSProperties}
          data-drop-target={item.isUnorderedDragTarget() || undefined}
        >
          {item.getItemName()}
        </div>
      ))}
      <div style={tree.getDragLineStyle()} className={styles.dragLine} />
    </div>
  );
}
