import { desktop, dimmed, expandedState, expect, hydrated, test } from "../support/e2e.ts";

test.use({ viewport: desktop });

test.beforeEach(async ({ page }) => {
  await page.goto("/disclaimer");
  await hydrated(page);
});

const button = (page: import("@playwright/test").Page, name: string) =>
  page.getByRole("navigation", { name: "Main" }).getByRole("button", { name, exact: true });

test("the desktop menu has the six entries, the logo goes home and Get a Quote goes to contact", async ({ page }) => {
  const nav = page.getByRole("navigation", { name: "Main" });
  await expect(nav.getByRole("link", { name: "Home", exact: true })).toHaveAttribute("href", "/");
  await expect(nav.getByRole("link", { name: "Technology", exact: true })).toHaveAttribute("href", "/technology");
  for (const name of ["Content", "Products", "Digital", "Company"]) {
    await expect.poll(() => expandedState(button(page, name))).toBe(false);
  }
  await expect(page.getByRole("banner").getByRole("link", { name: "Scriptoria home" })).toHaveAttribute("href", "/");
  await expect(page.getByRole("banner").getByRole("link", { name: "Get a Quote" })).toHaveAttribute(
    "href",
    "/company/contactus",
  );
});

test("at most one panel is open; clicking the open panel's button closes it", async ({ page }) => {
  await button(page, "Content").click();
  await expect(page.locator("#menu-panel-content")).toBeVisible();
  await expect.poll(() => expandedState(button(page, "Content"))).toBe(true);
  await expect.poll(() => dimmed(page)).toBe(true);

  await button(page, "Digital").click();
  await expect(page.locator("#menu-panel-digital")).toBeVisible();
  await expect(page.locator("#menu-panel-content")).toBeHidden();
  await expect.poll(() => expandedState(button(page, "Content"))).toBe(false);

  await button(page, "Digital").click();
  await expect(page.locator("#menu-panel-digital")).toBeHidden();
  await expect.poll(() => dimmed(page)).toBe(false);
});

test("panels show their links, industry lists and Company's three groups", async ({ page }) => {
  await button(page, "Content").click();
  const content = page.locator("#menu-panel-content");
  await expect(content.getByRole("link")).toHaveCount(9); // eight services and the overview
  await expect(content.getByRole("link", { name: /Peer Review/ })).toHaveAttribute("href", "/content/peerreview");
  const contentIndustry = content.getByText("Industry").locator("..").getByRole("listitem");
  await expect(contentIndustry).toHaveText(["Stem", "Scholarly", "Education", "Trade", "Legal"]);
  await expect(content.getByText("Industry").locator("..").locator("ul")).not.toHaveClass(/grid-cols-2/);

  await button(page, "Digital").click();
  const digital = page.locator("#menu-panel-digital");
  const digitalList = digital.getByText("Industry").locator("..").locator("ul");
  await expect(digitalList.getByRole("listitem")).toHaveCount(7);
  // More than five entries flow into two columns.
  const columns = await digitalList.evaluate((list) => getComputedStyle(list).gridTemplateColumns.split(" ").length);
  expect(columns).toBe(2);

  await button(page, "Products").click();
  const external = page.locator("#menu-panel-products").getByRole("link", { name: /Scholarly Xpert/ });
  await expect(external).toHaveAttribute("target", "_blank");
  await expect(external).toHaveAttribute("rel", /noopener/);

  await button(page, "Company").click();
  const company = page.locator("#menu-panel-company");
  for (const group of ["Get to Know Us", "Opportunities", "What's New"]) {
    await expect(company.getByText(group, { exact: true })).toBeVisible();
  }
  await expect(company.getByRole("link", { name: /Careers/ })).toHaveAttribute("href", "/company/career");
});

test("an outside click closes the panel", async ({ page }) => {
  await button(page, "Products").click();
  await expect(page.locator("#menu-panel-products")).toBeVisible();
  await page.mouse.click(700, 800);
  await expect(page.locator("#menu-panel-products")).toBeHidden();
});

test("choosing a link closes the panel and navigates; the section is then highlighted", async ({ page }) => {
  await button(page, "Content").click();
  await page.locator("#menu-panel-content").getByRole("link", { name: "All content services" }).click();
  await expect(page).toHaveURL(/\/all\/content$/);
  await expect(page.locator("#menu-panel-content")).toBeHidden();
  await expect(button(page, "Content")).toHaveAttribute("data-active", "true");
  await expect(button(page, "Content")).toHaveCSS("color", "rgb(194, 65, 12)");
  await expect(button(page, "Digital")).toHaveAttribute("data-active", "false");
});

test("keyboard: Enter opens, Tab walks the panel, Escape closes and returns focus", async ({ page }) => {
  await button(page, "Company").focus();
  await page.keyboard.press("Enter");
  await expect(page.locator("#menu-panel-company")).toBeVisible();
  await page.keyboard.press("Tab");
  await expect(page.locator("#menu-panel-company").getByRole("link").first()).toBeFocused();
  await page.keyboard.press("Escape");
  await expect(page.locator("#menu-panel-company")).toBeHidden();
  await expect(button(page, "Company")).toBeFocused();
});

test("keyboard: tabbing out of an open panel closes it", async ({ page }) => {
  await button(page, "Digital").focus();
  await page.keyboard.press("Space");
  await expect(page.locator("#menu-panel-digital")).toBeVisible();
  const links = await page.locator("#menu-panel-digital").getByRole("link").count();
  // Through the panel's links, past Technology and Company, to the Get a Quote button.
  for (let i = 0; i < links + 3; i++) await page.keyboard.press("Tab");
  await expect(page.getByRole("banner").getByRole("link", { name: "Get a Quote" })).toBeFocused();
  await expect(page.locator("#menu-panel-digital")).toBeHidden();
});

test("the hamburger is not shown at desktop width", async ({ page }) => {
  await expect(page.locator("summary[aria-label='Menu']")).toBeHidden();
});
