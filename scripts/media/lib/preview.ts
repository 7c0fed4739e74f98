/**
 * Contact sheet for reviewing media by eye (not part of the pipeline).
 *
 *   node scripts/media/lib/preview.ts /tmp/sheet.png [--bg=#ffffff] [--cell=400] file.svg file.avif ...
 *
 * SVG files are rendered in Chromium; AVIF, WebP and PNG are decoded with sharp. Each file is
 * fitted into a square-ish cell of the given width and labelled with its name.
 */
import { readFile } from "node:fs/promises";
import { basename } from "node:path";
import sharp from "sharp";
import { withRenderer } from "./browser.ts";

/** Builds a contact sheet PNG of `files` at `out`. */
export async function contactSheet(out: string, files: readonly string[], cell = 400, bg = "#ffffff"): Promise<void> {
  const cols = Math.min(files.length, Math.max(1, Math.floor(1600 / cell)));
  const tiles: Buffer[] = [];
  await withRenderer(async (r) => {
    for (const f of files) {
      let png: Buffer;
      if (f.endsWith(".svg")) {
        const svg = await readFile(f, "utf8");
        const vb = /viewBox="([\d.\s-]+)"/.exec(svg)?.[1]?.trim().split(/\s+/).map(Number) ?? [0, 0, 100, 100];
        const [, , vw = 100, vh = 100] = vb;
        const w = cell - 20;
        const h = Math.round((w * vh) / vw);
        png = await r.svg(svg.replace(/<svg([^>]*?) width="[^"]*" height="[^"]*"/, "<svg$1"), {
          width: w,
          height: Math.min(h, cell),
          transparent: true,
        });
      } else {
        png = await readFile(f);
      }
      const fitted = await sharp(png)
        .resize({ width: cell - 20, height: cell - 40, fit: "inside" })
        .png()
        .toBuffer();
      const label = Buffer.from(
        `<svg xmlns="http://www.w3.org/2000/svg" width="${cell}" height="20"><text x="10" y="14" font-family="sans-serif" font-size="12" fill="#555">${basename(f)}</text></svg>`,
      );
      tiles.push(
        await sharp({ create: { width: cell, height: cell, channels: 4, background: bg } })
          .composite([
            { input: fitted, top: 10, left: 10 },
            { input: label, top: cell - 22, left: 0 },
          ])
          .png()
          .toBuffer(),
      );
    }
  });
  const rows = Math.ceil(tiles.length / cols);
  await sharp({ create: { width: cols * cell, height: rows * cell, channels: 4, background: "#888888" } })
    .composite(tiles.map((input, i) => ({ input, left: (i % cols) * cell, top: Math.floor(i / cols) * cell })))
    .png()
    .toFile(out);
}

if (import.meta.main) {
  const args = process.argv.slice(2);
  const out = args.shift();
  if (!out) throw new Error("usage: preview.ts out.png [--bg=#fff] [--cell=400] files...");
  const bg = args.find((a) => a.startsWith("--bg="))?.slice(5) ?? "#ffffff";
  const cell = Number(args.find((a) => a.startsWith("--cell="))?.slice(7) ?? 400);
  await contactSheet(
    out,
    args.filter((a) => !a.startsWith("--")),
    cell,
    bg,
  );
}
