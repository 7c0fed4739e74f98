/**
 * Well-formed one-page PDFs for the tests, of an exact size: the page tree, a filler stream that
 * pads the file (zeros, or random bytes so that every file differs) and a correct cross-reference
 * table, so that a PDF reader opens them.
 */
import { randomBytes } from "node:crypto";

function assemble(filler: Buffer): Buffer {
  const parts: Buffer[] = [Buffer.from("%PDF-1.4\n%\xe2\xe3\xcf\xd3\n", "latin1")];
  const offsets: number[] = [];
  const length = () => parts.reduce((sum, part) => sum + part.length, 0);
  const object = (body: Buffer | string, stream?: Buffer) => {
    offsets.push(length());
    parts.push(Buffer.from(`${offsets.length} 0 obj\n${body}\n`, "latin1"));
    if (stream) parts.push(Buffer.from("stream\n"), stream, Buffer.from("\nendstream\n"));
    parts.push(Buffer.from("endobj\n"));
  };
  object("<< /Type /Catalog /Pages 2 0 R >>");
  object("<< /Type /Pages /Kids [3 0 R] /Count 1 >>");
  object("<< /Type /Page /Parent 2 0 R /MediaBox [0 0 595 842] >>");
  object(`<< /Length ${filler.length} >>`, filler);
  const xref = length();
  const entries = offsets.map((offset) => `${String(offset).padStart(10, "0")} 00000 n \n`).join("");
  parts.push(
    Buffer.from(
      `xref\n0 ${offsets.length + 1}\n0000000000 65535 f \n${entries}trailer\n<< /Size ${offsets.length + 1} /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`,
    ),
  );
  return Buffer.concat(parts);
}

/** A readable PDF of `size` bytes (at least about 450). */
export function pdfBytes(size = 2048, { random = false } = {}): Buffer {
  let fill = 0;
  // The filler's length is written in the file, so its digits change the total: settle in a few steps.
  for (let step = 0; step < 4; step++) fill = Math.max(0, fill + size - assemble(Buffer.alloc(fill)).length);
  const bytes = assemble(random ? randomBytes(fill) : Buffer.alloc(fill));
  if (bytes.length !== size) throw new Error(`a PDF of ${size} bytes cannot be made (smallest: ${bytes.length})`);
  return bytes;
}

/** A readable PDF of `size` bytes whose filler is random (each one different). */
export function randomPdf(size: number): Buffer {
  return pdfBytes(size, { random: true });
}
