/**
 * What the parts of the admin area agree on: the sign-in (accounts, sessions, the pages), the
 * editing API (Decap's proxy protocol over content/) and the publisher (build, switch, push).
 * plugin.ts wires them together behind one guard.
 */
import type { FastifyRequest } from "fastify";

/** A signed-in editor, as the guard lets a request through. */
/** What an account may do: an author writes drafts and asks for review, an editor also publishes, an admin also manages the accounts. */
export const roles = ["author", "editor", "admin"] as const;
export type Role = (typeof roles)[number];

export interface Editor {
  id: number;
  email: string;
  name: string;
  role: Role;
}

/** The editor of a request that passed the guard (session and same-origin checks). */
export type EditorOf = (request: FastifyRequest) => Editor;

/** Where publishing stands, for the editing screen's status line and /metrics. */
/** A page a publish changed: its address, and its title as the site names it (the home page: "Home page"). */
export interface LivePage {
  path: string;
  title: string;
}

export interface PublishStatus {
  /** idle: nothing asked yet; building: a build runs (queued saves wait for the next); live: the last build is served; failed: the last build was refused. */
  state: "idle" | "building" | "live" | "failed";
  /** The commit being built, or the last one built. */
  commit?: string;
  /**
   * While building: the step (build-steps.ts), the seconds since the publish started, and how long
   * the last publishes that went live took (their median), when there were any.
   */
  progress?: { step: string; elapsedSeconds: number; usualSeconds?: number };
  /** The commit the served build was made from. */
  servedCommit?: string;
  /** When the served build was switched in (ms since the epoch). */
  servedAt?: number;
  /** Why the last build was refused: the file, the field and the reason when the content check names them. */
  error?: { file?: string; field?: string; message: string };
  /** Pages that the last successful publish changed or added, with their titles (for the "Live:" links). */
  changedPages?: LivePage[];
  /** After a successful publish: whether the commits reached the working copy's remote (a rejected push is never forced). */
  push?: { result: "pushed" | "rejected" | "failed" | "no-remote"; message?: string };
  /** The reload command (nginx in front) failed after the switch: the Node server serves the new build, nginx may not. */
  reloadError?: string;
  /**
   * The last refused builds, oldest first, kept while later builds go live: the rest of a refused
   * batch is built again at once, so an editor's screen may never read the "failed" state itself.
   * `id` only grows (across restarts too), so a screen can tell the refusals newer than its save;
   * `files` were restored to their last published version (none: nothing was taken back).
   */
  refusals?: {
    id: number;
    /** When it was refused (ms since the epoch). */
    at: number;
    commit: string;
    files: string[];
    error: { file?: string; field?: string; message: string };
  }[];
}

/** Builds the working copy after a save and switches the served site to it. */
export interface Publisher {
  /** A commit was made on the working copy: build it after the running build, if any (saves during a build go into the next one). */
  request(commit: string, pagePaths?: string[]): void;
  status(): PublishStatus;
  close(): Promise<void>;
}
