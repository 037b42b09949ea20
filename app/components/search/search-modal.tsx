import { DocSearchModal } from "@docsearch/react";
// Variables and modal only: the navbar button is our own markup.
import "@docsearch/css/dist/_variables.css";
import "@docsearch/css/dist/modal.css";
import { createPortal } from "react-dom";

interface SearchModalProps {
  initialQuery?: string;
  onClose: () => void;
}

/** The DocSearch dialog; this module and its CSS form the chunk loaded on intent. */
export function SearchModal({ initialQuery, onClose }: SearchModalProps) {
  return createPortal(
    <DocSearchModal
      appId="local"
      apiKey="local"
      indexName="local"
      initialScrollY={window.scrollY}
      initialQuery={initialQuery}
      onClose={onClose}
      transformSearchClient={(client) => client}
    />,
    document.body,
  );
}
