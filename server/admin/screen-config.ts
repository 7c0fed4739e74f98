/**
 * The editing screen's configuration, /admin/config.yml: the working copy's cms/config.yml with
 * its backend replaced by Decap's proxy backend on this server's editing API (same origin) with the
 * server's own sign-in (registered as `scriptoria` by cms/screen.js), its
 * local-editing address removed and the site's own address as the link to the live site. It uses
 * Decap's editorial workflow: a save writes a draft, which an editor reviews and publishes
 * (content/workflow-actions.ts). An author's screen shows no Publish button (`publish: false` on
 * every collection); the server refuses an author's publish whatever the screen sends.
 */
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { isMap, isSeq, parseDocument } from "yaml";
import type { Role } from "./contracts.ts";

export const editingApiPath = "/admin/api/v1";

export function screenConfig(repoDir: string, siteUrl: string, role: Role): string {
  const document = parseDocument(readFileSync(join(repoDir, "cms", "config.yml"), "utf8"));
  if (document.errors.length > 0) throw new Error(`cms/config.yml: ${document.errors[0]?.message}`);
  const commitMessages = document.getIn(["backend", "commit_messages"]);
  document.set(
    "backend",
    document.createNode({
      // Decap's proxy backend with the server's own sign-in (cms/screen.js).
      name: "scriptoria",
      proxy_url: editingApiPath,
      ...(commitMessages === undefined ? {} : { commit_messages: commitMessages }),
    }),
  );
  document.delete("local_backend");
  document.set("publish_mode", "editorial_workflow");
  // No "View Live" of Decap's: the status bar links each page once it is live. (Its "Check for
  // Preview", which this leaves, is hidden by the screen's styles: the preview is the pane.)
  document.set("show_preview_links", false);
  const collections = document.get("collections");
  if (role === "author" && isSeq(collections)) {
    for (const collection of collections.items) if (isMap(collection)) collection.set("publish", false);
  }
  document.set("site_url", siteUrl);
  return document.toString();
}
