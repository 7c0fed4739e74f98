import { join, resolve } from "node:path";
import { readBuildEnv, withoutTrailingSlash } from "../core/env.ts";

/** Where `react-router build` writes (BUILD_ROOT, default "build"), and its client folder. */
export const buildRoot = resolve(join(import.meta.dirname, ".."), process.env.BUILD_ROOT ?? "build");
export const clientDir = join(buildRoot, "client");

/** The public origin for absolute links written at build time (SITE_URL), without a trailing slash. */
export const siteOrigin = withoutTrailingSlash(readBuildEnv().SITE_URL);
