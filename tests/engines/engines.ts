/**
 * The browsers of the engine smoke suite, behind one small interface that finds elements the way
 * a visitor and assistive technology do: by role and accessible name, visible on the page.
 *
 * - Firefox ESR, through Puppeteer over WebDriver BiDi (its ARIA selectors ask the browser's own
 *   accessibility tree).
 * - WebKitGTK's MiniBrowser, through WebKitWebDriver (classic WebDriver) under Xvfb; the browser
 *   computes each candidate's role and name ("Get Computed Role/Label").
 */
import { type ChildProcess, spawn } from "node:child_process";
import { existsSync } from "node:fs";
import puppeteer, { type ElementHandle } from "puppeteer-core";
import WebDriver, { type Client } from "webdriver";
import { freePort } from "../../scripts/lib/free-port.ts";
import { until } from "../../scripts/lib/until.ts";

export interface Engine {
  name: string;
  /**
   * Opens a page of the site and waits until React has hydrated it; with `plain`, a page served
   * as plain HTML, until it has loaded.
   */
  open(path: string, options?: { plain?: boolean }): Promise<void>;
  resize(width: number, height: number): Promise<void>;
  /** Waits until an element of this role and exact accessible name is visible, then clicks it. */
  click(role: string, name: string): Promise<void>;
  /** Types into the visible text field of this accessible name. */
  fill(name: string, value: string): Promise<void>;
  /** Chooses an option, by its text, of the visible list box (select) of this accessible name. */
  choose(name: string, option: string): Promise<void>;
  /** Gives the file field whose label contains `name` a file (file fields are often drawn by their label). */
  upload(name: string, file: string): Promise<void>;
  /** Waits until an element of this role and accessible name is visible (or, with `gone`, is not). */
  see(role: string, name: string, options?: { gone?: boolean }): Promise<void>;
  press(key: "Escape"): Promise<void>;
  /** Runs a function body in the page and returns its result. */
  run<T>(body: string): Promise<T>;
  path(): Promise<string>;
  close(): Promise<void>;
}

const TIMEOUT = 15_000;

const hydrated = `return document.documentElement.hasAttribute("data-hydrated")`;

/** In the page: the file field whose label's text contains `name`, or null. */
const fileField = (name: string) =>
  [...document.querySelectorAll<HTMLInputElement>("input[type=file]")].find((input) =>
    [...(input.labels ?? [])].some((label) => label.textContent?.includes(name)),
  ) ?? null;

/** CSS for the elements that can have each role (the accessible name comes from the browser). */
const candidates: Record<string, string> = {
  button: "button, summary, [role=button], input[type=submit]",
  link: "a[href], [role=link]",
  textbox:
    "input:not([type]), input[type=text], input[type=email], input[type=tel], input[type=password], textarea, [role=textbox]",
  combobox: "select, [role=combobox]",
  dialog: "dialog, [role=dialog]",
  heading: "h1, h2, h3, h4, h5, h6, [role=heading]",
  status: "[role=status], output",
  tab: "[role=tab]",
};

// --- Firefox ------------------------------------------------------------------------------------

export const firefoxPath = process.env.FIREFOX_PATH ?? "/usr/bin/firefox-esr";

export async function firefox(baseUrl: string): Promise<Engine> {
  const browser = await puppeteer.launch({
    browser: "firefox",
    executablePath: firefoxPath,
    headless: true,
    extraPrefsFirefox: { "ui.prefersReducedMotion": 1 },
  });
  const page = await browser.newPage();
  // The page's own questions (the editing screen's "Are you sure…?") are answered yes.
  page.on("dialog", (dialog) => void dialog.accept());
  page.setDefaultTimeout(TIMEOUT);
  const named = (name: string) => `::-p-aria([name="${name.replace(/"/g, '\\"')}"])`;
  /**
   * The visible elements that can have this role and have this name in Firefox's accessibility
   * tree. The tree is asked about the shortlisted elements only: a query of the whole page's tree
   * takes Firefox 1.5 to 5 s, one of an element's own subtree a few hundred milliseconds.
   */
  const matches = async (role: string, name: string) => {
    const found: ElementHandle[] = [];
    const list = await page.evaluateHandle(shortlist, candidates[role] ?? `[role=${role}]`, name);
    const elements = [...(await list.getProperties()).values()].map((property) => property.asElement());
    for (const element of elements) {
      if (!element) continue;
      for (const match of await element.$$(named(name))) {
        if (await match.evaluate((self, candidate) => self === candidate, element))
          found.push(element as ElementHandle);
      }
    }
    return found;
  };
  const find = (role: string, name: string) =>
    until(`${role} "${name}"`, async () => (await matches(role, name))[0], TIMEOUT);
  return {
    name: "Firefox",
    async open(path, { plain = false } = {}) {
      await page.goto(new URL(path, baseUrl).href);
      if (!plain) await page.waitForFunction(`(() => { ${hydrated} })()`);
    },
    resize: (width, height) => page.setViewport({ width, height }),
    click: async (role, name) => (await find(role, name)).click(),
    fill: async (name, value) => (await find("textbox", name)).type(value),
    async choose(name, option) {
      const list = (await find("combobox", name)) as ElementHandle<HTMLSelectElement>;
      await list.select(option);
    },
    async upload(name, file) {
      const field = await page.waitForFunction(fileField, {}, name);
      await (field as ElementHandle<HTMLInputElement>).uploadFile(file);
    },
    async see(role, name, { gone = false } = {}) {
      await until(
        `${role} "${name}" to ${gone ? "go" : "show"}`,
        async () => ((await matches(role, name)).length > 0 !== gone ? true : undefined),
        TIMEOUT,
      );
    },
    press: (key) => page.keyboard.press(key),
    run: async <T>(body: string) => (await page.evaluate(`(() => { ${body} })()`)) as T,
    path: async () => new URL(page.url()).pathname,
    close: () => browser.close(),
  };
}

