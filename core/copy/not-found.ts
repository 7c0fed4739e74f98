/** The not-found page's words: where the visitor can go on (app/not-found/not-found.tsx). */
export const notFoundCopy = {
  lead: "The address may be mistyped, or the page may have moved. These are good places to continue:",
  destinations: [
    { name: "Content services", href: "/all/content", section: "content" },
    { name: "Publishing platforms", href: "/all/products", section: "products" },
    { name: "Digital services", href: "/all/digital", section: "digital" },
    { name: "Technology", href: "/technology", desc: "AI, machine learning and automation in our workflows." },
  ],
  home: { name: "Back to the home page", href: "/" },
  contact: "Contact us",
} as const;
