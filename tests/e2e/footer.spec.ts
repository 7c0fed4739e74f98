import { desktop, expect, hydrated, mobile, test } from "../support/e2e.ts";

const year = new Date().getFullYear();

test.describe("small screens", () => {
  test.use({ viewport: mobile });

  test("the four columns are an accordion with one open at a time", async ({ page }) => {
    await page.goto("/");
    await hydrated(page);
    const footer = page.getByRole("contentinfo");
    const column = (name: string) => footer.locator("details", { has: page.locator(`summary:text-is("${name}")`) });
    for (const name of ["Content", "Products", "Digital", "Company"]) {
      await expect(column(name).locator("summary")).toBeVisible();
      await expect(column(name).getByRole("link").first()).toBeHidden();
    }
    await column("Products").locator("summary").click();
    await expect(column("Products").getByRole("link", { name: "Xpert Track" })).toBeVisible();
    await column("Company").locator("summary").click();
    await expect(column("Company").getByRole("link", { name: "Careers" })).toBeVisible();
    await expect(column("Products").getByRole("link", { name: "Xpert Track" })).toBeHidden();
  });

  test("the copyright line is shortened below 500 px", async ({ page }) => {
    await page.goto("/");
    const footer = page.getByRole("contentinfo");
    await expect(footer.getByText(`© 2002 – ${year} Scriptoria`)).toBeVisible();
    await expect(footer.getByText(`Copyright 2002 – ${year} by Scriptoria All Rights Reserved`)).toBeHidden();
  });
});

test.describe("wide screens", () => {
  test.use({ viewport: desktop });

  test("columns, social links, legal links and the full copyright line", async ({ page, request }) => {
    await page.goto("/");
    const footer = page.getByRole("contentinfo");
    for (const name of ["Content", "Products", "Digital", "Company"]) {
      await expect(footer.getByRole("heading", { name, exact: true })).toBeVisible();
    }
    await expect(footer.getByRole("link", { name: "Peer Review" }).last()).toBeVisible();
    await expect(footer.getByText(`Copyright 2002 – ${year} by Scriptoria All Rights Reserved`)).toBeVisible();
    for (const network of ["LinkedIn", "X", "YouTube"]) {
      const link = footer.getByRole("link", { name: `Scriptoria on ${network} (opens in a new tab)` });
      await expect(link).toHaveAttribute("target", "_blank");
    }
    await expect(footer.getByRole("link", { name: "Disclaimer" })).toHaveAttribute("href", "/disclaimer");
    await expect(footer.getByRole("link", { name: "Samples" }).last()).toHaveAttribute(
      "href",
      "/company/sample/Composition",
    );
    const ethics = footer.getByRole("link", { name: /Code of Ethics/ });
    const pdf = await request.get((await ethics.getAttribute("href")) ?? "");
    expect(pdf.status()).toBe(200);
    expect(pdf.headers()["content-type"]).toBe("application/pdf");
    const body = await pdf.body();
    expect(body.subarray(0, 5).toString()).toBe("%PDF-");
    // A real multi-page document.
    expect((body.toString("latin1").match(/\/Type\s*\/Page\b/g) ?? []).length).toBeGreaterThan(3);
  });
});
