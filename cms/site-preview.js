// @ts-check
/**
 * The preview pane of a news story or a job opening: the page as the site will show it. The server
 * renders it with the live site's own code, fonts and styles and the entry as the screen holds it
 * (server/admin/preview/); the pane shows that page in a frame that runs no script, and follows the
 * fields as the editor types (a render a few tenths of a second after the last change). Above the
 * frame: which page to show (a story, the News list, the home page's highlights; an opening's page,
 * or the careers page), how wide (a phone's width, or the pane's), and what keeps the preview from
 * being made, in the screen's words (a field the entry still needs, say). A photo chosen but not saved yet is shown from the browser
 * until the draft is saved; then the server cuts it as the site will.
 * Registered before screen.js starts Decap, on the hosted screen only (`npm run edit` keeps
 * Decap's own preview). A plain script like the screen's others.
 */

/**
 * @typedef {(type: unknown, props: Record<string, unknown> | null, ...children: unknown[]) => unknown} CreateElement
 * @typedef {{ get(key: string): unknown }} ImmutableMap
 * @typedef {{ entry: ImmutableMap & { get(key: "data"): { toJS(): Record<string, unknown> } }, getAsset(path: string): unknown }} PreviewProps
 * @typedef {"story" | "list" | "home" | "opening" | "careers"} View
 * @typedef {"phone" | "pane"} Width
 * @typedef {{ view: View, width: Width, problem: string }} PreviewState
 * @typedef {{ props: PreviewProps, state: PreviewState, setState(state: Partial<PreviewState>): void, frame?: HTMLIFrameElement | null, timer?: ReturnType<typeof setTimeout>, request?: AbortController, again?: boolean, shown?: string, refresh(): Promise<void>, schedule(): void, show(html: string): void }} Pane
 */

const cms = /** @type {{ registerPreviewTemplate(name: string, component: unknown): void } | undefined} */ (
  Reflect.get(window, "CMS")
);
const h = /** @type {CreateElement} */ (Reflect.get(window, "h"));
const createClass = /** @type {(spec: object) => unknown} */ (Reflect.get(window, "createClass"));

/** Where the server names a photo it does not have yet (server/admin/preview/draft.ts). */
const unsavedPath = "/admin/preview/unsaved/";
/** After the last keystroke: long enough not to render every letter, short enough to follow the typing. */
const settleMs = 250;

/** @type {Record<string, { value: View, label: string }[]>} */
const viewsOf = {
  news: [
    { value: "story", label: "Story page" },
    { value: "list", label: "News list" },
    { value: "home", label: "Home page" },
  ],
  openings: [
    { value: "opening", label: "Opening's page" },
    { value: "careers", label: "Careers page" },
  ],
};

/** @type {{ value: Width, label: string }[]} */
const widths = [
  { value: "pane", label: "Pane width" },
  { value: "phone", label: "Phone (390 px)" },
];

/** A transparent pixel, where the browser has no copy of a photo (the page's frame keeps its place). */
const emptyImage = "data:image/gif;base64,R0lGODlhAQABAIAAAAAAAP///yH5BAEAAAAALAAAAAABAAEAAAIBRAA7";

/**
 * Points the pictures of a photo not saved yet at the browser's copy of it, in the parsed page
 * before it is shown (so that the browser never asks the server for them).
 * @param {Document} doc
 * @param {PreviewProps["getAsset"]} getAsset
 */
function showUnsavedPhotos(doc, getAsset) {
  for (const element of doc.querySelectorAll(`img[src^="${unsavedPath}"], source[srcset^="${unsavedPath}"]`)) {
    const value = element.getAttribute(element.tagName === "IMG" ? "src" : "srcset") ?? "";
    const name = decodeURIComponent(value.slice(unsavedPath.length).replace(/-\d+\.(?:avif|webp)(?:\s.*)?$/, ""));
    const copy = String(getAsset(name) ?? "");
    const url = /^(?:blob|data):/.test(copy) ? copy : emptyImage;
    if (element.tagName === "IMG") {
      element.setAttribute("src", url);
      element.removeAttribute("srcset");
    } else element.setAttribute("srcset", url);
  }
}

/**
 * The pane of a collection's entries.
 * @param {"news" | "openings"} collection
 */
