/** What a route module may say of its page in its `handle` export (read by the root's Layout). */
export interface PageHandle {
  /** false: the page is served without the framework's scripts, as plain HTML. */
  scripts?: boolean;
}
