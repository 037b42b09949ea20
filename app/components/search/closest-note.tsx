/** Said beside results none of which has most of the query's words (see `onlyClosest`). */
export const CLOSEST_NOTE = "Nothing matches most of your words; these are the closest pages.";

/**
 * The dialog's note (the /search page says it in its status line). The live region stays mounted
 * and only its text comes and goes, so screen readers announce it.
 */
export function ClosestNote({ shown }: { shown: boolean }) {
  return (
    <p className="search-closest-note" role="status">
      {shown ? CLOSEST_NOTE : null}
    </p>
  );
}
