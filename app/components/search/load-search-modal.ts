// The one place that imports the modal chunk, so hover/focus preloading and the lazy component
// share a single request.
let modalChunk: Promise<typeof import("./search-modal")> | undefined;

export function loadSearchModal(): Promise<typeof import("./search-modal")> {
  modalChunk ??= import("./search-modal").catch((error: unknown) => {
    // Let a later intent retry, e.g. after the network came back.
    modalChunk = undefined;
    throw error;
  });
  return modalChunk;
}
