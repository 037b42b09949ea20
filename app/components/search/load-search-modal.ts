import { loadModalStyles } from "./modal-styles";

// The one place that imports the modal chunk (and its stylesheets: variables and modal only, the
// navbar button is our own markup), so hover/focus preloading and the lazy component share a
// single request.
let modalChunk: Promise<typeof import("./search-modal")> | undefined;

export function loadSearchModal(): Promise<typeof import("./search-modal")> {
  modalChunk ??= Promise.all([import("./search-modal"), loadModalStyles()]).then(([module]) => module).catch((error: unknown) => {
    // Let a later intent retry, e.g. after the network came back.
    modalChunk = undefined;
    throw error;
  });
  return modalChunk;
}
