// @ts-check
/**
 * The hosted editing screen's publish status (served as /admin/publish-status.js after Decap's
 * bundle; its elements are in the bar above the screen, see server/admin/pages.ts). After each
 * save it says "Publishing your change…", then "Live:" with links to the pages that changed,
 * named by their titles, or "Not published:" with the file, the field and the reason the build
 * gave. "Live:" is put away when the editor leaves the entry it was shown on; a refusal stays
 * until dismissed. While the site builds, it names the step and, from how long the last publishes
 * took, about how long is left: the words change with the step only, so that a screen reader is
 * told each step once. It reads
 * GET /admin/api/publish (PublishStatus, server/admin/contracts.ts): every 1.5 s while a change is
 * being published, every 20 s otherwise while the tab is visible, since another editor's save
 * publishes too. Decap's documented events say when a save starts and ends, and which entry.
 * A refused build takes its files back and builds the rest of its saves again at once, so the
 * "failed" state may pass between two reads: the status keeps the last refusals, and a refusal
 * newer than the save that names the saved file is the save's outcome, whatever was live since.
 * A plain script: it is no part of the site's React app and needs no build.
 */

/** @typedef {import("../server/admin/contracts.ts").PublishStatus} PublishStatus */
/** @typedef {NonNullable<PublishStatus["refusals"]>[number]} Refusal */
/** @typedef {{ get(key: string): unknown }} DecapEntry an Immutable Map */
/** @typedef {{ name: string, handler: (event: { entry?: DecapEntry }) => unknown }} DecapListener */

const statusUrl = "/admin/api/publish";
const watchingMs = 1500;
const restingMs = 20_000;
/** Polls after a save without a build before it counts as a save that changed nothing. */
const quietPolls = 10;

const bar = document.getElementById("publish-status");
const message = bar?.querySelector("[role=status]");
const dismiss = bar?.querySelector("button");

/**
 * The saved entry's file. A new entry has none in Decap's event: its collection is known, and
 * its slug once the screen shows the saved entry (its address names it).
 * @typedef {{ path?: string, collection?: string, slug?: string }} Saved
 */

/**
 * A publish being followed. `exclude` is the commit the status named just before the save: a
 * result for it is not the save's. When it could not be read (`known` false), a build must be
 * seen first. `refusalsUpTo` is the newest refusal before the save (when unread then, the first
 * read after it: the save's own build cannot have ended yet).
 * @typedef {{ mine: boolean, known: boolean, exclude?: string, sawBuilding: boolean, polls: number, refusalsUpTo?: number, saved?: Saved }} Watch
 */

/** @type {Watch | undefined} */
let watch;
/** @type {Pick<Watch, "known" | "exclude" | "refusalsUpTo">} */
let beforeSave = { known: false };
/** @type {ReturnType<typeof setTimeout> | undefined} */
let timer;
let signedOut = false;
/** Where the screen was when "Live:" was shown: leaving it puts the message away. */
let liveShownAt = "";

/**
 * Shows one message: `state` colours the bar ("" hides it); the parts are text and links.
 * @param {"" | "building" | "live" | "draft" | "failed"} state
 * @param {(string | Node)[]} parts
 */
function show(state, parts) {
  if (!bar || !message || !dismiss) return;
  // The same words again are not written again: a screen reader would say them again.
  const words = parts.map((part) => (typeof part === "string" ? part : part.textContent)).join("");
  if (bar.dataset.state === state && message.textContent === words) return;
  if (state !== "building") shownStep = { step: "", words: "" };
  bar.dataset.state = state;
  message.replaceChildren(...parts);
  dismiss.hidden = state === "" || state === "building";
  if (state === "live" || state === "draft") liveShownAt = location.hash;
}

/** The step shown while building, and the words said of it (kept until the step changes). */
let shownStep = { step: "", words: "" };

/**
 * "Writing the pages, about 20 s left." from the status's progress; "" when it has none.
 * @param {PublishStatus} status
 */
function progressWords(status) {
  const progress = status.progress;
  if (!progress) return "";
  if (progress.step === shownStep.step) return shownStep.words;
  const left = progress.usualSeconds === undefined ? undefined : progress.usualSeconds - progress.elapsedSeconds;
  const estimate = left === undefined ? "" : left > 5 ? `, about ${Math.ceil(left / 5) * 5} s left` : ", almost done";
  shownStep = { step: progress.step, words: `${progress.step}${estimate}.` };
  return shownStep.words;
}

/** @param {string} text the first words, in bold */
function lead(text) {
  const strong = document.createElement("strong");
  strong.textContent = text;
  return strong;
}

