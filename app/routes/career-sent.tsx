import { lazy } from "react";
import { formSentPages } from "../../core/copy/form-replies.ts";
import { routeMeta } from "../lib/route-meta.ts";
import { formSentData } from "../sections/form-reply/form-sent-meta.ts";
import type { Route } from "./+types/career-sent";

// The page itself is a chunk of its own: prerendered in full, hydrated when its code arrives
// (docs/adr/0010-the-shell-first-every-other-part-its-own-chunk.md).
const FormSent = lazy(() =>
  import("../sections/form-reply/form-sent.tsx").then((module) => ({ default: module.FormSent })),
);

export const loader = () => formSentData(formSentPages.career);

export const meta = routeMeta;

export default function CareerSentRoute({ loaderData: page }: Route.ComponentProps) {
  return <FormSent page={page} />;
}
