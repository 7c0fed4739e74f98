/** The one place that names the company: brand, contact details, social profiles. */
export interface Phone {
  label: string;
  /** As displayed. */
  display: string;
  /** E.164, for tel: links. */
  tel: string;
}

export interface SocialLink {
  network: "LinkedIn" | "X" | "YouTube";
  href: string;
}

export interface SiteConfig {
  name: string;
  legalName: string;
  foundedYear: number;
  tagline: string;
  description: string;
  email: string;
  careersEmail: string;
  phones: Phone[];
  social: SocialLink[];
  codeOfEthicsPdf: string;
}

export const site = {
  name: "Scriptoria",
  legalName: "Scriptoria Content Technologies Pvt. Ltd.",
  foundedYear: 2002,
  tagline: "Publishing services and content technology since 2002",
  description:
    "Scriptoria supports scholarly, STM, education, trade and legal publishers with editorial, production and digital services and the platforms that run them: peer review, copyediting, typesetting, accessibility and e-books.",
  email: "info@scriptoria.example",
  careersEmail: "careers@scriptoria.example",
  phones: [
    { label: "India", display: "+91 44 4000 2002", tel: "+914440002002" },
    { label: "USA", display: "+1 617 555 0142", tel: "+16175550142" },
    { label: "Germany", display: "+49 69 5000 2020", tel: "+496950002020" },
  ],
  social: [
    { network: "LinkedIn", href: "https://www.linkedin.com/company/scriptoria-example" },
    { network: "X", href: "https://x.com/scriptoria_example" },
    { network: "YouTube", href: "https://www.youtube.com/@scriptoria-example" },
  ],
  codeOfEthicsPdf: "/documents/scriptoria-code-of-ethics.pdf",
} satisfies SiteConfig;

/** Canonical origin for canonical links, Open Graph and the sitemap (set SITE_URL at build time). */
export const siteUrl: string = import.meta.env?.VITE_SITE_URL ?? "https://www.scriptoria.example";
