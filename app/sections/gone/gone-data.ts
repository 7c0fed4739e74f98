import { type GoneKind, goneCopy } from "../../../core/copy/gone.ts";
import { headTags } from "../../lib/head-tags.ts";
import type { WithMeta } from "../../lib/route-meta.ts";

/** The data of a route at an address that is gone: it renders GonePage. */
export interface GoneData extends WithMeta {
  gone: { kind: GoneKind; name: string };
}

/** Built at prerender time: the gone page's data and tags (not for search engines). */
export function goneData(kind: GoneKind, name: string, path: string): GoneData {
  const copy = goneCopy[kind];
  return {
    gone: { kind, name },
    meta: headTags({ title: copy.title, description: `${name} ${copy.lead}`, path, noindex: true }, []),
  };
}