/** @param {import("../server/admin/contracts.ts").LivePage} page */
function pageLink(page) {
  const link = document.createElement("a");
  link.href = page.path;
  link.textContent = page.title;
  return link;
}

/** @param {PublishStatus} status */
function showLive(status) {
  const pages = status.changedPages?.length ? status.changedPages : [{ path: "/", title: "Home page" }];
  const links = pages.flatMap((page, index) => (index === 0 ? [pageLink(page)] : [", ", pageLink(page)]));
  show("live", [lead("Live:"), " ", ...links]);
}

/**
 * @param {{ file?: string, field?: string, message: string }} error
 * @param {string} after what the editor is to know next
 * @param {string} [file] the file when the error names none
 */
function showNotPublished(error, after, file) {
  const reason = error.message.replace(/\.$/, "");
  const named = error.file ?? file;
  const where = named ? `${named} — ${error.field ? `${error.field}: ` : ""}` : "";
  show("failed", [lead("Not published:"), ` ${where}${reason}. ${after}`]);
}

/**
 * A refusal whose files went back to their published version: the saved text is no longer in
 * the site's files, so the editor must correct it and save again.
 * @param {Refusal} refusal
 * @param {string} [file] the saved file, when the error names none
 */
function showRefusal(refusal, file) {
  const only = refusal.files.length === 1 ? refusal.files[0] : undefined;
  showNotPublished(
    refusal.error,
    "The change was taken back and the live site is unchanged: correct it and save again.",
    file ?? only,
  );
}

/** @param {PublishStatus} status */
function showFailed(status) {
  const refusal = status.refusals?.findLast((each) => each.commit === status.commit);
  if (refusal && refusal.files.length > 0) return showRefusal(refusal);
  showNotPublished(status.error ?? { message: "the build failed" }, "The live site is unchanged.");
}

function showSignedOut() {
  const link = document.createElement("a");
  link.href = "/admin/";
  link.textContent = "Sign in again";
  show("failed", ["Your session has ended. ", link, " to see whether your change is live."]);
}

/** @returns {Promise<PublishStatus | "signed-out" | undefined>} undefined when the server could not say */
async function fetchStatus() {
  try {
    const response = await fetch(statusUrl, { cache: "no-store", signal: AbortSignal.timeout(10_000) });
    if (response.status === 401) return "signed-out";
    return response.ok ? /** @type {PublishStatus} */ (await response.json()) : undefined;
  } catch {
    return undefined;
  }
}

/** @param {PublishStatus} status */
const newestRefusal = (status) => status.refusals?.at(-1)?.id ?? 0;