// --- WebKitGTK ----------------------------------------------------------------------------------

export const miniBrowserPath = process.env.MINIBROWSER_PATH ?? "/usr/lib/x86_64-linux-gnu/webkit2gtk-4.1/MiniBrowser";

/** An X display: the caller's, else a private Xvfb (closed with the engine). */
async function display(): Promise<{ name: string; process?: ChildProcess }> {
  if (process.env.DISPLAY) return { name: process.env.DISPLAY };
  const xvfb = spawn("Xvfb", ["-displayfd", "3", "-screen", "0", "1440x1000x24", "-nolisten", "tcp"], {
    stdio: ["ignore", "ignore", "ignore", "pipe"],
  });
  const number = await new Promise<string>((resolve, reject) => {
    xvfb.once("error", reject);
    xvfb.stdio[3]?.once("data", (data: Buffer) => resolve(data.toString().trim()));
  });
  return { name: `:${number}`, process: xvfb };
}

/**
 * In the page: the visible elements matching `css` that may have this name, because their
 * labelling texts contain it. A cheap filter; the browser's own accessibility data decides.
 */
function shortlist(css: string, name: string): Element[] {
  // Case aside: engines name an element as it is drawn, in capitals under `text-transform: uppercase`.
  const squashed = (text: string) => text.replace(/\s+/g, "").toLowerCase();
  const text = (element: Element) =>
    squashed(
      [
        element.getAttribute("aria-label"),
        ...(element.getAttribute("aria-labelledby") ?? "")
          .split(/\s+/)
          .map((id) => document.getElementById(id)?.textContent),
        ...[...((element as HTMLInputElement).labels ?? [])].map((label) => label.textContent),
        element.textContent,
        element.getAttribute("title"),
      ].join(""),
    );
  const wanted = squashed(name);
  // A part of the page away from the screen is rendered only once it nears it (content-visibility:
  // auto, app.css): until then the drivers could not reliably find what it holds, nor click it in
  // the frame that brings it on screen. As a visitor scrolls to what they look for, the first such
  // element is scrolled into view, and the next look (once the part is rendered) finds it.
  const inPartAway = (element: Element) => {
    const part = element.closest("main > *, main ~ footer");
    if (!part || getComputedStyle(part).contentVisibility !== "auto") return false;
    const box = part.getBoundingClientRect();
    return box.bottom <= 0 || box.top >= window.innerHeight;
  };
  const named = [...document.querySelectorAll(css)].filter((element) => text(element).includes(wanted));
  const found = named.filter(
    (element) => !inPartAway(element) && element.checkVisibility({ visibilityProperty: true }),
  );
  if (found.length === 0) named.find(inPartAway)?.scrollIntoView({ block: "center", behavior: "instant" });
  return found;
}

const squash = (text: string) => text.replace(/\s+/g, "");

/** A WebDriver element reference, as a script's argument. */
const elementArgument = (id: string) => ({ "element-6066-11e4-a52e-4f735466cecf": id });

/**
 * In the page: brings `element` to the middle of the screen and calls `done` once it has stood
 * still for two frames with nothing drawn over its centre, as a visitor sees a control before
 * clicking it (Playwright's "stable" and "receives events" checks). WebKit has no scroll anchoring:
 * a part of the page rendered as it nears the screen (content-visibility: auto) may change height
 * and move what is below it between WebDriver's scroll and its click, which then lands elsewhere.
 * After 5 s the click goes ahead anyway, and the test sees what it did.
 */
function settled(element: Element, done: (stable: boolean) => void): void {
  const box = element.getBoundingClientRect();
  if (box.top < 0 || box.bottom > window.innerHeight) element.scrollIntoView({ block: "center", behavior: "instant" });
  const giveUp = performance.now() + 5_000;
  let last = "";
  let still = 0;
  const look = () => {
    const { x, y, width, height } = element.getBoundingClientRect();
    const place = [x, y, width, height].join();
    const hit = document.elementFromPoint(x + width / 2, y + height / 2);
    still = place === last && hit && element.contains(hit) ? still + 1 : 0;
    last = place;
    if (still >= 2 || performance.now() > giveUp) done(still >= 2);
    else requestAnimationFrame(look);
  };
  requestAnimationFrame(look);
}

