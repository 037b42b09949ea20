// What each default hotkey does, in our words, read from the handlers in the library's
// features/*/feature.ts. extractHotkeys() fails when the installed library has a hotkey that is
// missing here or when an entry here no longer exists, so the table cannot silently drift.
// tests/claims-chromium/guides-hotkeys.test.ts presses the keys these rows describe.
export const HOTKEY_DESCRIPTIONS: Record<string, string> = {
  // tree (built in)
  focusNextItem: "Moves focus to the next visible item. Inactive while the search is open or a drag is running.",
  focusPreviousItem: "Moves focus to the previous visible item. Inactive while the search is open or a drag is running.",
  expandOrDown: "Expands the focused folder; on an expanded folder or a leaf it moves focus to the next item instead.",
  collapseOrUp:
    "Collapses the focused folder if it is open; on a closed folder or a leaf it moves focus to the parent. On the top level, a closed folder or a leaf stays put: the key does nothing there.",
  focusFirstItem: "Moves focus to the first visible item.",
  focusLastItem: "Moves focus to the last visible item.",
  // selection
  toggleSelectedItem: "Adds the focused item to the selection, or removes it if it is already selected.",
  selectUpwards:
    "Selects the item above and moves focus to it; if both items are already selected, deselects the focused one, so the range shrinks.",
  selectDownwards:
    "Selects the item below and moves focus to it; if both items are already selected, deselects the focused one, so the range shrinks.",
  selectAll: "Selects every visible item.",
  // keyboard drag and drop
  startDrag: "Starts a keyboard drag of the selected items (the focused item is added if it is not selected).",
  dragUp: "During a keyboard drag, moves the drop position one step up.",
  dragDown: "During a keyboard drag, moves the drop position one step down.",
  cancelDrag: "Cancels the keyboard drag; nothing is moved.",
  completeDrag: "Drops at the current position: calls onDrop for tree items, or onDropForeignDragObject for foreign data.",
  // search
  openSearch:
    "Opens the search with the typed character as its first letter and focuses the search input. Only a letter or a digit of the main block opens it, pressed without Shift or another modifier; the number pad's digits do not.",
  closeSearch: "Closes the search and returns focus to the tree.",
  submitSearch:
    "Closes the search and selects the focused match. Needs selectionFeature: without it the search closes and the key then throws a TypeError.",
  nextSearchItem: "While searching, focuses the next matching item.",
  previousSearchItem: "While searching, focuses the previous matching item.",
  // renaming
  renameItem: "Opens the rename input for the focused item, if canRename allows it.",
  abortRenaming: "Closes the rename input without calling onRename.",
  completeRenaming: "Closes the rename input and calls onRename with the new name.",
  // expand all
  expandSelected: "Expands the selected items and all of their descendants; Escape stops an expansion that is still loading.",
  collapseSelected:
    "Collapses the selected folders and the open folders below them, down to the first closed folder: an open folder inside a closed one stays open, and shows as open again when the closed one is opened.",
};

/**
 * Features a hotkey's handler calls into besides its own (export names of @headless-tree/core):
 * without them, pressing the key throws. A need that every hotkey of a feature shares goes into
 * that table's "Needs" line; any other has to be named in the hotkey's description, or
 * extractHotkeys() fails.
 */
export const HOTKEY_NEEDS: Record<string, string[]> = {
  expandSelected: ["selectionFeature"], // tree.getSelectedItems()
  collapseSelected: ["selectionFeature"], // tree.getSelectedItems()
  submitSearch: ["selectionFeature"], // tree.setSelectedItems()
};
