// @vitest-environment happy-dom
import { render, screen, within } from "@testing-library/react";
import { MemoryRouter } from "react-router";
import { describe, expect, it } from "vitest";
import { Breadcrumb, breadcrumbTrail } from "../../app/components/ui/breadcrumb.tsx";

describe("Breadcrumb", () => {
  it("starts at Home and marks the last step as the current page", () => {
    render(
      <MemoryRouter>
        <Breadcrumb
          trail={breadcrumbTrail({ name: "Company", href: "/company/Aboutus" }, { name: "Imprint", href: "/imprint" })}
        />
      </MemoryRouter>,
    );
    const nav = screen.getByRole("navigation", { name: "Breadcrumb" });
    const items = within(nav).getAllByRole("listitem");
    expect(items.map((item) => item.textContent)).toEqual(["Home", "Company", "Imprint"]);
    const links = within(nav).getAllByRole("link");
    expect(links.map((link) => link.getAttribute("href"))).toEqual(["/", "/company/Aboutus", "/imprint"]);
    expect(links.map((link) => link.getAttribute("aria-current"))).toEqual([null, null, "page"]);
  });
});
