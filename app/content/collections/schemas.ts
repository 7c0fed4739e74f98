/**
 * One zod schema per collection under content/: what an entry's file may say. The build
 * (scripts/content/build-content.ts) validates every file against these and stops at the first
 * file that disagrees, naming the file, the field and the reason. The editing screen
 * (cms/config.yml) offers the same fields.
 */
import { z } from "zod";
import { sampleCategorySlugs } from "./slugs.ts";

/** Empty values written by the editing screen count as absent. */
function optional<T extends z.ZodType>(schema: T) {
  return z.preprocess((value) => (value === "" || value === null ? undefined : value), schema.optional());
}

const text = z.string().trim().min(1, "must not be empty");
const isoDate = z.iso.date("must be a date written YYYY-MM-DD");
const order = z.number().int("must be a whole number").positive("must be 1 or more");

/** A JPEG, PNG or WebP file in the entry's own folder, named in the front matter. */
export const photoFileName = z
  .string()
  .trim()
  .regex(/^[^/\\]+\.(?:jpe?g|png|webp)$/i, "must name a .jpg, .jpeg, .png or .webp file in the entry's folder");

/** A picture: an editor's photo, or one of the illustrations made by `npm run media`, and its text alternative. */
const picture = {
  photo: optional(photoFileName),
  illustration: optional(text),
  alt: text,
};

function onePicture(value: { photo?: string | undefined; illustration?: string | undefined }, ctx: z.RefinementCtx) {
  if (!value.photo && !value.illustration) {
    ctx.addIssue({ code: "custom", path: ["photo"], message: "is required: name a photo (or an illustration)" });
  }
}

/** Front matter and body of a news story, content/news/YYYY-MM-title.md. */
export const newsSchema = z
  .strictObject({
    /** Given once, never changed: the address /company/Newsdetail/{id}. Absent on a new story until the build gives it the next free number. */
    id: optional(z.number().int("must be a whole number").nonnegative("must be 0 or more")),
    date: isoDate,
    event: optional(text),
    headline: text,
    summary: text,
    place: text,
    ...picture,
    highlights: z.array(text).min(1, "needs at least one line").max(3, "has at most three lines"),
    gallery: optional(
      z.array(z.strictObject({ photo: optional(photoFileName), illustration: optional(text), caption: text })),
    ),
    /** A removed story keeps its file and id: its address answers 410 Gone. */
    removed: optional(z.boolean()),
    body: z.array(text).min(1, "must have at least one paragraph"),
  })
  .superRefine(onePicture)
  .superRefine((value, ctx) => {
    value.gallery?.forEach((item, index) => {
      if (!item.photo && !item.illustration) {
        ctx.addIssue({ code: "custom", path: ["gallery", index, "photo"], message: "is required" });
      }
    });
  });

/** A job opening, content/openings/title.yml. */
export const openingSchema = z.strictObject({
  title: text,
  /** The address /company/career/{slug}: letters, digits and underscores. */
  slug: z.string().regex(/^[A-Za-z][A-Za-z0-9_]*$/, "must be letters, digits and underscores, starting with a letter"),
  order,
  summary: text,
  experience: text,
  location: text,
  datePosted: isoDate,
  validThrough: isoDate,
  /** A closed opening's page answers 410 Gone with a link to the current openings. */
  closed: optional(z.boolean()),
});

export { sampleCategorySlugs };

/** A sample work, content/samples/name.yml. */
export const sampleSchema = z
  .strictObject({
    category: z.enum(sampleCategorySlugs, `must be one of ${sampleCategorySlugs.join(", ")}`),
    order,
    caption: text,
    ...picture,
  })
  .superRefine(onePicture);

/** A member of the leadership, content/leaders/name.md: the body is the bio. */
export const leaderSchema = z
  .strictObject({ name: text, role: text, order, ...picture, body: z.array(text).min(1, "must have a bio") })
  .superRefine(onePicture);

/** What a client says, content/testimonials/name.yml. */
export const testimonialSchema = z.strictObject({
  name: text,
  role: text,
  /** One of the clients in content/clients/. */
  publisher: text,
  order,
  /** Which illustrated avatar shows beside the quote. */
  avatar: z.enum(["female", "male"], "must be female or male"),
  quote: text,
});

/** An office, content/offices/city.yml. */
export const officeSchema = z.strictObject({
  id: z.enum(["india", "usa", "germany"], "must be india, usa or germany"),
  order,
  country: text,
  city: text,
  role: text,
  /** The drawing of the city: chennai, boston or frankfurt. */
  view: z.enum(["chennai", "boston", "frankfurt"], "must be chennai, boston or frankfurt"),
  address: z.strictObject({
    street: text,
    locality: text,
    region: optional(text),
    postalCode: text,
    countryCode: z.enum(["IN", "US", "DE"], "must be IN, US or DE"),
  }),
  phone: z.strictObject({
    display: text,
    tel: z.string().regex(/^\+[1-9]\d{6,14}$/, "must be the number in international form, e.g. +496950002020"),
  }),
  hours: text,
});

/** A client whose logo is in the home page's strip, content/clients/name.yml; the logo is public/media/clients/{file name}.svg. */
export const clientSchema = z.strictObject({ name: text, order });

export type NewsFile = z.output<typeof newsSchema>;
export type OpeningFile = z.output<typeof openingSchema>;
export type SampleFile = z.output<typeof sampleSchema>;
export type LeaderFile = z.output<typeof leaderSchema>;
export type TestimonialFile = z.output<typeof testimonialSchema>;
export type OfficeFile = z.output<typeof officeSchema>;
export type ClientFile = z.output<typeof clientSchema>;

/** Each collection: its folder under content/, its file format and its schema. */
export const collections = {
  news: { format: "md", schema: newsSchema },
  openings: { format: "yml", schema: openingSchema },
  samples: { format: "yml", schema: sampleSchema },
  leaders: { format: "md", schema: leaderSchema },
  testimonials: { format: "yml", schema: testimonialSchema },
  offices: { format: "yml", schema: officeSchema },
  clients: { format: "yml", schema: clientSchema },
} as const;

export type CollectionName = keyof typeof collections;
