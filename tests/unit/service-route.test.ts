import { describe, expect, it, vi } from "vitest";
import { knownPageData } from "../../app/lib/page-data.ts";
import {
  contentServiceSlugs,
  digitalServiceSlugs,
  isContentServiceSlug,
  isTestingSlug,
  testingSlugs,
} from "../../core/copy/service-types.ts";

const request = (path: string) => new Request(`https://www.scriptoria.example${path}`);

describe("knownPageData", () => {
  it("answers the not-found page, with its tags, for an unknown slug without asking for data", async () => {
    const serverLoader = vi.fn(async () => "data");
    const data = await knownPageData(request("/content/nope"), null, serverLoader);
    expect(data).toMatchObject({ notFound: true });
    expect(data).toHaveProperty("meta", expect.arrayContaining([{ title: "Page not found | Scriptoria" }]));
    expect(serverLoader).not.toHaveBeenCalled();
  });

  it("reads the prerendered data of a known page", async () => {
    const serverLoader = vi.fn(async () => "data");
    expect(await knownPageData(request("/content/peerreview"), "/content/peerreview", serverLoader)).toBe("data");
    expect(serverLoader).toHaveBeenCalledOnce();
  });

  it("redirects a case variant to the canonical address", async () => {
    const serverLoader = vi.fn(async () => "data");
    const thrown = await knownPageData(request("/Content/PeerReview"), "/content/peerreview", serverLoader).catch(
      (error: unknown) => error,
    );
    expect(thrown).toBeInstanceOf(Response);
    expect((thrown as Response).headers.get("Location")).toBe("/content/peerreview");
    expect(serverLoader).not.toHaveBeenCalled();
  });
});

describe("service slugs", () => {
  it("lists the spec's 8 content, 5 digital and 6 testing pages", () => {
    expect(contentServiceSlugs).toHaveLength(8);
    expect(digitalServiceSlugs).toHaveLength(5);
    expect(testingSlugs).toHaveLength(6);
    expect(contentServiceSlugs).toContain("contenttransformation");
  });

  it("recognises only exact slugs", () => {
    expect(isContentServiceSlug("peerreview")).toBe(true);
    expect(isContentServiceSlug("PeerReview")).toBe(false);
    expect(isContentServiceSlug(undefined)).toBe(false);
    expect(isTestingSlug("agiletesting")).toBe(true);
    expect(isTestingSlug("404")).toBe(false);
  });
});
