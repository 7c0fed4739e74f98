/**
 * One zod schema per collection under content/: what an entry's file may say. The build
 * (scripts/content/build-content.ts) validates every file against these and stops at the first
 * file that disagrees, naming the file, the field and the reason. The editing screen
 * (cms/config.yml) offers the same fields.
 */
import { z } from "zod";
import { normaliseLine } from "./plain-text.ts";
import { sampleCategorySlugs } from "./slugs.ts";

/** Empty values written by the editing screen count as absent. */
function optional<T extends z.ZodType>(schema: T) {
  return z.preprocess((value) => (value === "" || value === null ? undefined : value), schema.optional());
}

/**
 * A field of text, at most `max` characters once trimmed (the limits fit the layout and keep a
 * page within its size budget: docs/adr/0096-every-field-has-a-length-limit.md). Line and paragraph
 * separators become spaces and invisible control characters go (plain-text.ts).
 */
function text(max: number) {
  return z
    .string()
    .overwrite(normaliseLine)
    .trim()
    .min(1, "must not be empty")
    .max(max, { error: (issue) => `must be at most ${max} characters (it has ${String(issue.input).length})` });
}

/** Paragraphs of a Markdown body: at least one, at most `count` of at most `each` characters, `total` in all. */
function paragraphList(limits: { count: number; each: number; total: number }, empty: string) {
  return z
    .array(text(limits.each))
    .min(1, empty)
    .max(limits.count, `has at most ${limits.count} paragraphs`)
    .superRefine((items, ctx) => {
      const length = items.reduce((sum, item) => sum + item.length, 0);
      if (length > limits.total) {
        ctx.addIssue({ code: "custom", message: `is ${length} characters long; at most ${limits.total} in all` });
      }
    });
}

const isoDate = z.iso.date("must be a date written YYYY-MM-DD");
const order = z.number().int("must be a whole number").positive("must be 1 or more");

/** A JPEG, PNG or WebP file in the entry's own folder, named in the front matter. */
export const photoFileName = z
  .string()
  .trim()
  .max(200, "must be at most 200 characters")
  .regex(/^[^/\\]+\.(?:jpe?g|png|webp)$/i, "must name a .jpg, .jpeg, .png or .webp file in the entry's folder");

/** A picture: an editor's photo, or one of the illustrations made by `npm run media`, and its text alternative. */
const picture = {
  photo: optional(photoFileName),
  illustration: optional(text(60)),
  alt: text(250),
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
    event: optional(text(80)),
    headline: text(120),
    summary: text(300),
    place: text(100),
    ...picture,
    highlights: z.array(text(200)).min(1, "needs at least one line").max(3, "has at most three lines"),
    gallery: optional(
      z
        .array(z.strictObject({ photo: optional(photoFileName), illustration: optional(text(60)), caption: text(150) }))
        .max(6, "has at most 6 pictures"),
    ),
    /** A removed story keeps its file and id: its address answers 410 Gone. */
    removed: optional(z.boolean()),
    body: paragraphList({ count: 12, each: 1500, total: 5000 }, "must have at least one paragraph"),
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
  title: text(80),
  /** The address /company/career/{slug}: letters, digits and underscores. */
  slug: z
    .string()
    .max(60, "must be at most 60 characters")
    .regex(/^[A-Za-z][A-Za-z0-9_]*$/, "must be letters, digits and underscores, starting with a letter"),
  order,
  summary: text(400),
  experience: text(40),
  location: text(80),
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
    caption: text(120),
    ...picture,
  })
  .superRefine(onePicture);

/** A member of the leadership, content/leaders/name.md: the body is the bio. */
export const leaderSchema = z
  .strictObject({
    name: text(80),
    role: text(100),
    order,
    ...picture,
    body: paragraphList({ count: 6, each: 1000, total: 2000 }, "must have a bio"),
  })
  .superRefine(onePicture);

/** What a client says, content/testimonials/name.yml. */
export const testimonialSchema = z.strictObject({
  name: text(80),
  role: text(100),
  /** One of the clients in content/clients/. */
  publisher: text(80),
  order,
  /** Which illustrated avatar shows beside the quote. */
  avatar: z.enum(["female", "male"], "must be female or male"),
  quote: text(600),
});

/** An office, content/offices/city.yml. */
export const officeSchema = z.strictObject({
  id: z.enum(["india", "usa", "germany"], "must be india, usa or germany"),
  order,
  country: text(60),
  city: text(60),
  role: text(200),
  /** The drawing of the city: chennai, boston or frankfurt. */
  view: z.enum(["chennai", "boston", "frankfurt"], "must be chennai, boston or frankfurt"),
  address: z.strictObject({
    street: text(120),
    locality: text(80),
    region: optional(text(80)),
    postalCode: text(16),
    countryCode: z.enum(["IN", "US", "DE"], "must be IN, US or DE"),
  }),
  phone: z.strictObject({
    display: text(30),
    tel: z.string().regex(/^\+[1-9]\d{6,14}$/, "must be the number in international form, e.g. +496950002020"),
  }),
  hours: text(100),
});

/** A client whose logo is in the home page's strip, content/clients/name.yml; the logo is public/media/clients/{file name}.svg. */
export const clientSchema = z.strictObject({ name: text(80), order });

export type OpeningFile = z.output<typeof openingSchema>;
export type SampleFile = z.output<typeof sampleSchema>;
export type TestimonialFile = z.output<typeof testimonialSchema>;
export type OfficeFile = z.output<typeof officeSchema>;

/**
 * Each collection: its folder under content/, its file format, its schema, and the fewest
 * entries the site needs (`minimum`, and the page that needs them: the build stops below it and
 * the editing API refuses a deletion that would go below it; docs/adr/0100-collection-minimums.md).
 */
export const collections = {
  news: { format: "md", schema: newsSchema, minimum: { count: 1, needs: "the news page shows at least one story" } },
  openings: { format: "yml", schema: openingSchema, minimum: { count: 0, needs: "" } },
  samples: {
    format: "yml",
    schema: sampleSchema,
    minimum: { count: sampleCategorySlugs.length, needs: "each sample page shows at least one sample work" },
  },
  leaders: {
    format: "md",
    schema: leaderSchema,
    minimum: { count: 1, needs: "the About page shows at least one leader" },
  },
  testimonials: {
    format: "yml",
    schema: testimonialSchema,
    minimum: { count: 1, needs: "the About page's testimonials show at least one" },
  },
  offices: {
    format: "yml",
    schema: officeSchema,
    minimum: { count: 3, needs: "the footer, the contact page and the imprint show all three offices" },
  },
  clients: {
    format: "yml",
    schema: clientSchema,
    minimum: {
      count: 12,
      needs: "the home page's logo strip needs 12 logos to be wider than a 2,560-pixel screen, or its loop shows a gap",
    },
  },
} as const;

export type CollectionName = keyof typeof collections;
