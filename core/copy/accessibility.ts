/** The accessibility statement shown at /accessibility. */
import { type LegalPage, legalPages, mailLink, pageLink } from "./legal.ts";
import { site } from "./site.ts";

const { accessibility } = legalPages;
const updated = "24 November 2026";

export const accessibilityStatement = {
  title: accessibility.name,
  path: accessibility.href,
  summary: `How accessible the ${site.name} website is: the standard it aims at (WCAG 2.2 AA), how every page is tested, the limitations we know of, and how to tell us about a barrier.`,
  updated,
  intro: `${site.name} makes publications accessible for a living: we convert journals, books and course material into EPUB 3 and tagged PDF that work with screen readers, and we write the alternative text for their figures. We hold our own website to the same standard. This statement applies to every page of this website; it does not cover the other websites that some of our links lead to.`,
  highlights: [
    "Target: the Web Content Accessibility Guidelines (WCAG) 2.2, level AA",
    "Every page is checked automatically with axe before each release",
    "Every page can be used with a keyboard alone and with a screen reader",
    "Barriers we know of are listed below; tell us about any other and we reply within two working days",
  ],
  sections: [
    {
      heading: "Our standard",
      body: [
        "We aim to conform to the Web Content Accessibility Guidelines (WCAG) 2.2 at level AA, published by the World Wide Web Consortium. In practice this means:",
        {
          list: [
            "every page has one main heading, a logical order of headings and named landmarks, and a link to skip to the content",
            "everything works with a keyboard alone, in a sensible order, with a clearly visible focus indicator",
            "text and controls meet the contrast ratios of level AA, and text can be enlarged to 200% and the window narrowed to 320 pixels without content being lost",
            "every image has a text alternative; images that only decorate are hidden from screen readers",
            "nothing moves, blinks or plays by itself without a way to pause it; with reduced motion set in your system, nothing moves at all",
            "form fields have visible labels; an error is named beside its field and tied to it for screen readers, and the first field in error receives focus",
            "the content and links of every page are there before its scripts load, and without them",
          ],
        },
      ],
    },
    {
      heading: "How we test",
      body: [
        "Accessibility is part of how the website is built, not a check at the end. Before any change is published:",
        {
          list: [
            "an automated test opens every page of the website in a real browser and runs the axe accessibility engine against the WCAG 2.0, 2.1 and 2.2 A and AA rules; a single serious or critical finding stops the release",
            "the same tests check that each page has one main heading, that every image has a text alternative, and that the menus, forms, carousels and dialogues work with the keyboard",
            "the main types of page are audited with Lighthouse, where we expect the full accessibility score of 100",
          ],
        },
        "Automated tools find only part of what matters, so members of our accessibility team, who audit publishers' e-books and PDFs every day, also check new and changed pages by hand: with the keyboard alone; with the screen readers NVDA (with Firefox and Chrome on Windows), VoiceOver (with Safari on macOS and iOS) and TalkBack (with Chrome on Android); at 200% and 400% zoom; and with reduced motion switched on.",
      ],
    },
    {
      heading: "Known limitations",
      body: [
        "As far as we know, the website meets WCAG 2.2 level AA, with these exceptions and limitations:",
        {
          list: [
            "The three walkthrough videos on the home page are silent screen recordings. They have no captions, because there is no speech or sound to caption; instead, each has a text description of what it shows, which screen readers read out and which is also available to anyone who prefers reading to watching.",
            "The pictures of our sample work (typeset pages, artwork, conversions) have descriptive text alternatives. For complex figures, such as charts, multi-column pages and equations, the alternative summarises what the figure shows rather than transcribing every detail. On request we send the accessible source, such as tagged PDF, EPUB 3 or MathML, for any sample.",
            "The Code of Ethics is a tagged PDF with headings, lists, bookmarks and links. If it does not work with your assistive technology, we will send its text in another format.",
            "Links to our social media profiles, to office locations on Google Maps and to the live sites of some of our products lead to websites that we do not control, and this statement does not cover them.",
          ],
        },
      ],
    },
    {
      heading: "Tell us about a barrier",
      body: [
        [
          "If something on this website is hard or impossible for you to use, or you need any of its content in another format, please tell us. Write to ",
          mailLink(site.email),
          ` with the address of the page and what went wrong, or call us on the numbers in our `,
          pageLink("imprint"),
          ".",
        ],
        "We acknowledge every report within two working days. We then either fix the problem or give you the information you were looking for in a form that works for you; for a problem we cannot fix at once, we tell you what we will do and by when, usually within ten working days.",
        "If you are not satisfied with our answer, write to the management of the company at the same address, and we will review it at that level.",
      ],
    },
    {
      heading: "About this statement",
      body: [
        `This statement was prepared on ${updated}, based on a self-assessment by our accessibility team using the automated and manual tests described above. We review it whenever the website changes significantly, and at least once a year.`,
      ],
    },
  ],
} satisfies LegalPage;
