/**
 * Development aid: renders single frames of a scene to PNG without encoding anything.
 *
 *   node scripts/media/videos/preview.ts hero /tmp/hero 0 3 6.5
 */
import { mkdir, writeFile } from "node:fs/promises";
import { join } from "node:path";
import { capturePng, launchBrowser, openScene, setSceneTime } from "./render.ts";
import { SCENES } from "./scenes.ts";

const [name = "hero", out = "/tmp/scene-preview", ...times] = process.argv.slice(2);
const spec = SCENES.find((s) => s.name === name);
if (!spec) throw new Error(`preview: unknown scene ${name}`);
await mkdir(out, { recursive: true });
const browser = await launchBrowser();
try {
  const scene = await openScene(browser, spec.name, spec.renderWidth, spec.renderHeight);
  for (const t of times.length ? times.map(Number) : [0]) {
    await setSceneTime(scene.page, t);
    const file = join(out, `${name}-${t.toFixed(2)}.png`);
    await writeFile(file, await capturePng(scene.cdp));
    console.log(file);
  }
} finally {
  await browser.close();
}
