import type { SqlDatabase } from "./store/db.ts";

/** What the admin area's routes share. */
export interface AdminContext {
  db: SqlDatabase;
  /** The clock of sessions and the lockout. */
  now: () => number;
  /** SITE_URL's origin: accepted as a request's Origin besides the one it was made to. */
  siteOrigin: string;
}

export const unavailableMessage = "Signing in is not possible just now. Please try again in a few minutes.";
