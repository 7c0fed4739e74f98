import { readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { productCards } from "../../core/copy/home.ts";
import { spriteIcons, spriteUrl } from "../../core/copy/media/icons.ts";

const sprite = readFileSync(join(import.meta.dirname, "../../public/media/icons/sprite.svg"), "utf8");

describe("the icon sprite", () => {
  it("holds a drawn symbol for every icon name the site may use", () => {
    for (const name of spriteIcons) {
      expect(sprite, name).toMatch(new RegExp(`<symbol id="${name}" viewBox="[\\d. ]+"><[a-z]`));
    }
    expect(sprite.match(/<symbol /g)).toHaveLength(spriteIcons.length);
  });

  it("holds the six product icons in their own colours", () => {
    const products = productCards.map((card) => card.icon);
    expect(products).toHaveLength(6);
    for (const name of products) {
      const symbol = sprite.match(new RegExp(`<symbol id="${name}"[^>]*>(.*?)</symbol>`))?.[1] ?? "";
      expect(symbol, name).toContain('fill="#');
    }
  });

  it("is addressed by a version that changes with its content", () => {
    expect(spriteUrl).toMatch(/^\/media\/icons\/sprite\.svg\?v=[0-9a-f]{10}$/);
  });
});
