import { imprintPage } from "../../core/copy/imprint.ts";
import { lazyComponent } from "../lib/lazy-component.ts";
import { legalPageData } from "../lib/legal-meta.ts";
import { routeMeta } from "../lib/route-meta.ts";
import type { Route } from "./+types/imprint";

const LegalDocument = lazyComponent(() => import("../components/ui/legal-document.tsx"), "LegalDocument");

export const loader = () => legalPageData(imprintPage());

export const meta = routeMeta;

export default function ImprintRoute({ loaderData: page }: Route.ComponentProps) {
  return <LegalDocument page={page} />;
}
