/**
 * The requests of Decap's proxy protocol, `{"action": …, "params": …}`, as decap-server's joi
 * schemas describe them (middlewares/joi), checked with zod. Unknown keys are let through, as
 * decap-server does.
 */
import { z } from "zod";
import { draftStatuses } from "../store/drafts.ts";
import { Refusal } from "./refusal.ts";

const path = z.string().min(1).max(1000);
const branch = z.string().max(200).optional();
/** A collection's name, an entry's slug, and a draft's id ("news/a-story"), as the workflow names them. */
const name = z.string().min(1).max(100);
const slug = z.string().min(1).max(200);
const draftId = z.string().min(3).max(301);
const commitOptions = z.looseObject({ commitMessage: z.string().max(10_000) });

export const assetSchema = z.looseObject({
  path,
  content: z.string().regex(/^[A-Za-z0-9+/]*={0,2}$/, "must be base64"),
  encoding: z.literal("base64"),
});
export type Asset = z.output<typeof assetSchema>;

const dataFile = z.looseObject({
  slug: z.string().max(1000),
  path,
  raw: z.string().max(1024 * 1024, "an entry may be at most 1 MB"),
  newPath: path.optional(),
});

export const paramSchemas = {
  info: z.unknown(),
  entriesByFolder: z.looseObject({ branch, folder: path, extension: z.string().max(20), depth: z.number().int() }),
  entriesByFiles: z.looseObject({
    branch,
    files: z.array(z.looseObject({ path, label: z.string().optional() })).max(5000),
  }),
  getEntry: z.looseObject({ branch, path }),
  persistEntry: z
    .looseObject({
      branch,
      entry: dataFile.optional(),
      dataFiles: z.array(dataFile).length(1, "one entry file per save").optional(),
      assets: z.array(assetSchema).max(20),
      options: commitOptions.extend({
        newEntry: z.boolean().optional(),
        useWorkflow: z.boolean().optional(),
        collectionName: z.string().max(100).optional(),
        status: z.string().max(50).optional(),
      }),
    })
    .refine((value) => (value.entry === undefined) !== (value.dataFiles === undefined), "needs entry or dataFiles"),
  getMedia: z.looseObject({ branch, mediaFolder: path }),
  getMediaFile: z.looseObject({ branch, path }),
  persistMedia: z.looseObject({ branch, asset: assetSchema, options: commitOptions }),
  deleteFile: z.looseObject({ branch, path, options: commitOptions }),
  deleteFiles: z.looseObject({ branch, paths: z.array(path).min(1).max(100), options: commitOptions }),
  getDeployPreview: z.unknown(),
  unpublishedEntries: z.unknown(),
  unpublishedEntry: z.looseObject({
    branch,
    id: draftId.optional(),
    collection: name.optional(),
    slug: slug.optional(),
  }),
  unpublishedEntryDataFile: z.looseObject({ branch, collection: name, slug, path }),
  unpublishedEntryMediaFile: z.looseObject({ branch, collection: name, slug, path }),
  deleteUnpublishedEntry: z.looseObject({ branch, collection: name, slug }),
  updateUnpublishedEntryStatus: z.looseObject({ branch, collection: name, slug, newStatus: z.enum(draftStatuses) }),
  publishUnpublishedEntry: z.looseObject({ branch, collection: name, slug }),
} as const;

export type Action = keyof typeof paramSchemas;
export type Params<A extends Action> = z.output<(typeof paramSchemas)[A]>;
/** A request with its params checked, one member per action. */
export type ContentRequest = { [A in Action]: { action: A; params: Params<A> } }[Action];

const envelope = z.object({ action: z.string().max(100), params: z.unknown().optional() });

function isAction(action: string): action is Action {
  return Object.hasOwn(paramSchemas, action);
}

/** The first problem of a request, "field: reason". */
export function described(error: z.ZodError): string {
  const issue = error.issues[0];
  return issue ? `${issue.path.length > 0 ? `${issue.path.join(".")}: ` : ""}${issue.message}` : "not valid";
}

/** The action and its checked params; refuses (400, 422) a malformed body or an action not served. */
export function parseRequest(body: unknown): ContentRequest {
  const request = envelope.safeParse(body);
  if (!request.success)
    throw new Refusal(400, `The request must be {"action": …, "params": …}: ${described(request.error)}`);
  const { action } = request.data;
  if (!isAction(action)) throw new Refusal(422, `Unknown action ${action}`);
  const params = paramSchemas[action].safeParse(request.data.params);
  if (!params.success) throw new Refusal(400, `The params of ${action} are not valid: ${described(params.error)}`);
  return { action, params: params.data } as ContentRequest;
}
