// @ts-check
/**
 * Runs after Decap's bundle, registers what the screen adds to Decap through its documented
 * extension points, then starts it (cms/screen-start.js held it back):
 * - the `scriptoria` backend, Decap's proxy backend to this server's editing API with the
 *   server's own sign-in: the editor signed in on /admin/ already, so the screen opens without a
 *   second "Login" page, and Decap's "Log out" ends the server's session as "Sign out" does;
 * - the wording of the entry's save state: a new entry has nothing saved yet, so the state with
 *   nothing to save reads "No unsaved changes" rather than "Changes saved".
 * Served by the editing server; `npm run edit` serves it too, where Decap's local backend
 * replaces the hosted one.
 * A module (its names stay its own), so it runs once the page is parsed, after Decap's bundle.
 * A plain script: it is no part of the site's React app and needs no build.
 */

/**
 * What this script uses of Decap's global (window.CMS) and the React helpers it sets beside it.
 * @typedef {{ init(): void, getBackend(name: string): { init(...args: unknown[]): DecapBackend } | undefined, registerBackend(name: string, backend: unknown): void, getLocale(locale: string): Phrases | undefined, registerLocale(locale: string, phrases: Phrases): void }} Decap
 * @typedef {{ authComponent(): unknown, logout(): unknown }} DecapBackend
 * @typedef {{ [key: string]: string | Phrases }} Phrases
 * @typedef {(type: string, props: Record<string, unknown> | null, ...children: unknown[]) => unknown} CreateElement
 */

const cms = /** @type {Decap | undefined} */ (Reflect.get(window, "CMS"));
const h = /** @type {CreateElement} */ (Reflect.get(window, "h"));
const createClass = /** @type {(spec: object) => unknown} */ (Reflect.get(window, "createClass"));

let signingOut = false;

/** Ends the server's session with the screen's own sign-out form (a navigation to the sign-in page). */
function signOut() {
  signingOut = true;
  const form = document.querySelector("form.session");
  if (form instanceof HTMLFormElement) form.requestSubmit();
  else location.assign("/admin/");
}

/**
 * Decap's sign-in step: the server has signed the editor in already, so it goes straight on.
 * (Decap shows it only when it has no user of its own, on the first visit or after "Log out".)
 */
const OpenScreen = createClass({
  componentDidMount() {
    if (!signingOut) /** @type {{ props: { onLogin(credentials: object): void } }} */ (this).props.onLogin({});
  },
  render() {
    return h("p", { className: "screen-opening", role: "status" }, "Opening the editing screen…");
  },
});

const proxy = cms?.getBackend("proxy");
if (cms && proxy) {
  /**
   * Called with `new` by Decap: a constructor that returns an object gives that object.
   * @param {unknown[]} args
   */
  function ScriptoriaBackend(...args) {
    const backend = proxy?.init(...args);
    if (!backend) throw new Error("Decap's proxy backend is missing");
    backend.authComponent = () => OpenScreen;
    backend.logout = signOut;
    return backend;
  }
  cms.registerBackend("scriptoria", ScriptoriaBackend);
}

/**
 * `phrases` with the string at `path` replaced.
 * @param {Phrases} phrases
 * @param {string[]} path
 * @param {string} text
 * @returns {Phrases}
 */
function withPhrase(phrases, [key, ...rest], text) {
  if (key === undefined) return phrases;
  const inner = phrases[key];
  return { ...phrases, [key]: rest.length === 0 || typeof inner !== "object" ? text : withPhrase(inner, rest, text) };
}

const english = cms?.getLocale("en");
if (cms && english) {
  cms.registerLocale("en", withPhrase(english, ["editor", "editorToolbar", "changesSaved"], "No unsaved changes"));
}

cms?.init();

export {};
