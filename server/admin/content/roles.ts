/**
 * What each role may do through the editing API and the history (contracts.ts, roles): an author
 * reads everything and writes drafts, but publishes nothing; an editor and an admin publish, and
 * review and change anyone's draft. Checked by the server on every write, whatever the screen
 * shows.
 */
import type { Editor } from "../contracts.ts";
import type { Draft, DraftStatus } from "../store/drafts.ts";
import { Refusal } from "./refusal.ts";

/** Refuses (403) a change that would be published, from an account that may not publish. */
export function checkMayPublish(editor: Editor): void {
  if (editor.role === "author") {
    throw new Refusal(403, "An author's account cannot publish: ask an editor to publish the change");
  }
}

/**
 * Refuses (403) an author's change to a draft that is not theirs, or that an editor has marked
 * Ready or scheduled: from then on only an editor changes it.
 */
export function checkMayChangeDraft(editor: Editor, draft: Draft): void {
  if (editor.role !== "author") return;
  if (draft.authorId !== editor.id) {
    throw new Refusal(403, `This draft is ${draft.authorName}'s: an author changes only their own drafts`);
  }
  if (draft.status === "pending_publish" || draft.publishAt !== null) {
    throw new Refusal(403, "This draft is ready to publish: ask an editor to change it");
  }
}

/** Refuses (403) an author's status other than Draft or In review, as checkMayChangeDraft does. */
export function checkMaySetStatus(editor: Editor, draft: Draft, status: DraftStatus): void {
  checkMayChangeDraft(editor, draft);
  if (editor.role === "author" && status === "pending_publish") {
    throw new Refusal(403, "An author's account cannot mark a draft Ready: ask an editor to review it");
  }
}
