/**
 * What each role may do through the editing API and the history (contracts.ts, roles): an author
 * reads everything but publishes nothing; an editor and an admin publish. Checked by the server
 * on every write, whatever the screen shows.
 */
import type { Editor } from "../contracts.ts";
import { Refusal } from "./refusal.ts";

/** Refuses (403) a change that would be published, from an account that may not publish. */
export function checkMayPublish(editor: Editor): void {
  if (editor.role === "author") {
    throw new Refusal(403, "An author's account cannot publish: ask an editor to publish the change");
  }
}
