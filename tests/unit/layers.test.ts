/**
 * The rule between the layers (docs/architecture.md): `npm run lint` refuses an import that points
 * the wrong way. Files with planted imports, one a layer, are linted with the repository's own
 * Biome configuration in a folder of their own, so the check is seen to fail where it must and to
 * let the allowed directions pass.
 */
import { spawnSync } from "node:child_process";
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { dirname, join } from "node:path";
import { afterAll, expect, it } from "vitest";
import { repoRoot } from "../../core/content-model/load.ts";

const folder = mkdtempSync(join(tmpdir(), "layers-"));
afterAll(() => rmSync(folder, { recursive: true, force: true }));

/** Each file imports one module of another layer; `refused` says whether the rule forbids it. */
const planted = [
  { file: "core/copy/planted.ts", imports: "../../app/root.tsx", refused: true },
  { file: "core/planted.ts", imports: "../server/config.ts", refused: true },
  { file: "app/routes/planted.tsx", imports: "../../server/config.ts", refused: true },
  { file: "app/planted.ts", imports: "../scripts/build-paths.ts", refused: true },
  { file: "server/admin/planted.ts", imports: "../../app/prerender-paths.ts", refused: true },
  { file: "server/planted.ts", imports: "../tests/unit/setup.ts", refused: true },
  { file: "scripts/planted.ts", imports: "../tests/browser.ts", refused: true },
  { file: "app/lib/allowed.ts", imports: "../../core/env.ts", refused: false },
  { file: "server/allowed.ts", imports: "../core/protocols/form-fields.ts", refused: false },
  { file: "server/admin/allowed.ts", imports: "../app.ts", refused: false },
  { file: "scripts/allowed.ts", imports: "../server/config.ts", refused: false },
  { file: "tests/allowed.ts", imports: "../scripts/build-paths.ts", refused: false },
];

it("refuses every wrong-way import and lets the allowed ones pass", () => {
  const config = JSON.parse(readFileSync(join(repoRoot, "biome.json"), "utf8"));
  // The planted folder is not a git checkout: the configuration is read as it is, without git's ignores.
  delete config.vcs;
  delete config.$schema;
  writeFileSync(join(folder, "biome.json"), JSON.stringify(config));
  for (const { file, imports } of planted) {
    mkdirSync(join(folder, dirname(file)), { recursive: true });
    writeFileSync(join(folder, file), `import { value } from "${imports}";\n\nexport const planted = value;\n`);
  }
  const biome = join(repoRoot, "node_modules", ".bin", "biome");
  const result = spawnSync(biome, ["lint", "--max-diagnostics=100", "--colors=off", "."], {
    cwd: folder,
    encoding: "utf8",
  });
  const output = `${result.stdout}${result.stderr}`;
  const refused = new Set(
    [...output.matchAll(/^(\S+):\d+:\d+ lint\/style\/noRestrictedImports/gm)].map((match) => match[1]),
  );
  expect(result.status).not.toBe(0);
  expect([...refused].sort()).toEqual(
    planted
      .filter((entry) => entry.refused)
      .map((entry) => entry.file)
      .sort(),
  );
});
