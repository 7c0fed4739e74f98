import { lazy } from "react";
import { landingHero, ServiceLayout } from "../components/ui/service-layout.tsx";
import { projectManagement } from "../content/project-management.ts";
import { serviceMeta } from "../lib/seo.ts";
import type { Route } from "./+types/project-management";

// Below the fold: prerendered in full, its code loads after the page is interactive.
const ProjectDetails = lazy(() =>
  import("../sections/project-management/project-details.tsx").then((module) => ({ default: module.ProjectDetails })),
);

// Runs at build time only: the copy is prerendered as route data, not bundled as code.
export const loader = () => projectManagement;

export const meta = ({ loaderData: page }: Route.MetaArgs) =>
  serviceMeta({
    title: page.metaTitle,
    description: page.summary,
    path: "/projectmanagement",
    category: "Publishing project management",
  });

export default function ProjectManagementRoute({ loaderData: page }: Route.ComponentProps) {
  return (
    <ServiceLayout service="projectmanagement" hero={landingHero(page)}>
      <ProjectDetails page={page} />
    </ServiceLayout>
  );
}
