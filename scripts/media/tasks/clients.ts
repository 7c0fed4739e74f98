/**
 * Client wordmarks for the home page logo strip, one SVG per client in core/copy/clients.ts.
 * Outputs: public/media/clients/<slug>.svg, 160 x 48 as the strip shows them.
 */
import { clients } from "../../../core/copy/clients.ts";
import { writePublicText } from "../lib/raster.ts";
import { clientLogoSvg } from "../sources/clients/logos.ts";

export async function run(): Promise<void> {
  for (const client of clients) await writePublicText(client.logo, clientLogoSvg(client.slug, client.name));
}
