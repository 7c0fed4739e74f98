/**
 * Client wordmarks for the home page logo strip, one SVG per client in core/copy/clients.ts.
 * Outputs: public/media/clients/<slug>.svg, core/copy/media/clients.ts.
 */
import { clients } from "../../../core/copy/clients.ts";
import { writeMediaModule } from "../lib/module.ts";
import { writePublicText } from "../lib/raster.ts";
import { clientLogoSvg, LOGO_H, LOGO_W } from "../sources/clients/logos.ts";

export async function run(): Promise<void> {
  const logos: Record<string, { src: string; width: number; height: number }> = {};
  for (const client of clients) {
    await writePublicText(client.logo, clientLogoSvg(client.slug, client.name));
    logos[client.slug] = { src: client.logo, width: LOGO_W, height: LOGO_H };
  }
  await writeMediaModule("clients", [
    {
      name: "clientLogos",
      doc: "Client wordmarks (SVG, monochrome) by client slug, with their intrinsic size.",
      value: logos,
      satisfies: "Record<string, { src: string; width: number; height: number }>",
    },
  ]);
}
