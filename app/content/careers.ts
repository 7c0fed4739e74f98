/**
 * Careers: the open positions, the option lists of the application form and the copy of the
 * careers pages. Read by the pages, the prerender list and the server's validation, so this
 * module imports nothing.
 */

export type OpeningSlug = "LaTeX" | "DotNet" | "Full_Stack" | "PHP_Python" | "AppDevelopment";

export interface Opening {
  title: string;
  /** What the role is about, one paragraph. */
  para: string;
  /** Experience range. */
  year: string;
  time: "Full time";
  /** Salary: never published. */
  disclose: "Not Disclosed";
  /** Slug of /company/career/{url}. */
  url: OpeningSlug;
  location: string;
  /** When the opening was published and until when it is open (YYYY-MM-DD), for job boards. */
  datePosted: string;
  validThrough: string;
}

export const openings = [
  {
    title: "Template Developer LaTeX",
    para: "Build and maintain the LaTeX class files and templates behind our journal and book typesetting: publisher styles, MathML and TeX conversion, and automated pagination checks for STM titles.",
    year: "8-13 years",
    time: "Full time",
    disclose: "Not Disclosed",
    url: "LaTeX",
    location: "Chennai, India",
    datePosted: "2026-10-12",
    validThrough: "2027-01-31",
  },
  {
    title: "Dot Net Developer",
    para: "Develop C# and ASP.NET Core services for Xpert Track and VEDAS: workflow engines, file movement, e-mail automation and the APIs that publishers' systems call.",
    year: "3-6 years",
    time: "Full time",
    disclose: "Not Disclosed",
    url: "DotNet",
    location: "Chennai, India",
    datePosted: "2026-10-26",
    validThrough: "2027-01-31",
  },
  {
    title: "Full Stack Developer",
    para: "Work across React front ends and Node.js back ends of Xpert Review and Xpert Proof, from reviewer dashboards to the proof-correction editor, with code review and mentoring from senior engineers.",
    year: "1-2 years",
    time: "Full time",
    disclose: "Not Disclosed",
    url: "Full_Stack",
    location: "Chennai, India",
    datePosted: "2026-11-02",
    validThrough: "2027-02-28",
  },
  {
    title: "PHP / Python Developer",
    para: "Write the Python and PHP tools that convert, validate and enrich content on our production floor: XML pipelines, reference checks and integrations with publishers' hosting platforms.",
    year: "2-3 years",
    time: "Full time",
    disclose: "Not Disclosed",
    url: "PHP_Python",
    location: "Chennai, India",
    datePosted: "2026-11-09",
    validThrough: "2027-02-28",
  },
  {
    title: "Mobile Application Developer",
    para: "Build the Android and iOS companions of our platforms, letting editors and authors review, approve and track manuscripts on the move. Graduates with a portfolio of published apps are welcome.",
    year: "0-2 years",
    time: "Full time",
    disclose: "Not Disclosed",
    url: "AppDevelopment",
    location: "Chennai, India",
    datePosted: "2026-11-16",
    validThrough: "2027-02-28",
  },
] as const satisfies readonly Opening[];

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
  return openings.find((opening) => opening.url === slug);
}

/** Whether /company/career/{slug} is an application page: the open application's or an opening's. */
export function isApplicationSlug(slug: string | undefined): boolean {
  return slug === openApplicationSlug || findOpening(slug) !== undefined;
}

/** The application form's position list: the openings when the route names one, else the general positions. */
export function positionsFor(opening: Opening | undefined): readonly string[] {
  return opening ? openings.map((item) => item.title) : generalPositions;
}

export interface ApplyCopy {
  eyebrow: string;
  title: string;
  lead: string;
  formTitle: string;
  formIntro: string;
  steps: string[];
}

/** Copy of the application pages (/company/career/apply and /company/career/{opening}). */
export const applyCopy = {
  eyebrow: "Apply",
  title: "Apply to join Scriptoria",
  lead: "Tell us about yourself and attach your resume as a PDF. Our recruitment team reads every application and replies within ten working days.",
  formTitle: "Applicant Details",
  formIntro: "All fields are required. Your resume must be a PDF of at most 5 MB.",
  steps: [
    "We confirm your application by e-mail within one working day.",
    "Shortlisted applicants take a short practical test in their field, at home or at our office.",
    "Two interviews follow: one with the team lead, one with human resources.",
  ],
} satisfies ApplyCopy;
