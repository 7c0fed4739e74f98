import type { ProjectManagementPage } from "../../../core/copy/project-management.ts";
import { Categories } from "./categories.tsx";
import { ManuscriptStages } from "./manuscript-stages.tsx";
import { Overview } from "./overview.tsx";
import { ProjectBlurb } from "./project-blurb.tsx";

/** Everything under the project management banner. */
export function ProjectDetails({ page }: { page: ProjectManagementPage }) {
  return (
    <>
      <Overview overview={page.overview} />
      <Categories categories={page.categories} />
      <ProjectBlurb blurb={page.blurb} />
      <ManuscriptStages stages={page.stages} />
    </>
  );
}
