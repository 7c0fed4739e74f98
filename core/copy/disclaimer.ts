/** The legal disclaimer shown at /disclaimer. */
import { type LegalPage, legalPages, mailLink } from "./legal.ts";
import { site } from "./site.ts";

export const disclaimer = {
  title: legalPages.disclaimer.name,
  path: legalPages.disclaimer.href,
  summary:
    "Terms on which the information on this website is provided: general information only, no warranties, no liability, external links and availability.",
  updated: "1 April 2024",
  intro: `This disclaimer applies to the website of ${site.legalName} ("${site.name}", "we", "us") and to every page, document and download published on it. By using the website you accept it in full; if you do not accept it, please do not use the website.`,
  sections: [
    {
      heading: "General information only",
      body: [
        `The information on this website is provided by ${site.name} for general information purposes only. It describes our services, products and company and does not constitute professional, legal, technical or commercial advice, nor an offer capable of acceptance. Descriptions of services, turnaround times, standards and product features are summaries; the terms of any engagement are those of the written agreement or statement of work between you and ${site.name}.`,
        "While we endeavour to keep the information up to date and correct, content may change without notice and may not reflect the most recent developments.",
      ],
    },
    {
      heading: "No warranties",
      body: [
        "We make no representations or warranties of any kind, express or implied, about the completeness, accuracy, reliability, suitability or availability of the website or of the information, products, services or related graphics it contains, for any purpose. Any reliance you place on such information is strictly at your own risk.",
      ],
    },
    {
      heading: "Limitation of liability",
      body: [
        "In no event will we be liable for any loss or damage, including without limitation indirect or consequential loss or damage, or any loss or damage whatsoever arising from loss of data or profits, arising out of or in connection with the use of this website.",
        "Nothing in this disclaimer excludes or limits liability that cannot be excluded or limited under applicable law.",
      ],
    },
    {
      heading: "Links to other websites",
      body: [
        `Through this website you are able to link to other websites that are not under the control of ${site.name}, including our social media profiles and hosted product sites operated by third parties. We have no control over the nature, content and availability of those sites. The inclusion of any link does not necessarily imply a recommendation or endorse the views expressed within them.`,
      ],
    },
    {
      heading: "Availability of the website",
      body: [
        "Every effort is made to keep the website up and running smoothly. However, we take no responsibility for, and will not be liable for, the website being temporarily unavailable due to technical issues beyond our control, scheduled maintenance or circumstances outside our reasonable control.",
      ],
    },
    {
      heading: "Samples, names and trademarks",
      body: [
        "Sample pages, artwork and case descriptions are shown to illustrate our work and are reproduced with permission or prepared for demonstration. Product names such as VEDAS, EditLaTeX, Xpert Review, Xpert Xpress, Xpert Proof and Xpert Track are trademarks of Scriptoria. Other names may be trademarks of their respective owners.",
      ],
    },
    {
      heading: "Contact",
      body: [
        [
          "Questions about this disclaimer can be sent to ",
          mailLink(site.email),
          ". We aim to reply within two working days.",
        ],
      ],
    },
  ],
} satisfies LegalPage;
