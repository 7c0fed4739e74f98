import { lazy } from "react";
import { disclaimer } from "../../core/copy/disclaimer.ts";
import { legalPageData } from "../lib/legal-meta.ts";
import { routeMeta } from "../lib/route-meta.ts";
import type { Route } from "./+types/disclaimer";

// The page itself is a chunk of its own: prerendered in full, hydrated when its code arrives
// (docs/adr/0010-the-shell-first-every-other-part-its-own-chunk.md).
const LegalDocument = lazy(() =>
  import("../components/ui/legal-document.tsx").then((module) => ({ default: module.LegalDocument })),
);

// Runs at build time only: the copy is prerendered as route data, not bundled as code.
export const loader = () => legalPageData(disclaimer);

export const meta = routeMeta;

export default function DisclaimerRoute({ loaderData: page }: Route.ComponentProps) {
  return <LegalDocument page={page} />;
}
