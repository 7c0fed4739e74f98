/**
 * Shared helpers of the media pipeline. Typical task:
 *
 *   const image = await withRenderer(async (r) =>
 *     encodeRaster(await r.html(htmlDocument({ width: 600, height: 450, body }), { width: 600, height: 450, scale: 2 }),
 *       { base: "/media/foo/bar", widths: [400, 800, 1200] }));
 *   await writeMediaModule("foo", [{ name: "fooImages", value: { bar: image }, satisfies: "Record<string, RasterImage>" }],
 *     { typeImports: ["RasterImage"] });
 */
export * from "./browser.ts";
export * from "./fonts.ts";
export * from "./module.ts";
export * from "./palette.ts";
export * from "./paths.ts";
export * from "./raster.ts";
export * from "./svg.ts";
