const MONTHS = ["January", "February", "March", "April", "May", "June", "July", "August", "September", "October", "November", "December"];

/**
 * An ISO date as "November 26, 2026" (English, UTC): what `Intl.DateTimeFormat("en", { dateStyle:
 * "long", timeZone: "UTC" })` prints. Not through Intl, because building a formatter loads ICU data:
 * 50–120 ms with 4x CPU throttling, in the first script task of every docs page.
 */
export function longDate(iso: string): string {
  const date = new Date(iso);
  return `${MONTHS[date.getUTCMonth()]} ${date.getUTCDate()}, ${date.getUTCFullYear()}`;
}
