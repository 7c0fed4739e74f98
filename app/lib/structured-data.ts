/**
 * Structured data (schema.org JSON-LD) for search engines and job boards, built from the content
 * modules so that nothing is written twice. Each builder returns one typed object; `pageMeta`
 * (app/lib/seo.ts) adds them to the page as `<script type="application/ld+json">`, which React
 * Router escapes.
 */
import type {
  BreadcrumbList,
  JobPosting,
  NewsArticle,
  Organization,
  PostalAddress,
  Service,
  SoftwareApplication,
  Thing,
  WebSite,
  WithContext,
} from "schema-dts";
import { categories } from "../../core/copy/categories.ts";
import { brandMedia } from "../../core/copy/media/brand.ts";
import { sectionLinks, sections, topMenu } from "../../core/copy/menu.ts";
import { testingSlugs } from "../../core/copy/service-types.ts";
import { site, siteUrl } from "../../core/copy/site.ts";

/** One JSON-LD document. */
export type StructuredData = WithContext<Thing>;

/** An absolute URL on this site for a path. */
export function absoluteUrl(path: string): string {
  return `${siteUrl}${path === "/" ? "" : path}`;
}

const organizationId = `${siteUrl}/#organization`;
const logoUrl = absoluteUrl("/media/brand/icon-512.png");

/** The company as publisher, employer and provider: a reference to the home page's Organization. */
const organizationRef = { "@type": "Organization", "@id": organizationId, name: site.name } as const;

/** The offices as postal addresses. */
function officeAddresses(): PostalAddress[] {
  return site.offices.map((office) => ({
    "@type": "PostalAddress",
    name: `${site.name} ${office.country}`,
    streetAddress: office.address.street,
    addressLocality: office.address.locality,
    addressRegion: office.address.region,
    postalCode: office.address.postalCode,
    addressCountry: office.address.countryCode,
  }));
}

/**
 * The company as search engines know it: who it is on the home page; with its offices and its
 * ways to reach it (`contacts`) on the contact page, where visitors read them. The home page's
 * HTML carries its data twice (tags and route data) within a tight budget.
 */
export function organization({ contacts = false } = {}): WithContext<Organization> {
  const identity = {
    "@context": "https://schema.org",
    "@type": "Organization",
    "@id": organizationId,
    name: site.name,
    legalName: site.legalName,
    url: absoluteUrl("/"),
    logo: logoUrl,
    sameAs: site.social.map((social) => social.href),
  } as const;
  if (!contacts) return identity;
  return {
    ...identity,
    image: absoluteUrl(brandMedia.ogDefault.src),
    description: site.description,
    foundingDate: String(site.foundedYear),
    email: site.email,
    address: officeAddresses(),
    contactPoint: [
      { "@type": "ContactPoint", contactType: "sales", email: site.email, telephone: site.phones[0]?.tel },
      { "@type": "ContactPoint", contactType: "recruitment", email: site.careersEmail },
      ...site.phones.map(
        (phone) =>
          ({
            "@type": "ContactPoint",
            contactType: "customer support",
            telephone: phone.tel,
            areaServed: phone.label,
          }) as const,
      ),
    ],
  };
}

/** The site itself (home page). */
export function website(): WithContext<WebSite> {
  return {
    "@context": "https://schema.org",
    "@type": "WebSite",
    "@id": `${siteUrl}/#website`,
    name: site.name,
    url: absoluteUrl("/"),
    description: site.tagline,
    inLanguage: "en",
    publisher: organizationRef,
  };
}

/** A step of a breadcrumb trail. */
export interface Crumb {
  name: string;
  path: string;
}

/** The name the menus give a page, for a parent step of a trail. */
function menuName(href: string): string | undefined {
  const top = topMenu.find((item) => item.kind === "link" && item.href === href);
  if (top?.kind === "link") return top.name;
  for (const id of Object.keys(sections) as (keyof typeof sections)[]) {
    const link = sectionLinks(id).find((item) => item.href === href);
    if (link) return link.name;
  }
  return undefined;
}

/** The listing page that holds a page, if the site has one. */
function parentOf(path: string): Crumb | undefined {
  const [, first = "", second = ""] = path.split("/");
  const category = categories.find((item) => item.slug === (first === "products" ? "products" : first));
  if (category && second) return { name: category.title, path: `/all/${category.slug}` };
  if (first === "company" && second === "Newsdetail") return crumbFor("/company/News");
  if (first === "company" && second === "career" && path.split("/").length > 3) return crumbFor("/company/career");
  if ((testingSlugs as readonly string[]).includes(first)) return crumbFor("/technology");
  return undefined;
}