/** @param {string} path */
const slugOf = (path) => path.replace(/^.*\//, "").replace(/\.[^.]*$/, "");

/**
 * A new entry's slug, once the screen shows the saved entry at #/collections/<name>/entries/<slug>.
 * @param {string} hash the screen's address after the #
 */
function learnSlug(hash) {
  const saved = watch?.saved;
  if (!saved || saved.path || saved.slug || !saved.collection) return;
  const prefix = `#/collections/${encodeURIComponent(saved.collection)}/entries/`;
  if (hash.startsWith(prefix)) saved.slug = decodeURIComponent(hash.slice(prefix.length));
}

/**
 * Whether the saved file is among `files`: by its path, or a new entry by its slug (the file's
 * name; an entry's file is its slug in its collection's folder).
 * @param {Saved | undefined} saved
 * @param {string[]} files
 * @returns {boolean | undefined} undefined when the saved file is not known
 */
function savedIn(saved, files) {
  if (saved?.path) return files.includes(saved.path);
  if (saved?.slug) return files.some((file) => slugOf(file) === saved.slug);
  return undefined;
}

/**
 * The newest refusal since the save that took the saved file back.
 * @param {PublishStatus} status
 * @param {Watch} followed
 */
function refusalOf(status, followed) {
  const since = followed.refusalsUpTo ?? 0;
  return status.refusals?.findLast((refusal) => refusal.id > since && savedIn(followed.saved, refusal.files));
}

/**
 * Whether a refused build took back files other than the saved one: the rest of its saves, this
 * one among them, is built again at once.
 * @param {PublishStatus} status
 * @param {Watch} followed
 */
function othersRefused(status, followed) {
  const refusal = status.refusals?.findLast((each) => each.commit === status.commit);
  return refusal !== undefined && refusal.files.length > 0 && savedIn(followed.saved, refusal.files) === false;
}

/**
 * Shows what a status means for the publish being followed (a build seen without a save of this
 * screen is followed too).
 * @param {PublishStatus} status
 */
function follow(status) {
  if (watch?.mine) {
    watch.refusalsUpTo ??= newestRefusal(status);
    learnSlug(location.hash);
    const refusal = refusalOf(status, watch);
    if (refusal) {
      // The save's outcome, even if the rest of its batch went live since.
      const file = watch.saved?.path;
      watch = undefined;
      showRefusal(refusal, file);
      return;
    }
  }
  if (status.state === "building") {
    watch ??= { mine: false, known: false, sawBuilding: true, polls: 0 };
    watch.sawBuilding = true;
    const progress = progressWords(status);
    show("building", [
      watch.mine ? "Publishing your change…" : "Publishing a change…",
      ...(progress ? [" ", progress] : []),
    ]);
    return;
  }
  if (!watch) return;
  watch.polls += 1;
  const finished = status.state === "live" || status.state === "failed";
  const isOutcome = watch.known ? status.commit !== watch.exclude : watch.sawBuilding;
  if (finished && isOutcome && status.state === "failed" && watch.mine && othersRefused(status, watch)) {
    // Not this save's outcome: wait for the build of the rest, however fast it is.
    Object.assign(watch, { known: true, exclude: status.commit, sawBuilding: false, polls: 0 });
  } else if (finished && isOutcome) {
    watch = undefined;
    if (status.state === "live") showLive(status);
    else showFailed(status);
  } else if (!watch.sawBuilding && watch.polls >= quietPolls) {
    watch = undefined;
    show("live", ["Saved. The live site already shows this."]);
  }
}

function schedule() {
  clearTimeout(timer);
  if (signedOut) return;
  if (watch) timer = setTimeout(poll, watchingMs);
  else if (document.visibilityState === "visible") timer = setTimeout(poll, restingMs);
}

async function poll() {
  clearTimeout(timer);
  const status = await fetchStatus();
  if (status === "signed-out") {
    signedOut = true;
    if (watch) showSignedOut();
    return;
  }
  if (status) follow(status);
  schedule();
}

/** Before a save: the commit whose result is not the save's, and the newest refusal. */
async function rememberBefore() {
  const status = await fetchStatus();
  beforeSave =
    typeof status === "object"
      ? { known: true, exclude: status.commit, refusalsUpTo: newestRefusal(status) }
      : { known: false };
}

/**
 * The saved entry, from Decap's event (`entry`, an Immutable Map).
 * @param {DecapEntry | undefined} entry
 * @returns {Saved | undefined}
 */
function savedEntry(entry) {
  const text = (/** @type {string} */ key) => {
    const value = entry?.get(key);
    return typeof value === "string" && value !== "" ? value : undefined;
  };
  const path = text("path");
  const collection = text("collection");
  return path || collection ? { path, collection } : undefined;
}

/**
 * After a save: follow its publish.
 * @param {DecapEntry | undefined} entry
 */
function followSave(entry) {
  watch = { mine: true, ...beforeSave, sawBuilding: false, polls: 0, saved: savedEntry(entry) };
  show("building", ["Publishing your change…"]);
  void poll();
}

/** Decap's event registry, once its bundle has run. */
const cms = /** @type {{ registerEventListener(listener: DecapListener): void } | undefined} */ (
  Reflect.get(window, "CMS")
);
// The screen uses Decap's editorial workflow: a save writes a draft, which goes live only when
// it is published; publishing (and deleting an entry) is followed to the live site.
for (const name of ["prePublish", "preUnpublish"]) {
  // Awaited by Decap before it publishes; returns nothing, so the entry is published as it is.
  cms?.registerEventListener({ name, handler: async () => void (await rememberBefore()) });
}
for (const name of ["postPublish", "postUnpublish"]) {
  cms?.registerEventListener({ name, handler: (event) => void followSave(event?.entry) });
}
cms?.registerEventListener({
  name: "postSave",
  handler: () => {
    if (!watch) show("draft", ["Draft saved. It is not on the live site until an editor publishes it."]);
  },
});

dismiss?.addEventListener("click", () => show("", []));
window.addEventListener("hashchange", (event) => {
  const hash = new URL(event.newURL).hash;
  // The editor may leave the new entry's screen before its build ends: learn its slug on the way.
  learnSlug(hash);
  if (bar?.dataset.state !== "live" && bar?.dataset.state !== "draft") return;
  // A new entry, once saved, is shown at its own address: still the same entry.
  if (/\/new$/.test(liveShownAt) && hash.startsWith(liveShownAt.replace(/\/new$/, "/entries/"))) liveShownAt = hash;
  else if (hash !== liveShownAt) show("", []);
});
document.addEventListener("visibilitychange", () => {
  if (document.visibilityState === "visible" && !watch) void poll();
});
void poll();
