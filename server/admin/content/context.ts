/** What every action of the editing API works with. */
import type { FastifyBaseLogger } from "fastify";
import type { Database } from "../../db/database.ts";
import type { Editor, Publisher } from "../contracts.ts";
import type { CmsConfig } from "./cms-config.ts";
import type { GitIdentity } from "./git.ts";

export interface ContentContext {
  /** The working copy's top folder. */
  repoDir: string;
  config: CmsConfig;
  /** Who commits the editors' saves. */
  committer: GitIdentity;
  publisher: Publisher | undefined;
  /** The admin database: the drafts of the editorial workflow. */
  db: Database;
  log: FastifyBaseLogger;
}

/** One request: the context and the signed-in editor who sent it. */
export interface ContentCall {
  context: ContentContext;
  editor: Editor;
  /**
   * Who wrote the change, when it is not the editor who publishes it (a draft's author): the
   * commit's author, with the editor named in its message.
   */
  writer?: GitIdentity;
}
