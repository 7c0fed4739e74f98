/**
 * What a camera writes into a photo does not reach git: a JPEG with a GPS position, a camera
 * serial (EXIF BodySerialNumber), XMP, a comment and orientation 6 is committed without any of
 * them, turned upright, and with the ICC profile it was shot in. Read back from the commit
 * (`git show HEAD:…`) and parsed: the JPEG's segments and its EXIF directories.
 */
import { execFileSync } from "node:child_process";
import sharp from "sharp";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { type ContentApi, startContentApi, storyWithPhoto } from "./fixtures/content-api.ts";

let api: ContentApi;

beforeEach(async () => {
  api = await startContentApi();
});

afterEach(async () => {
  await api.close();
});

const serial = "SERIAL-987654321";
const comment = "Taken at 14 Lake Road";
const xmpCreator = "XMP-CREATOR-Asha";
const xmp = `<?xpacket begin="" id="W5M0MpCehiHzreSzNTczkc9d"?><x:xmpmeta xmlns:x="adobe:ns:meta/"><rdf:RDF xmlns:rdf="http://www.w3.org/1999/02/22-rdf-syntax-ns#"><rdf:Description xmlns:dc="http://purl.org/dc/elements/1.1/"><dc:creator>${xmpCreator}</dc:creator></rdf:Description></rdf:RDF></x:xmpmeta><?xpacket end="w"?>`;

/** The JPEG's segments before its image data: marker and contents. */
function segments(jpeg: Buffer): { marker: number; data: Buffer }[] {
  const found: { marker: number; data: Buffer }[] = [];
  let at = 2;
  while (at + 4 <= jpeg.length && jpeg[at] === 0xff) {
    const marker = jpeg[at + 1] ?? 0;
    const length = jpeg.readUInt16BE(at + 2);
    found.push({ marker, data: jpeg.subarray(at + 4, at + 2 + length) });
    if (marker === 0xda) break;
    at += 2 + length;
  }
  return found;
}

const tags = { orientation: 0x0112, exifIfd: 0x8769, gpsIfd: 0x8825, bodySerialNumber: 0xa431, gpsLatitude: 0x0002 };

/** Every EXIF tag in the JPEG (IFD0, the EXIF and the GPS directory), by number. */
function exifTags(jpeg: Buffer): Set<number> {
  const found = new Set<number>();
  const app1 = segments(jpeg).find(
    (segment) => segment.marker === 0xe1 && segment.data.subarray(0, 6).toString("latin1") === "Exif\0\0",
  );
  if (!app1) return found;
  const tiff = app1.data.subarray(6);
  const little = tiff.subarray(0, 2).toString("latin1") === "II";
  const u16 = (offset: number) => (little ? tiff.readUInt16LE(offset) : tiff.readUInt16BE(offset));
  const u32 = (offset: number) => (little ? tiff.readUInt32LE(offset) : tiff.readUInt32BE(offset));
  const walk = (offset: number) => {
    const count = u16(offset);
    for (let index = 0; index < count; index++) {
      const entry = offset + 2 + index * 12;
      const tag = u16(entry);
      found.add(tag);
      if (tag === tags.exifIfd || tag === tags.gpsIfd) walk(u32(entry + 8));
    }
  };
  walk(u32(4));
  return found;
}

/** A 600 × 400 photo in Display P3, stored turned (orientation 6), with everything a camera adds. */
async function cameraPhoto(): Promise<Buffer> {
  const jpeg = await sharp({ create: { width: 600, height: 400, channels: 3, background: { r: 200, g: 60, b: 40 } } })
    .withIccProfile("p3")
    .withExif({
      IFD0: { Make: "Camera maker", Model: "Model 7" },
      IFD2: { BodySerialNumber: serial },
      IFD3: { GPSLatitudeRef: "N", GPSLatitude: "13/1 4/1 0/1", GPSLongitudeRef: "E", GPSLongitude: "80/1 16/1 0/1" },
    })
    .withMetadata({ orientation: 6 })
    .withXmp(xmp)
    .jpeg({ quality: 90 })
    .toBuffer();
  const text = Buffer.from(comment, "latin1");
  const length = Buffer.alloc(2);
  length.writeUInt16BE(text.length + 2);
  // A COM segment right after SOI, as cameras and editors write one.
  return Buffer.concat([jpeg.subarray(0, 2), Buffer.from([0xff, 0xfe]), length, text, jpeg.subarray(2)]);
}

function committed(path: string): Buffer {
  return execFileSync("git", ["-C", api.dir, "show", `HEAD:${path}`], { maxBuffer: 64 * 1024 * 1024 });
}

describe("a camera's photo", () => {
  it("carries GPS, a serial, XMP, a comment, an ICC profile and orientation 6 before it is sent", async () => {
    const photo = await cameraPhoto();
    const found = exifTags(photo);
    for (const tag of [tags.gpsIfd, tags.gpsLatitude, tags.bodySerialNumber, tags.orientation]) {
      expect(found.has(tag)).toBe(true);
    }
    const metadata = await sharp(photo).metadata();
    expect(metadata).toMatchObject({ width: 600, height: 400, orientation: 6 });
    expect(metadata.xmp?.toString("utf8")).toContain(xmpCreator);
    expect(metadata.icc).toBeDefined();
    expect(segments(photo).some((segment) => segment.marker === 0xfe)).toBe(true);
    expect(photo.toString("latin1")).toContain(comment);
  });

  it.each(["persistMedia", "persistEntry"])(
    "is committed by %s upright, with its colours, and without the rest",
    async (action) => {
      const photo = await cameraPhoto();
      const asset = { path: "content/news/located.jpg", content: photo.toString("base64"), encoding: "base64" };
      const answer =
        action === "persistMedia"
          ? await api.post("persistMedia", { branch: "main", asset, options: { commitMessage: "Add photo" } })
          : await api.post("persistEntry", {
              branch: "main",
              dataFiles: [
                {
                  slug: "2026-05-located",
                  path: "content/news/2026-05-located.md",
                  raw: storyWithPhoto("located.jpg"),
                },
              ],
              assets: [asset],
              options: { commitMessage: "Add news", useWorkflow: false, newEntry: true },
            });
      expect(answer.statusCode).toBe(200);
      const path = api.git("ls-files", "content/news/located-*.jpg").trim();
      expect(path).toMatch(/^content\/news\/located-[0-9a-f]{10}\.jpg$/);

      const saved = committed(path);
      const metadata = await sharp(saved).metadata();
      // Turned upright: the 600 × 400 picture stored at orientation 6 is 400 wide and 600 high, and says no orientation.
      expect(metadata).toMatchObject({ format: "jpeg", width: 400, height: 600 });
      expect(metadata.orientation).toBeUndefined();
      expect(metadata.exif).toBeUndefined();
      expect(exifTags(saved).size).toBe(0);
      expect(metadata.xmp).toBeUndefined();
      expect(segments(saved).some((segment) => segment.marker === 0xfe)).toBe(false);
      const text = saved.toString("latin1");
      for (const secret of [serial, comment, xmpCreator, "Camera maker", "http://ns.adobe.com/xap/1.0/"]) {
        expect(text).not.toContain(secret);
      }
      // The colour profile it was shot in, byte for byte.
      expect(metadata.icc?.equals((await sharp(photo).metadata()).icc ?? Buffer.alloc(0))).toBe(true);
      // The pixels are the photo's, turned: the colour is unchanged.
      const { dominant } = await sharp(saved).stats();
      expect(Math.abs(dominant.r - 200) + Math.abs(dominant.g - 60) + Math.abs(dominant.b - 40)).toBeLessThan(24);
    },
  );
});
