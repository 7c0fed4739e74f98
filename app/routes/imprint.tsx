import { LegalDocument } from "../components/ui/legal-document.tsx";
import { imprintPage } from "../content/imprint.ts";
import { legalPageMeta } from "../lib/legal-meta.ts";
import type { Route } from "./+types/imprint";

// Runs at build time only: the copy is prerendered as route data, not bundled as code.
export const loader = () => imprintPage();

export const meta = legalPageMeta;

export default function ImprintRoute({ loaderData: page }: Route.ComponentProps) {
  return <LegalDocument page={page} />;
}
