/**
 * What a visitor sees after sending a form without JavaScript (the browser's own post): a
 * confirmation page when it was accepted, a refusal page when it was not. With JavaScript the
 * forms answer with a toast instead and these pages are not used.
 */
import { applyCopy, openApplicationSlug } from "./careers.ts";
import { site } from "./site.ts";

export type FormKind = "contact" | "career";

export interface FormSentPage {
  /** Where the endpoint sends the browser (303) once the submission is stored. */
  path: string;
  title: string;
  description: string;
  eyebrow: string;
  heading: string;
  lead: string;
  /** What happens next, in order. */
  steps: readonly string[];
  links: readonly { label: string; href: string }[];
  /** Beside the steps: whom to ask in the meantime. */
  help: { heading: string; text: string; email: string };
}

export interface FormRefusedPage {
  /** The prerendered page the server fills in with the reason (not served at its own address). */
  path: string;
  title: string;
  eyebrow: string;
  heading: string;
  /** The form to go back to when the page the visitor came from is not known. */
  formPath: string;
  backLabel: string;
}

export const formSentPages = {
  contact: {
    path: "/company/contactus/sent",
    title: "Message sent",
    description: "Your message has reached Scriptoria. A production manager replies within one working day.",
    eyebrow: "Message sent",
    heading: "Thank you, your message has reached us",
    lead: "A production manager, not a call centre, reads it and answers within one working day, Monday to Friday.",
    steps: [
      "Your message is stored and forwarded to the team that handles your kind of request.",
      "A production manager replies by e-mail, or calls the number you gave when a conversation is quicker.",
      "For a quote we may ask for a sample of your content; samples are handled under confidentiality.",
    ],
    links: [
      { label: "Back to the home page", href: "/" },
      { label: "Explore our services", href: "/all/content" },
    ],
    help: {
      heading: "Something to add?",
      text: "Reply to our answer when it comes, or write to us now and mention the name you used in the form.",
      email: site.email,
    },
  },
  career: {
    path: "/company/career/sent",
    title: "Application sent",
    description: "Your application has reached Scriptoria's recruitment team.",
    eyebrow: "Application sent",
    heading: "Thank you for applying",
    lead: "Our recruitment team reads every application in full, and every applicant hears from us.",
    steps: applyCopy.steps,
    links: [
      { label: "See the current openings", href: "/company/career" },
      { label: "About Scriptoria", href: "/company/Aboutus" },
    ],
    help: {
      heading: "Questions about your application?",
      text: "Write to our recruitment team and mention the position you applied for.",
      email: site.careersEmail,
    },
  },
} as const satisfies Record<FormKind, FormSentPage>;

export const formRefusedPages = {
  contact: {
    path: "/form-refused/contact",
    title: "Message not sent",
    eyebrow: "Message not sent",
    heading: "Your message could not be sent",
    formPath: "/company/contactus",
    backLabel: "Back to the contact form",
  },
  career: {
    path: "/form-refused/career",
    title: "Application not sent",
    eyebrow: "Application not sent",
    heading: "Your application could not be sent",
    formPath: `/company/career/${openApplicationSlug}`,
    backLabel: "Back to the application form",
  },
} as const satisfies Record<FormKind, FormRefusedPage>;

/** Words the server replaces in a refusal page: the reason and the address of the form. */
export const refusalTokens = { reason: "%FORM_REFUSAL_REASON%", back: "%FORM_REFUSAL_BACK%" } as const;

/** What the refusal page says besides the reason. */
export const refusalAdvice = {
  /** The accessible name of the section that gives the reason. */
  label: "Reason",
  back: "Your browser's Back button returns to the form with what you typed, so that you can correct it and send it again.",
  otherHeading: "Write or call us instead",
  other: "If the form still does not go through, we take the same request by e-mail or phone.",
} as const;

/** Pages prerendered as templates for the server, never listed or served at their own address. */
export function isTemplatePage(path: string): boolean {
  return path === "/404" || path.startsWith("/form-refused/");
}
