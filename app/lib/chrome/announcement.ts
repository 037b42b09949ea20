// The announcement bar stays dismissed until the announcement's id changes: both the dismissal and
// the id it applied to are saved, and a new id makes the old dismissal void.
import { STORAGE_KEYS } from "./chrome-config.ts";
import { readStorage, writeStorage } from "../storage/safe-storage.ts";

export function isDismissed(storedDismissed: string | null, storedId: string | null, currentId: string): boolean {
  return storedDismissed === "true" && storedId === currentId;
}

export function readAnnouncementDismissed(currentId: string): boolean {
  return isDismissed(readStorage(STORAGE_KEYS.announcementDismissed), readStorage(STORAGE_KEYS.announcementId), currentId);
}

/** Forgets a dismissal that belonged to an earlier announcement. */
export function syncAnnouncementId(currentId: string): void {
  if (readStorage(STORAGE_KEYS.announcementId) === currentId) return;
  writeStorage(STORAGE_KEYS.announcementId, currentId);
  writeStorage(STORAGE_KEYS.announcementDismissed, "false");
}

export function dismissAnnouncement(currentId: string): void {
  writeStorage(STORAGE_KEYS.announcementId, currentId);
  writeStorage(STORAGE_KEYS.announcementDismissed, "true");
}
