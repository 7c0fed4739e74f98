/** The home page's publishing-solution showcase: three product walkthroughs. */

import type { VideoAsset } from "./media/types.ts";
import { showcaseVideos } from "./media/videos.ts";

export interface ShowcaseItem {
  title: string;
  para: string;
  /** The walkthrough: WebM and MP4 files and the poster shown until play is pressed. */
  video: VideoAsset;
  /** What the video shows, for screen readers. */
  description: string;
  href: string;
}

export const showcaseItems = [
  {
    title: "EditLaTeX",
    para: "Authors correct their LaTeX proofs in the browser. Queries sit beside the source, every change is tracked, and the PDF recompiles as they type, so corrections come back in hours rather than days.",
    video: showcaseVideos.editlatex,
    description:
      "An author opens a proof in EditLaTeX, answers a query in the side panel, edits an equation in the source and sees the PDF update.",
    href: "/products/editlatex",
  },
  {
    title: "Xpert Review",
    para: "Editorial offices run peer review from one screen: suggested reviewers, invitations and reminders on a schedule, reviews side by side and a decision letter drafted from them.",
    video: showcaseVideos.xpertreview,
    description:
      "An editor assigns reviewers to a manuscript in Xpert Review, reads the returned reports and records a decision.",
    href: "/products/xpertreview",
  },
  {
    title: "Xpert Track",
    para: "Production managers see every title and stage at a glance. Files move to the next team automatically when a stage is signed off, and the right people are e-mailed without anyone chasing.",
    video: showcaseVideos.xperttrack,
    description:
      "A production manager signs off a copyediting stage in Xpert Track; the files move to typesetting and a notification e-mail is sent.",
    href: "/products/xperttrack",
  },
] satisfies ShowcaseItem[];