function crumbFor(path: string): Crumb | undefined {
  const name = menuName(path);
  return name ? { name, path } : undefined;
}

/** Home, the listing that holds the page (if any), and the page itself. */
export function breadcrumbTrail(path: string, title: string): Crumb[] {
  const parent = parentOf(path);
  return [{ name: "Home", path: "/" }, ...(parent ? [parent] : []), { name: title, path }];
}

/** The trail as a BreadcrumbList. */
export function breadcrumbList(trail: readonly Crumb[]): WithContext<BreadcrumbList> {
  return {
    "@context": "https://schema.org",
    "@type": "BreadcrumbList",
    itemListElement: trail.map((crumb, index) => ({
      "@type": "ListItem",
      position: index + 1,
      name: crumb.name,
      item: absoluteUrl(crumb.path),
    })),
  };
}

/** What a job posting needs from an opening. */
export interface JobPostingInput {
  title: string;
  description: string;
  datePosted: string;
  validThrough: string;
  /** Experience range in years, e.g. "8-13 years". */
  experience: string;
  path: string;
  /** Country of the office, as in the site's offices. */
  country: string;
}

/** An opening for job boards: full time, at an office; the salary is not disclosed, so left out. */
export function jobPosting(input: JobPostingInput): WithContext<JobPosting> {
  const office = site.offices.find((item) => item.country === input.country);
  const [minYears = "0"] = input.experience.match(/\d+/) ?? [];
  return {
    "@context": "https://schema.org",
    "@type": "JobPosting",
    title: input.title,
    description: input.description,
    datePosted: input.datePosted,
    validThrough: input.validThrough,
    employmentType: "FULL_TIME",
    url: absoluteUrl(input.path),
    hiringOrganization: { ...organizationRef, sameAs: absoluteUrl("/"), logo: logoUrl },
    jobLocation: office
      ? {
          "@type": "Place",
          address: {
            "@type": "PostalAddress",
            streetAddress: office.address.street,
            addressLocality: office.address.locality,
            addressRegion: office.address.region,
            postalCode: office.address.postalCode,
            addressCountry: office.address.countryCode,
          },
        }
      : undefined,
    experienceRequirements: {
      "@type": "OccupationalExperienceRequirements",
      monthsOfExperience: Number(minYears) * 12,
      description: `${input.experience} of experience`,
    },
  };
}

/** What a news article needs from a story. */
export interface NewsArticleInput {
  headline: string;
  description: string;
  isoDate: string;
  /** Absolute path of the story's image. */
  image: string;
  path: string;
}

/** A news story, published by the company. */
export function newsArticle(input: NewsArticleInput): WithContext<NewsArticle> {
  return {
    "@context": "https://schema.org",
    "@type": "NewsArticle",
    headline: input.headline,
    description: input.description,
    image: [absoluteUrl(input.image)],
    datePublished: input.isoDate,
    mainEntityOfPage: absoluteUrl(input.path),
    author: organizationRef,
    publisher: { ...organizationRef, logo: { "@type": "ImageObject", url: logoUrl } },
  };
}

/** What a software application needs from a product. */
export interface SoftwareApplicationInput {
  name: string;
  description: string;
  path: string;
  /** Absolute path of the product's picture. */
  image: string;
  category: string;
  /** The live site, where the product has one. */
  liveSite?: string;
}

/** A product platform, offered by the company on request (no public price). */
export function softwareApplication(input: SoftwareApplicationInput): WithContext<SoftwareApplication> {
  return {
    "@context": "https://schema.org",
    "@type": "SoftwareApplication",
    name: input.name,
    description: input.description,
    url: absoluteUrl(input.path),
    image: absoluteUrl(input.image),
    applicationCategory: "BusinessApplication",
    applicationSubCategory: input.category,
    operatingSystem: "Web browser",
    ...(input.liveSite ? { sameAs: input.liveSite } : {}),
    provider: organizationRef,
  };
}

/** What a service needs from a service page. */
export interface ServiceInput {
  name: string;
  description: string;
  path: string;
  category: string;
  /** Sectors served. */
  audience?: readonly string[];
}

/** A service the company offers (content, digital, technology and testing pages). */
export function service(input: ServiceInput): WithContext<Service> {
  return {
    "@context": "https://schema.org",
    "@type": "Service",
    name: input.name,
    description: input.description,
    url: absoluteUrl(input.path),
    serviceType: input.category,
    provider: organizationRef,
    areaServed: "Worldwide",
    ...(input.audience?.length
      ? { audience: input.audience.map((name) => ({ "@type": "BusinessAudience", name }) as const) }
      : {}),
  };
}
