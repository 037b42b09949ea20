// What the harness page and the tests exchange. Everything here crosses the page boundary as
// JSON, so item instances are reduced to ids.

/** A drop target as ids: `{ item }` or the ordered shape with its numbers. */
export type TargetSnapshot =
  | { item: string }
  | { item: string; childIndex: number; insertionIndex: number; dragLineIndex: number; dragLineLevel: number };

/** One visible row and the item states a reader's styling can use. */
export interface RowSnapshot {
  id: string;
  level: number;
  folder: boolean;
  expanded: boolean;
  focused: boolean;
  selected: boolean;
  dragTarget: boolean;
  unorderedDragTarget: boolean;
  dragTargetAbove: boolean;
  dragTargetBelow: boolean;
  draggingOver: boolean;
  /** The element's box, relative to the viewport. */
  box: { x: number; y: number; width: number; height: number };
}

export interface TreeSnapshot {
  rows: RowSnapshot[];
  /** `tree.getState().dnd`, reduced to ids; `null`/`undefined` as the library left it. */
  dnd: { draggedItems?: string[]; draggingOverItem?: string; dragTarget?: TargetSnapshot } | null | undefined;
  /** `tree.getDragLineStyle()` as the reader's line element gets it. */
  dragLineStyle: Record<string, string>;
  /** The drag line element's box in the viewport, or null while hidden. */
  dragLineBox: { x: number; y: number; width: number; height: number } | null;
  /** Every folder's children as the tree's data holds them now. */
  children: Record<string, string[]>;
  /** Every `onDrop` / `onDropForeignDragObject` call, in order. */
  drops: Array<{ kind: "items" | "foreign"; items?: string[]; data?: Record<string, string>; target: TargetSnapshot }>;
  /** The element that has DOM focus: a row's id, "container", or its tag name. */
  activeElement: string | null;
  /** The tree's container box in the viewport. */
  containerBox: { x: number; y: number; width: number; height: number };
}

/** The default data: a small project. Folders are the keys; an id is also the item's name. */
export const HARNESS_DATA: Record<string, string[]> = {
  root: ["docs", "src", "package.json", "readme.md"],
  docs: ["intro.md", "guide.md", "faq.md"],
  src: ["index.ts", "lib", "app.ts"],
  lib: ["parse.ts", "print.ts"],
};

/** Fixed geometry so pointer positions are exact: rows of 30 px, 20 px of indent per level. */
export const ROW_HEIGHT = 30;
export const INDENT = 20;
