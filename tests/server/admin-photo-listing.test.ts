/**
 * The media listing (getMedia, asked for each time the editing screen opens an entry, and for
 * its Media tab) answers thumbnails, never the photos: with four photos of 19 MB in a story's
 * folder it answers a few kilobytes, and the site's home page answers at once meanwhile. It
 * lists at most 100 photos, the newest first; the Media tab lists every collection's photos and
 * takes none. getMediaFile still answers a photo's own bytes.
 */
import { mkdirSync, utimesSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import sharp from "sharp";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { noisePhoto } from "../../scripts/lib/noise-photo.ts";
import { fixtureBuild } from "../../scripts/lib/server-env.ts";
import { until } from "../../scripts/lib/until.ts";
import { maxListedPhotos, thumbnailSide } from "../../server/admin/content/thumbnails.ts";
import { type AdminApp, createAccount, sameOrigin, signedIn, startAdmin } from "../support/admin.ts";
import { type ContentApi, startContentApi } from "./fixtures/content-api.ts";

interface Listed {
  id: string;
  path: string;
  name: string;
  content: string;
  encoding: string;
}

/** A 19 MB JPEG: noise at quality 100, as large as a photo may be. */
async function largePhoto(): Promise<Buffer> {
  const photo = await noisePhoto(4400, 3400);
  expect(photo.length).toBeGreaterThan(18 * 1024 * 1024);
  return photo;
}

describe("with four photos of 19 MB in the folder", () => {
  let admin: AdminApp;

  beforeEach(async () => {
    admin = await startAdmin({ BUILD_DIR: fixtureBuild([""]) });
    await createAccount(admin.config);
  });

  afterEach(async () => {
    await admin.close();
  });

  it("answers thumbnails of a few kilobytes, and the home page answers at once meanwhile", async () => {
    const repo = admin.config.EDIT_REPO ?? "";
    const photo = await largePhoto();
    mkdirSync(join(repo, "content", "news"), { recursive: true });
    for (let index = 1; index <= 4; index++) writeFileSync(join(repo, "content", "news", `large-${index}.jpg`), photo);
    const cookie = await signedIn(admin.app);
    const list = () =>
      admin.app.inject({
        method: "POST",
        url: "/admin/api/v1",
        headers: { ...sameOrigin, cookie },
        payload: { action: "getMedia", params: { branch: "main", mediaFolder: "content/news" } },
      });

    /** One listing, and the home page asked for every 20 ms until it has answered. */
    const listMeasured = async () => {
      let done = false;
      const listing = list().finally(() => {
        done = true;
      });
      const homePage: number[] = [];
      while (!done) {
        const started = performance.now();
        expect((await admin.app.inject({ url: "/" })).statusCode).toBe(200);
        homePage.push(performance.now() - started);
        await new Promise((resolve) => setTimeout(resolve, 20));
      }
      const answer = await listing;
      console.info(
        `${(answer.rawPayload.length / 1024).toFixed(1)} KB; the home page at most ${Math.max(...homePage).toFixed(0)} ms over ${homePage.length} requests`,
      );
      expect(answer.statusCode).toBe(200);
      // Four photos of 19 MB would be 100 MB in base64.
      expect(answer.rawPayload.length).toBeLessThan(256 * 1024);
      for (const ms of homePage) expect(ms).toBeLessThan(250);
      return answer.json<Listed[]>();
    };

    // A listing makes the thumbnails it lacks for a few seconds at most; the next one goes on.
    const all = [1, 2, 3, 4].map((index) => `content/news/large-${index}.jpg`);
    let listed: Listed[] = [];
    // The decoder runs at the lowest priority: on a busy machine this takes a few listings.
    await until(
      "all four photos listed",
      async () => {
        listed = await listMeasured();
        return listed.length === all.length;
      },
      100_000,
    );
    expect(listed.map((file) => file.path).sort()).toEqual(all);
    for (const file of listed) {
      const thumbnail = await sharp(Buffer.from(file.content, "base64")).metadata();
      expect(thumbnail.format).toBe("webp");
      expect(Math.max(thumbnail.width, thumbnail.height)).toBeLessThanOrEqual(thumbnailSide);
    }
    // From the cache.
    expect((await listMeasured()).map((file) => file.path).sort()).toEqual(all);
  }, 150_000);
});

describe("the listing", () => {
  let api: ContentApi;

  beforeEach(async () => {
    api = await startContentApi();
  });

  afterEach(async () => {
    await api.close();
  });

  function small(index: number): Promise<Buffer> {
    return sharp({ create: { width: 48, height: 32, channels: 3, background: { r: index, g: 100, b: 50 } } })
      .png()
      .toBuffer();
  }

  it(`answers at most ${maxListedPhotos} photos, the newest first`, async () => {
    const folder = join(api.dir, "content", "samples");
    const count = maxListedPhotos + 5;
    for (let index = 0; index < count; index++) {
      const file = join(folder, `sample-${String(index).padStart(3, "0")}.png`);
      writeFileSync(file, await small(index));
      // sample-000 is the oldest.
      const time = new Date(Date.UTC(2026, 0, 1) + index * 60_000);
      utimesSync(file, time, time);
    }
    let listed: Listed[] = [];
    // A listing makes the thumbnails it lacks for a few seconds at most; the next one goes on.
    await until(
      `a listing of ${maxListedPhotos} photos`,
      async () => {
        listed = (await api.post("getMedia", { branch: "main", mediaFolder: "content/samples" })).json<Listed[]>();
        return listed.length === maxListedPhotos;
      },
      60_000,
    );
    expect(listed[0]?.path).toBe(`content/samples/sample-${count - 1}.png`);
    expect(listed.map((file) => file.path)).not.toContain("content/samples/sample-004.png");
    expect(listed.map((file) => file.path)).toContain("content/samples/sample-005.png");
  }, 90_000);

  it("gives a photo the same id as getMediaFile, which answers the photo itself", async () => {
    const bytes = await small(1);
    const saved = await api.post("persistMedia", {
      asset: { path: "content/news/team.png", content: bytes.toString("base64"), encoding: "base64" },
      options: { commitMessage: "Add photo" },
    });
    const { path, id, content } = saved.json<Listed>();
    const [listed] = (await api.post("getMedia", { branch: "main", mediaFolder: "content/news" })).json<Listed[]>();
    expect(listed).toMatchObject({ path, id, name: path.split("/").at(-1), encoding: "base64" });
    const whole = (await api.post("getMediaFile", { branch: "main", path })).json<Listed>();
    expect(whole).toMatchObject({ path, id, content });
  });

  it("lists every collection's photos in the Media tab (the global media folder), which takes none", async () => {
    const upload = (path: string, bytes: Buffer) =>
      api.post("persistMedia", {
        asset: { path, content: bytes.toString("base64"), encoding: "base64" },
        options: { commitMessage: "Add photo" },
      });
    const news = (await upload("content/news/stand.png", await small(2))).json<Listed>().path;
    const sample = (await upload("content/samples/page.png", await small(3))).json<Listed>().path;
    const listed = (await api.post("getMedia", { branch: "main", mediaFolder: "content/photos" })).json<Listed[]>();
    expect(listed.map((file) => file.path).sort()).toEqual([news, sample].sort());
    const refused = await upload("content/photos/team.png", await small(4));
    expect(refused.statusCode).toBe(403);
    expect(refused.json<{ error: string }>().error).toMatch(/add the photo from the entry/);
  });
});
