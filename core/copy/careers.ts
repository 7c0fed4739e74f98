/**
 * Careers: the open positions, the option lists of the application form and the copy of the
 * careers pages. Read by the pages, the prerender list and the server's validation. The openings
 * are files under content/openings/ (read by `npm run content`); closing one is a field there.
 */
import type { OpeningData } from "../content-model/types.ts";
import { openingFiles } from "./generated/openings.ts";

export interface Opening {
  title: string;
  /** What the role is about, one paragraph. */
  summary: string;
  /** Experience range. */
  experience: string;
  hours: "Full time";
  /** Never published. */
  salary: "Not Disclosed";
  /** The address /company/career/{slug}. */
  slug: string;
  location: string;
  /** When the opening was published and until when it is open (YYYY-MM-DD), for job boards. */
  datePosted: string;
  validThrough: string;
}

function opening(file: OpeningData): Opening {
  return {
    title: file.title,
    summary: file.summary,
    experience: file.experience,
    hours: "Full time",
    salary: "Not Disclosed",
    slug: file.slug,
    location: file.location,
    datePosted: file.datePosted,
    validThrough: file.validThrough,
  };
}

/** The openings of these files, in their order: the current ones, and the closed ones. */
export function openingsOf(files: readonly OpeningData[]): { open: Opening[]; closed: Opening[] } {
  return {
    open: files.filter((file) => !file.closed).map(opening),
    closed: files.filter((file) => file.closed).map(opening),
  };
}

const published = openingsOf(openingFiles);

/** The current openings, in their files' order. */
export const openings: readonly Opening[] = published.open;

/** Closed openings: their addresses answer 410 Gone with a link to the current openings. */
export const closedOpenings: readonly Opening[] = published.closed;

/** Pseudo-slug of the open application: /company/career/apply. */
export const openApplicationSlug = "apply";

export const experienceOptions = [
  "Fresher",
  "0 - 1 year",
  "1 - 2 years",
  "2 - 3 years",
  "4 - 5 years",
  "5 - 6 years",
  "6 - 7 years",
  "7 - 8 years",
  "8 - 9 years",
  "9 - 10 years",
  "10+ years",
] as const;

/** Positions offered by the open application (/company/career/apply). */
export const generalPositions = [
  "Paginator",
  "Quality Controller",
  "Quality Analyst",
  "Data Conversion Analyst",
  "Software Developer",
] as const;

export const noticeOptions = ["Immediate", "1 month", "2 month", "3 month"] as const;

/** Every position an application may name: the general ones and the openings. */
export const allPositions: readonly string[] = [...generalPositions, ...openings.map((opening) => opening.title)];

export function findOpening(slug: string | undefined): Opening | undefined {
  return openings.find((opening) => opening.slug === slug);
}

/** Whether /company/career/{slug} is an application page: the open application's or an opening's. */
export function isApplicationSlug(slug: string | undefined): boolean {
  return slug === openApplicationSlug || findOpening(slug) !== undefined;
}

/** The application form's position list: the openings when the route names one, else the general positions. */
export function positionsFor(opening: Opening | undefined): readonly string[] {
  return opening ? openings.map((item) => item.title) : generalPositions;
}

/** An opening's facts with their terms, in the order the careers and application pages list them. */
export const openingFacts: readonly { key: "experience" | "hours" | "salary" | "location"; term: string }[] = [
  { key: "experience", term: "Experience" },
  { key: "hours", term: "Hours" },
  { key: "salary", term: "Salary" },
  { key: "location", term: "Location" },
];

export interface ApplyCopy {
  eyebrow: string;
  /** The banner's heading on the open application, and on an opening's page. */
  title: string;
  titleFor: (opening: string) => string;
  lead: string;
  /** The accessible names of the section and of the column beside the form. */
  sectionLabel: string;
  asideLabel: string;
  formTitle: string;
  formIntro: string;
  /** The small line above the opening's title in its summary. */
  applyingFor: string;
  steps: string[];
  /** Before the careers e-mail address. */
  questions: string;
  back: { label: string; href: string };
}

/** Copy of the application pages (/company/career/apply and /company/career/{opening}). */
export const applyCopy = {
  eyebrow: "Apply",
  title: "Apply to join Scriptoria",
  titleFor: (opening) => `Apply for ${opening}`,
  lead: "Tell us about yourself and attach your resume as a PDF. Our recruitment team reads every application and replies within ten working days.",
  sectionLabel: "Application",
  asideLabel: "About this application",
  formTitle: "Applicant Details",
  formIntro: "All fields are required. Your resume must be a PDF of at most 5 MB.",
  applyingFor: "You are applying for",
  steps: [
    "We confirm your application by e-mail within one working day.",
    "Shortlisted applicants take a short practical test in their field, at home or at our office.",
    "Two interviews follow: one with the team lead, one with human resources.",
  ],
  questions: "Questions about a role?",
  back: { label: "All open positions", href: "/company/career" },
} satisfies ApplyCopy;
