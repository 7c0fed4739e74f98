// @ts-check
/**
 * The hosted editing screen's publish status (served as /admin/publish-status.js after Decap's
 * bundle; its elements are in the page, see server/admin/pages.ts). After each save it says
 * "Publishing your change…", then "Live:" with links to the pages that changed, or "Not
 * published:" with the file, the field and the reason the build gave. It reads
 * GET /admin/api/publish (PublishStatus, server/admin/contracts.ts): every 1.5 s while a change is
 * being published, every 20 s otherwise while the tab is visible, since another editor's save
 * publishes too. Decap's documented events say when a save starts and ends. A plain script: it is no part of the site's React app and needs no build.
 */

/** @typedef {import("../server/admin/contracts.ts").PublishStatus} PublishStatus */
/** @typedef {{ name: string, handler: () => unknown }} DecapListener */

const statusUrl = "/admin/api/publish";
const watchingMs = 1500;
const restingMs = 20_000;
/** Polls after a save without a build before it counts as a save that changed nothing. */
const quietPolls = 10;

const bar = document.getElementById("publish-status");
const message = bar?.querySelector("[role=status]");
const dismiss = bar?.querySelector("button");

/**
 * A publish being followed. `exclude` is the commit the status named just before the save: a
 * result for it is not the save's. When it could not be read (`known` false), a build must be
 * seen first.
 * @typedef {{ mine: boolean, known: boolean, exclude?: string, sawBuilding: boolean, polls: number }} Watch
 */

/** @type {Watch | undefined} */
let watch;
/** @type {Pick<Watch, "known" | "exclude">} */
let beforeSave = { known: false };
/** @type {ReturnType<typeof setTimeout> | undefined} */
let timer;
let signedOut = false;

/**
 * Shows one message: `state` colours the bar ("" hides it); the parts are text and links.
 * @param {"" | "building" | "live" | "failed"} state
 * @param {(string | Node)[]} parts
 */
function show(state, parts) {
  if (!bar || !message || !dismiss) return;
  bar.dataset.state = state;
  message.replaceChildren(...parts);
  dismiss.hidden = state === "" || state === "building";
}

/** @param {string} text the first words, in bold */
function lead(text) {
  const strong = document.createElement("strong");
  strong.textContent = text;
  return strong;
}

/** @param {string} path */
function pageLink(path) {
  const link = document.createElement("a");
  link.href = path;
  link.textContent = path === "/" ? "Home page" : path;
  return link;
}

/** @param {PublishStatus} status */
function showLive(status) {
  const paths = status.changedPaths?.length ? status.changedPaths : ["/"];
  const links = paths.flatMap((path, index) => (index === 0 ? [pageLink(path)] : [", ", pageLink(path)]));
  show("live", [lead("Live:"), " ", ...links]);
}

/** @param {PublishStatus} status */
function showFailed(status) {
  const error = status.error ?? { message: "the build failed" };
  const reason = error.message.replace(/\.$/, "");
  const where = error.file ? `${error.file} — ${error.field ? `${error.field}: ` : ""}` : "";
  show("failed", [lead("Not published:"), ` ${where}${reason}. The live site is unchanged.`]);
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

/**
 * Shows what a status means for the publish being followed (a build seen without a save of this
 * screen is followed too).
 * @param {PublishStatus} status
 */
function follow(status) {
  if (status.state === "building") {
    watch ??= { mine: false, known: false, sawBuilding: true, polls: 0 };
    watch.sawBuilding = true;
    show("building", [watch.mine ? "Publishing your change…" : "Publishing a change…"]);
    return;
  }
  if (!watch) return;
  watch.polls += 1;
  const finished = status.state === "live" || status.state === "failed";
  const isOutcome = watch.known ? status.commit !== watch.exclude : watch.sawBuilding;
  if (finished && isOutcome) {
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

/** Before a save: the commit whose result is not the save's. */
async function rememberBefore() {
  const status = await fetchStatus();
  beforeSave = typeof status === "object" ? { known: true, exclude: status.commit } : { known: false };
}

/** After a save: follow its publish. */
function followSave() {
  watch = { mine: true, ...beforeSave, sawBuilding: false, polls: 0 };
  show("building", ["Publishing your change…"]);
  void poll();
}

/** Decap's event registry, once its bundle has run. */
const cms = /** @type {{ registerEventListener(listener: DecapListener): void } | undefined} */ (
  Reflect.get(window, "CMS")
);
for (const name of ["preSave", "preUnpublish"]) {
  // Awaited by Decap before it saves; returns nothing, so the entry is saved as it is.
  cms?.registerEventListener({ name, handler: async () => void (await rememberBefore()) });
}
for (const name of ["postSave", "postUnpublish"]) {
  cms?.registerEventListener({ name, handler: () => void followSave() });
}

dismiss?.addEventListener("click", () => show("", []));
document.addEventListener("visibilitychange", () => {
  if (document.visibilityState === "visible" && !watch) void poll();
});
void poll();
