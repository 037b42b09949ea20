import { lazyOnce } from "~/runtime/lazy-load";
import { loadModalStyles } from "./modal-styles";

// The one place that imports the modal chunk (and its stylesheets: variables and modal only, the
// navbar button is our own markup), so hover/focus preloading and opening share a single request;
// a failed load is retried by the next intent.
const modal = lazyOnce(() => Promise.all([import("./search-modal"), loadModalStyles()]).then(([module]) => module));

export const loadSearchModal = modal.load;
