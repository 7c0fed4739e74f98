// @ts-check
/**
 * Runs after Decap's bundle, registers what the screen adds to Decap through its documented
 * extension points, then starts it (cms/screen-start.js held it back):
 * - the `scriptoria` backend, Decap's proxy backend to this server's editing API with the
 *   server's own sign-in: the editor signed in on /admin/ already, so the screen opens without a
 *   second "Login" page, and Decap's "Log out" ends the server's session as "Sign out" does;
 * - the wording of the entry's save state: a new entry has nothing saved yet, so the state with
 *   nothing to save reads "No unsaved changes" rather than "Changes saved";
 * - the bar's history link: on an entry, to that entry's versions; elsewhere to the site's latest
 *   changes (server/admin/history/routes.ts);
 * - the `site-date` widget: a date as the site writes it (29 November 2026), chosen as a day, a
 *   month and a year, and saved as YYYY-MM-DD. Decap's own date widget is the browser's date
 *   field, which shows the browser's format (11/29/2026 in American English) and a time zone.
 * Served by the editing server; `npm run edit` serves it too, where Decap's local backend
 * replaces the hosted one.
 * A module (its names stay its own), so it runs once the page is parsed, after Decap's bundle.
 * A plain script: it is no part of the site's React app and needs no build.
 */

/**
 * What this script uses of Decap's global (window.CMS) and the React helpers it sets beside it.
 * @typedef {{ init(): void, getBackend(name: string): { init(...args: unknown[]): DecapBackend } | undefined, registerBackend(name: string, backend: unknown): void, getLocale(locale: string): Phrases | undefined, registerLocale(locale: string, phrases: Phrases): void, registerWidget(name: string, control: unknown): void }} Decap
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

const months = [
  "January",
  "February",
  "March",
  "April",
  "May",
  "June",
  "July",
  "August",
  "September",
  "October",
  "November",
  "December",
];

/**
 * A saved date's day, month and year as the fields show them ("" for none): from YYYY-MM-DD, or
 * from a date Decap read from the file's front matter.
 * @param {unknown} value
 * @returns {DateParts}
 * @typedef {{ day: string, month: string, year: string }} DateParts
 */
function dateParts(value) {
  const text = value instanceof Date ? value.toISOString() : typeof value === "string" ? value : "";
  const match = /^(\d{4})-(\d{2})-(\d{2})/.exec(text);
  if (!match) return { day: "", month: "", year: "" };
  return { day: String(Number(match[3])), month: String(Number(match[2])), year: match[1] ?? "" };
}

/**
 * YYYY-MM-DD for a whole, real date; undefined otherwise.
 * @param {DateParts} parts
 */
function isoDate({ day, month, year }) {
  if (!/^\d{4}$/.test(year) || day === "" || month === "") return undefined;
  const date = new Date(Date.UTC(Number(year), Number(month) - 1, Number(day)));
  if (date.getUTCDate() !== Number(day)) return undefined;
  return date.toISOString().slice(0, 10);
}

/** @typedef {{ field: { get(key: string): unknown }, value: unknown, forID: string, classNameWrapper: string, onChange(value: string): void, setActiveStyle(): void, setInactiveStyle(): void }} ControlProps */

/**
 * The `site-date` widget's control: Day, Month and Year in a group named by the field's label,
 * and Today. A day, month and year that make no date (31 April) are refused by name on saving.
 */
const SiteDate = createClass({
  /** @this {{ props: ControlProps }} */
  getInitialState() {
    return dateParts(this.props.value);
  },
  /** @this {{ state: DateParts }} */
  isValid() {
    const { day, month, year } = this.state;
    if (day === "" && month === "" && year === "") return true;
    if (isoDate(this.state)) return true;
    const named = [day, months[Number(month) - 1], year].filter(Boolean).join(" ");
    const message =
      day === "" || month === "" || !/^\d{4}$/.test(year)
        ? "Choose a day, a month and a year (four digits)."
        : `${named} is not a date.`;
    return { error: { message } };
  },
  /**
   * @this {{ props: ControlProps, state: DateParts, setState(parts: DateParts): void }}
   * @param {DateParts} parts
   */
  choose(parts) {
    this.setState(parts);
    this.props.onChange(isoDate(parts) ?? "");
  },
  /** @this {{ props: ControlProps, state: DateParts, choose(parts: DateParts): void }} */
  render() {
    const { field, forID, classNameWrapper, setActiveStyle, setInactiveStyle } = this.props;
    const { day, month, year } = this.state;
    /** @param {keyof DateParts} part */
    const set = (part) => (/** @type {{ target: { value: string } }} */ event) =>
      this.choose({ ...this.state, [part]: event.target.value.trim() });
    const today = () => {
      const now = new Date();
      this.choose({ day: String(now.getDate()), month: String(now.getMonth() + 1), year: String(now.getFullYear()) });
    };
    const option = (/** @type {string} */ value, /** @type {string} */ text) =>
      h("option", { key: value, value }, text);
    const days = Array.from({ length: 31 }, (_, index) => option(String(index + 1), String(index + 1)));
    // Each part named by a label of its own (a label around a list box would add its choice to the name).
    const part = (/** @type {string} */ id, /** @type {string} */ name, /** @type {unknown} */ control) =>
      h("div", { className: "site-date-part" }, h("label", { htmlFor: id }, name), control);
    return h(
      "div",
      {
        className: `${classNameWrapper} site-date`,
        role: "group",
        "aria-label": String(field.get("label") ?? "Date"),
        onFocus: setActiveStyle,
        onBlur: setInactiveStyle,
      },
      part(forID, "Day", h("select", { id: forID, value: day, onChange: set("day") }, option("", "–"), ...days)),
      part(
        `${forID}-month`,
        "Month",
        h(
          "select",
          { id: `${forID}-month`, value: month, onChange: set("month") },
          option("", "–"),
          ...months.map((name, index) => option(String(index + 1), name)),
        ),
      ),
      part(
        `${forID}-year`,
        "Year",
        h("input", {
          id: `${forID}-year`,
          type: "text",
          inputMode: "numeric",
          autoComplete: "off",
          maxLength: 4,
          size: 4,
          value: year,
          onChange: set("year"),
        }),
      ),
      h("button", { type: "button", className: "site-date-today", onClick: today }, "Today"),
    );
  },
});

cms?.registerWidget("site-date", SiteDate);

const historyLink = document.getElementById("history-link");

/** Points the bar's history link at the entry the screen shows, or at the site's latest changes. */
function followEntry() {
  if (!(historyLink instanceof HTMLAnchorElement)) return;
  const entry = /^#\/collections\/([^/?#]+)\/entries\/([^/?#]+)$/.exec(location.hash);
  if (entry?.[1] && entry[2]) {
    const query = new URLSearchParams({ collection: decodeURIComponent(entry[1]), slug: decodeURIComponent(entry[2]) });
    historyLink.href = `/admin/history?${query}`;
    historyLink.textContent = "This entry's history";
  } else {
    historyLink.href = "/admin/history";
    historyLink.textContent = "Latest changes";
  }
}
window.addEventListener("hashchange", followEntry);
followEntry();

cms?.init();

export {};
