/**
 * Whether a stored upload is a PDF that a reader can open: parsed with Mozilla's pdf.js (the
 * serverless build that unpdf ships), it must have a page. A file that merely starts with
 * `%PDF-` is not enough.
 */
import { readFile } from "node:fs/promises";
import { getResolvedPDFJS } from "unpdf";

export async function isReadablePdf(path: string): Promise<boolean> {
  const { getDocument } = await getResolvedPDFJS();
  const task = getDocument({
    data: new Uint8Array(await readFile(path)),
    stopAtErrors: true,
    verbosity: 0,
  });
  try {
    const document = await task.promise;
    if (document.numPages < 1) return false;
    await document.getPage(1);
    return true;
  } catch {
    return false;
  } finally {
    await task.destroy();
  }
}
