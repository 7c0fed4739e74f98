import { LegalDocument } from "../components/ui/legal-document.tsx";
import { disclaimer } from "../content/disclaimer.ts";
import { legalPageMeta } from "../lib/legal-meta.ts";
import type { Route } from "./+types/disclaimer";

// Runs at build time only: the copy is prerendered as route data, not bundled as code.
export const loader = () => disclaimer;

export const meta = legalPageMeta;

export default function DisclaimerRoute({ loaderData: page }: Route.ComponentProps) {
  return <LegalDocument page={page} />;
}
