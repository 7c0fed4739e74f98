/**
 * The words of the frame around every page: the skip link, the back-to-top button and the loading
 * announcement. The menus' are in menu-bar.ts and the footer's in footer.ts, each loaded with its
 * part; the not-found page's are in not-found.ts.
 */
export const shellCopy = {
  skipLink: "Skip to content",
  backToTop: "Back to top",
  /** Announced while a client-side navigation loads its page. */
  loadingPage: "Loading page",
} as const;
