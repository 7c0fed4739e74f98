/**
 * The preview's thread (renderer.ts): loads the live build's server bundle (its
 * BUILD_ROOT/server/index.js, the code its pages were prerendered with, content included) and
 * renders one of its pages with a draft in the loaders' context (app/lib/preview.ts), as the build
 * renders it: the same components, the same data for everything but the draft (the stories of
 * a build that kept an earlier bundle are in the context too). Posts
 * `{ ready: true }` once the bundle is loaded, then answers each `{ id, request }` with
 * `{ id, answer }`, one at a time.
 */

import { existsSync, readFileSync } from "node:fs";
import { registerHooks } from "node:module";
import { dirname, join } from "node:path";
import { pathToFileURL } from "node:url";
import { parentPort, workerData } from "node:worker_threads";
import type { StoryData } from "../../../core/content-model/types.ts";
import type { PreviewDraft } from "../../../core/copy/preview-draft.ts";

export type PreviewView = "story" | "list" | "home" | "opening" | "careers";

export interface RenderRequest {
  view: PreviewView;
  draft: PreviewDraft;
}

export type RenderAnswer = { status: number; html: string } | { failed: string };

const { bundle } = workerData as { bundle: string };

// The bundle names react, react-router and the rest by package name; a build made for publishing
// lies outside this checkout, so those names are found from here, as the build found them.
const bundleFolder = pathToFileURL(`${dirname(bundle)}/`).href;
registerHooks({
  resolve(specifier, context, next) {
    const byName = !/^(?:\.|\/|node:|file:|data:)/.test(specifier);
    if (byName && context.parentURL?.startsWith(bundleFolder)) {
      return next(specifier, { ...context, parentURL: import.meta.url });
    }
    return next(specifier, context);
  },
});

const { createRequestHandler, RouterContextProvider } = await import("react-router");
const build = await import(pathToFileURL(bundle).href);
const draftKey = build.entry.module.previewDraft;
if (!draftKey) throw new Error(`${bundle} has no preview context: it was built before previews existed`);
// A build that kept an earlier build's bundle wrote its stories beside it (scripts/build-pages.ts):
// the bundle's own are older.
const storiesFile = join(dirname(bundle), "stories.json");
const stories = existsSync(storiesFile)
  ? (JSON.parse(readFileSync(storiesFile, "utf8")) as readonly StoryData[])
  : undefined;
const publishedContext: [unknown, unknown][] = stories ? [[build.entry.module.storyFiles, stories]] : [];

// With `ssr: false` React Router renders only the prerendered paths: the one being previewed is
// listed for its render.
const listed: string[] = [];
const handle = createRequestHandler({ ...build, prerender: listed }, "production");
const storyPath = /^\/company\/Newsdetail\/(\d+)$/;

/** The next free story id after every story the build has (removed ones too: their addresses answer 410). */
function nextStoryId(): string {
  const ids = stories
    ? stories.map((story) => Number(story.id))
    : (build.prerender as string[]).map((path) => Number(storyPath.exec(path)?.[1] ?? -1));
  return String(Math.max(-1, ...ids) + 1);
}

const paths: Record<PreviewView, (draft: PreviewDraft) => string> = {
  home: () => "/",
  list: () => "/company/News",
  story: (draft) => `/company/Newsdetail/${draft.story?.story.id}`,
  careers: () => "/company/career",
  opening: (draft) => `/company/career/${draft.opening?.slug}`,
};

function pathOf(request: RenderRequest): string {
  return paths[request.view](request.draft);
}

async function render(request: RenderRequest): Promise<RenderAnswer> {
  const story = request.draft.story;
  // A new story has no id yet: it gets the one the build will give it.
  if (story && !/^\d+$/.test(story.story.id)) story.story.id = nextStoryId();
  if (story?.gallery) story.gallery.id = story.story.id;
  const path = pathOf(request);
  listed.splice(0, listed.length, path);
  const context = new RouterContextProvider(new Map([...publishedContext, [draftKey, request.draft]]));
  const response = await handle(new Request(new URL(path, "http://preview.invalid")), context);
  return { status: response.status, html: await response.text() };
}

if (parentPort) {
  const port = parentPort;
  port.on("message", ({ id, request }: { id: number; request: RenderRequest }) => {
    render(request).then(
      (answer) => port.postMessage({ id, answer }),
      (error: unknown) => port.postMessage({ id, answer: { failed: String(error) } }),
    );
  });
  port.postMessage({ ready: true });
}
