import { disclaimer } from "../../core/copy/disclaimer.ts";
import { lazyComponent } from "../lib/lazy-component.ts";
import { legalPageData } from "../lib/legal-meta.ts";
import { routeMeta } from "../lib/route-meta.ts";
import type { Route } from "./+types/disclaimer";

const LegalDocument = lazyComponent(() => import("../components/ui/legal-document.tsx"), "LegalDocument");

export const loader = () => legalPageData(disclaimer);

export const meta = routeMeta;

export default function DisclaimerRoute({ loaderData: page }: Route.ComponentProps) {
  return <LegalDocument page={page} />;
}