/** The roles WebKit computes for elements that other engines give `role`. */
const webkitRoles: Record<string, string[]> = { combobox: ["button"], button: [""] };

export async function webkit(baseUrl: string): Promise<Engine> {
  const screen = await display();
  const port = await freePort();
  const driver = spawn("WebKitWebDriver", [`--port=${port}`], {
    stdio: "ignore",
    env: { ...process.env, DISPLAY: screen.name },
  });
  const stop = () => {
    driver.kill();
    screen.process?.kill();
  };
  let client: Client;
  try {
    await until(
      "WebKitWebDriver to answer",
      async () => {
        await fetch(`http://127.0.0.1:${port}/status`);
        return true;
      },
      10_000,
    );
    client = await WebDriver.newSession({
      hostname: "127.0.0.1",
      port,
      logLevel: "warn",
      capabilities: {
        // The page's own questions (the editing screen's "Are you sure…?") are answered yes.
        unhandledPromptBehavior: "accept",
        "webkitgtk:browserOptions": { binary: miniBrowserPath, args: ["--automation"] },
      } as WebdriverIO.Capabilities,
    });
  } catch (error) {
    stop();
    throw error;
  }
  const id = (element: object) => Object.values(element)[0] as string;
  const matches = async (role: string, name: string) => {
    const found: string[] = [];
    const elements = (await client.executeScript(`return (${shortlist})(...arguments)`, [
      candidates[role] ?? `[role=${role}]`,
      name,
    ])) as object[];
    for (const element of elements) {
      const [computedRole, label] = await Promise.all([
        client.getElementComputedRole(id(element)),
        client.getElementComputedLabel(id(element)),
      ]);
      // WebKit calls a select a "button" (a pop-up button) and gives a summary no role.
      const sameRole = computedRole === role || (webkitRoles[role] ?? []).includes(computedRole);
      // Engines differ on the spaces between the blocks of a name ("Peer Review" above its description).
      if (sameRole && squash(label) === squash(name)) found.push(id(element));
    }
    return found;
  };
  const find = (role: string, name: string) =>
    until(`${role} "${name}"`, async () => (await matches(role, name))[0], TIMEOUT);
  return {
    name: "WebKit",
    async open(path, { plain = false } = {}) {
      await client.navigateTo(new URL(path, baseUrl).href);
      if (!plain)
        await until("hydration", async () => ((await client.executeScript(hydrated, [])) ? true : undefined), TIMEOUT);
    },
    async resize(width, height) {
      await client.setWindowRect(null, null, width, height);
    },
    async click(role, name) {
      const element = await find(role, name);
      await client.executeAsyncScript(`return (${settled})(...arguments)`, [elementArgument(element)]);
      await client.elementClick(element);
    },
    fill: async (name, value) => client.elementSendKeys(await find("textbox", name), value),
    async choose(name, option) {
      // WebKitWebDriver cannot click an option of a closed list (its pop-up is native): choose it
      // as the pop-up does, and announce the change the way it does.
      const list = await find("combobox", name);
      const chosen = await client.executeScript(
        `const [list, text] = arguments;
        const option = [...list.options].find((candidate) => candidate.text.trim() === text);
        if (!option) return false;
        Object.getOwnPropertyDescriptor(HTMLSelectElement.prototype, "value").set.call(list, option.value);
        list.dispatchEvent(new Event("input", { bubbles: true }));
        list.dispatchEvent(new Event("change", { bubbles: true }));
        return true;`,
        [elementArgument(list), option],
      );
      if (!chosen) throw new Error(`the list "${name}" has no option "${option}"`);
    },
    async upload(name, file) {
      const field = await until(
        `file field "${name}"`,
        async () => {
          const element = (await client.executeScript(`return (${fileField})(arguments[0])`, [name])) as object | null;
          return element ? id(element) : undefined;
        },
        TIMEOUT,
      );
      await client.elementSendKeys(field, file);
    },
    async see(role, name, { gone = false } = {}) {
      await until(
        `${role} "${name}" to ${gone ? "go" : "show"}`,
        async () => ((await matches(role, name)).length > 0 !== gone ? true : undefined),
        TIMEOUT,
      );
    },
    async press(key) {
      const code = { Escape: "\uE00C" }[key];
      await client.performActions([
        {
          type: "key",
          id: "keyboard",
          actions: [
            { type: "keyDown", value: code },
            { type: "keyUp", value: code },
          ],
        },
      ]);
    },
    run: async <T>(body: string) => (await client.executeScript(body, [])) as T,
    path: async () => new URL(await client.getUrl()).pathname,
    async close() {
      try {
        await client.deleteSession();
      } finally {
        stop();
      }
    },
  };
}

/** Fails, saying what to install, when a browser is missing. */
export function requireBrowser(name: string, path: string): void {
  if (!existsSync(path)) {
    throw new Error(`${name} is not at ${path}: apt-get install firefox-esr webkit2gtk-driver xvfb (or set its path)`);
  }
}
