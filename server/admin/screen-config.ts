/**
 * The editing screen's configuration, /admin/config.yml: the working copy's cms/config.yml with
 * its backend replaced by Decap's proxy backend on this server's editing API (same origin) with the
 * server's own sign-in (registered as `scriptoria` by cms/screen.js), its
 * local-editing address removed and the site's own address as the link to the live site.
 */
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { parseDocument } from "yaml";

export const editingApiPath = "/admin/api/v1";

export function screenConfig(repoDir: string, siteUrl: string): string {
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
  document.set("site_url", siteUrl);
  return document.toString();
}
