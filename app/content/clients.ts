/**
 * Client logos for the home page strip "Trusted by greatest companies". The publishers are
 * fictional; their wordmarks are drawn by `npm run media -- clients` (scripts/media/tasks/clients.ts).
 */

export interface Client {
  /** Publisher's name, also the logo's text alternative. */
  name: string;
  /** File name of the logo without extension. */
  slug: string;
  /** Public path of the SVG logo (viewBox 160x48, monochrome). */
  logo: string;
}

export const clients = [
  {
    name: "Halden University Press",
    slug: "halden-university-press",
    logo: "/media/clients/halden-university-press.svg",
  },
  {
    name: "Northmoor Society of Chemistry",
    slug: "northmoor-society-of-chemistry",
    logo: "/media/clients/northmoor-society-of-chemistry.svg",
  },
  { name: "Calloway & Reade", slug: "calloway-reade", logo: "/media/clients/calloway-reade.svg" },
  {
    name: "Brackenfield Medical Press",
    slug: "brackenfield-medical-press",
    logo: "/media/clients/brackenfield-medical-press.svg",
  },
  {
    name: "Society for Coastal Ecology",
    slug: "society-for-coastal-ecology",
    logo: "/media/clients/society-for-coastal-ecology.svg",
  },
  {
    name: "Pellham Mathematical Society",
    slug: "pellham-mathematical-society",
    logo: "/media/clients/pellham-mathematical-society.svg",
  },
  {
    name: "Eastmere Institution of Engineers",
    slug: "eastmere-institution-of-engineers",
    logo: "/media/clients/eastmere-institution-of-engineers.svg",
  },
  {
    name: "Tarrow University Press",
    slug: "tarrow-university-press",
    logo: "/media/clients/tarrow-university-press.svg",
  },
  { name: "Orrin & Vale", slug: "orrin-vale", logo: "/media/clients/orrin-vale.svg" },
  { name: "Greywell Journals", slug: "greywell-journals", logo: "/media/clients/greywell-journals.svg" },
  { name: "Quillon Academic", slug: "quillon-academic", logo: "/media/clients/quillon-academic.svg" },
  {
    name: "Ledgerwood Legal Publishing",
    slug: "ledgerwood-legal-publishing",
    logo: "/media/clients/ledgerwood-legal-publishing.svg",
  },
  { name: "Fernleigh Education", slug: "fernleigh-education", logo: "/media/clients/fernleigh-education.svg" },
  { name: "Saltmarsh Books", slug: "saltmarsh-books", logo: "/media/clients/saltmarsh-books.svg" },
  {
    name: "St Ambrose College Press",
    slug: "st-ambrose-college-press",
    logo: "/media/clients/st-ambrose-college-press.svg",
  },
  {
    name: "Cairnfield Institute of Economics",
    slug: "cairnfield-institute-of-economics",
    logo: "/media/clients/cairnfield-institute-of-economics.svg",
  },
  {
    name: "Whitlock Historical Association",
    slug: "whitlock-historical-association",
    logo: "/media/clients/whitlock-historical-association.svg",
  },
  {
    name: "Ravenscar Science Publishing",
    slug: "ravenscar-science-publishing",
    logo: "/media/clients/ravenscar-science-publishing.svg",
  },
  {
    name: "Thistledown Schoolbooks",
    slug: "thistledown-schoolbooks",
    logo: "/media/clients/thistledown-schoolbooks.svg",
  },
] as const satisfies readonly Client[];