const sitePreview = (collection) => {
  const views = viewsOf[collection] ?? [];
  return createClass({
    /** @returns {PreviewState} */
    getInitialState() {
      return { view: views[0]?.value ?? "story", width: "pane", problem: "" };
    },
    /** @this {Pane} */
    componentDidMount() {
      void this.refresh();
    },
    /**
     * @this {Pane}
     * @param {PreviewProps} before
     * @param {PreviewState} was
     */
    componentDidUpdate(before, was) {
      if (before.entry !== this.props.entry) this.schedule();
      else if (was.view !== this.state.view) void this.refresh();
    },
    /** @this {Pane} */
    componentWillUnmount() {
      clearTimeout(this.timer);
      this.request?.abort();
    },
    /** @this {Pane} */
    schedule() {
      clearTimeout(this.timer);
      this.timer = setTimeout(() => void this.refresh(), settleMs);
    },
    /** @this {Pane} */
    async refresh() {
      // One request at a time (the server turns away a third): a change made meanwhile is sent
      // once the answer has come.
      if (this.request) {
        this.again = true;
        return;
      }
      const { entry } = this.props;
      const view = this.state.view;
      const request = new AbortController();
      this.request = request;
      const slug = entry.get("newRecord") ? undefined : entry.get("slug");
      try {
        const response = await fetch("/admin/api/preview", {
          method: "POST",
          headers: { "content-type": "application/json" },
          body: JSON.stringify({ collection, slug, view, data: entry.get("data").toJS() }),
          signal: request.signal,
        });
        // Another of this account's screens had previews under way: this one comes again in a moment.
        if (response.status === 429) {
          this.schedule();
          return;
        }
        // A page (HTML), or why there is none yet (JSON: a field the entry still needs, say).
        if (!response.ok || !response.headers.get("content-type")?.startsWith("text/html")) {
          const body = /** @type {{ error?: string, field?: string, reason?: string }} */ (
            await response.json().catch(() => ({}))
          );
          const problem = body.field && body.reason ? `${body.field} ${body.reason}` : body.error;
          this.setState({ problem: problem ?? `the preview could not be made (${response.status})` });
          return;
        }
        const html = await response.text();
        if (request.signal.aborted) return;
        this.show(html);
        this.setState({ problem: "" });
      } catch (error) {
        if (request.signal.aborted) return;
        this.setState({ problem: `it could not be made (${String(error)})` });
      } finally {
        this.request = undefined;
        if (this.again && !request.signal.aborted) {
          this.again = false;
          void this.refresh();
        }
      }
    },
    /**
     * Shows the page: a new page in full; the same page again with its body replaced, so that the
     * frame keeps its place and nothing flickers.
     * @this {Pane}
     * @param {string} html
     */
    show(html) {
      const frame = this.frame;
      if (!frame) return;
      // The page's scripts would not run in the frame (its sandbox and the answer's policy forbid
      // them); they are left out rather than refused one by one.
      const next = new DOMParser().parseFromString(html, "text/html");
      for (const element of next.querySelectorAll('script, link[rel="modulepreload"]')) element.remove();
      showUnsavedPhotos(next, this.props.getAsset);
      const doc = frame.contentDocument;
      const page = this.state.view;
      // A page of its own until the frame holds the one shown before (not while its first one loads).
      if (this.shown !== page || doc?.URL !== "about:srcdoc" || doc.readyState !== "complete" || !doc.body) {
        this.shown = page;
        frame.srcdoc = `<!DOCTYPE html>${next.documentElement.outerHTML}`;
        return;
      }
      doc.title = next.title;
      doc.body.replaceWith(doc.importNode(next.body, true));
    },
    /** @this {Pane} */
    render() {
      const { view, width, problem } = this.state;
      /**
       * @param {string} label
       * @param {{ value: string, label: string }[]} choices
       * @param {string} chosen
       * @param {(value: string) => void} choose
       */
      const group = (label, choices, chosen, choose) =>
        h(
          "div",
          { role: "group", "aria-label": label, style: { display: "flex", gap: "0.25rem", flexWrap: "wrap" } },
          ...choices.map((choice) =>
            h(
              "button",
              {
                key: choice.value,
                type: "button",
                "aria-pressed": choice.value === chosen,
                onClick: () => choose(choice.value),
                style: {
                  font: "inherit",
                  padding: "0.35rem 0.75rem",
                  borderRadius: "999px",
                  border: "1px solid #1f3a5f",
                  background: choice.value === chosen ? "#1f3a5f" : "#fff",
                  color: choice.value === chosen ? "#fff" : "#1f3a5f",
                  cursor: "pointer",
                },
              },
              choice.label,
            ),
          ),
        );
      return h(
        "div",
        // Clear of Decap's own buttons at the pane's right edge (hide the preview, sync the scrolling).
        { style: { font: "15px/1.4 system-ui, sans-serif", color: "#1b2330", paddingRight: "3.25rem" } },
        h(
          "div",
          { style: { display: "flex", gap: "1rem", flexWrap: "wrap", alignItems: "center", marginBottom: "0.75rem" } },
          group("Page shown", views, view, (value) => this.setState({ view: /** @type {View} */ (value) })),
          group("Width", widths, width, (value) => this.setState({ width: /** @type {Width} */ (value) })),
        ),
        h(
          "p",
          { role: "status", style: { margin: problem ? "0 0 0.75rem" : "0", color: "#8a1c1c" } },
          problem ? `The preview shows the page as it was before this change: ${problem}.` : "",
        ),
        h("iframe", {
          ref: (/** @type {HTMLIFrameElement | null} */ element) => {
            this.frame = element;
          },
          title: "Preview: the page as the site will show it",
          sandbox: "allow-same-origin",
          style: {
            display: "block",
            width: width === "phone" ? "390px" : "100%",
            maxWidth: "100%",
            height: "calc(100vh - 7rem)",
            margin: "0 auto",
            border: "1px solid #c8d0da",
            borderRadius: "0.5rem",
            background: "#fff",
          },
        }),
      );
    },
  });
};

// Only on the hosted screen (/admin/), whose server renders the pages; `npm run edit` has no such
// server and keeps Decap's own preview.
if (location.pathname.startsWith("/admin")) {
  cms?.registerPreviewTemplate("news", sitePreview("news"));
  cms?.registerPreviewTemplate("openings", sitePreview("openings"));
}

export {};
