// What each default hotkey does, in our words, read from the handlers in the library's
// features/*/feature.ts. extractHotkeys() fails when the installed library has a hotkey that is
// missing here or when an entry here no longer exists, so the table cannot silently drift.
export const HOTKEY_DESCRIPTIONS: Record<string, string> = {
  // tree (built in)
  focusNextItem: "Moves focus to the next visible item. Inactive while the search is open or a drag is running.",
  focusPreviousItem: "Moves focus to the previous visible item. Inactive while the search is open or a drag is running.",
  expandOrDown: "Expands the focused folder; on an expanded folder or a leaf it moves focus to the next item instead.",
  collapseOrUp:
    "Collapses the focused folder; on a collapsed folder or a leaf it moves focus to the parent (top-level leaves stay put).",
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
  openSearch: "Opens the search with the typed character as its first letter and focuses the search input.",
  closeSearch: "Closes the search and returns focus to the tree.",
  submitSearch: "Closes the search and selects the focused match.",
  nextSearchItem: "While searching, focuses the next matching item.",
  previousSearchItem: "While searching, focuses the previous matching item.",
  // renaming
  renameItem: "Opens the rename input for the focused item, if canRename allows it.",
  abortRenaming: "Closes the rename input without calling onRename.",
  completeRenaming: "Closes the rename input and calls onRename with the new name.",
  // expand all
  expandSelected: "Expands the selected items and all of their descendants; Escape stops an expansion that is still loading.",
  collapseSelected: "Collapses the selected items and all of their descendants.",
};
