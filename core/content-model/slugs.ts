/** The sample categories: the pages /company/sample/{slug}, and the values a sample work's `category` may take. */
export const sampleCategorySlugs = [
  "Composition",
  "Artwork",
  "DigitalConversion",
  "XMLTransformation",
  "FlashToHTML5",
] as const;
