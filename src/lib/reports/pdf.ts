/**
 * A report's executive summary as a PDF, written at build time with pdf-lib and the PDF standard fonts (nothing
 * fetched, nothing embedded from outside): title, type and date, the summary, the key findings and where to
 * ask for more. Same input, same bytes: the dates in the file are the report's own.
 */
import { PDFDocument, StandardFonts, rgb, type PDFFont, type PDFPage } from "pdf-lib";

export interface ReportPdfInput {
  title: string;
  type: string;
  /** ISO date. */
  date: string;
  displayDate: string;
  summary: readonly string[];
  findings: readonly string[];
  brand: string;
  contact: string;
  /** The language of the words, and the headings in it. */
  lang: string;
  words: { executiveSummary: string; keyFindings: string };
}

const A4 = [595.28, 841.89] as const;
const margin = 56;
const ink = rgb(0.059, 0.118, 0.212);
const muted = rgb(0.29, 0.345, 0.455);
const accent = rgb(0.878, 0.604, 0.122);

/** The standard fonts encode WinAnsi only: anything else becomes its closest ASCII, or is dropped. */
function encodable(font: PDFFont, text: string): string {
  const supported = new Set(font.getCharacterSet());
  return [...text.normalize("NFC")]
    .map((char) => {
      if (supported.has(char.codePointAt(0)!)) return char;
      const ascii = char.normalize("NFKD").replace(/[^\x20-\x7e]/g, "");
      return ascii;
    })
    .join("");
}

/** Splits text into lines no wider than `width` at this font and size. */
function wrap(font: PDFFont, size: number, text: string, width: number): string[] {
  const lines: string[] = [];
  let line = "";
  for (const word of text.split(/\s+/).filter(Boolean)) {
    const candidate = line ? `${line} ${word}` : word;
    if (line && font.widthOfTextAtSize(candidate, size) > width) {
      lines.push(line);
      line = word;
    } else {
      line = candidate;
    }
  }
  if (line) lines.push(line);
  return lines;
}

export async function reportPdf(report: ReportPdfInput): Promise<Uint8Array> {
  const pdf = await PDFDocument.create();
  const when = new Date(`${report.date}T00:00:00Z`);
  pdf.setTitle(`${report.title}: ${report.words.executiveSummary.toLowerCase()}`);
  pdf.setAuthor(report.brand);
  pdf.setSubject(report.type);
  pdf.setCreator(report.brand);
  pdf.setProducer(report.brand);
  pdf.setCreationDate(when);
  pdf.setModificationDate(when);
  pdf.setLanguage(report.lang);

  const regular = await pdf.embedFont(StandardFonts.Helvetica);
  const bold = await pdf.embedFont(StandardFonts.HelveticaBold);
  const width = A4[0] - 2 * margin;
  let page: PDFPage;
  let y = 0;

  const newPage = () => {
    page = pdf.addPage([...A4]);
    page.drawRectangle({ x: 0, y: A4[1] - 8, width: A4[0], height: 8, color: accent });
    page.drawText(encodable(bold, report.brand), {
      x: margin,
      y: A4[1] - 40,
      size: 10,
      font: bold,
      color: ink,
    });
    const right = encodable(regular, `${report.type} · ${report.displayDate}`);
    page.drawText(right, {
      x: A4[0] - margin - regular.widthOfTextAtSize(right, 9),
      y: A4[1] - 40,
      size: 9,
      font: regular,
      color: muted,
    });
    y = A4[1] - 80;
  };
  const text = (
    value: string,
    font: PDFFont,
    size: number,
    options: { indent?: number; gap?: number; color?: typeof ink } = {},
  ) => {
    const indent = options.indent ?? 0;
    for (const line of wrap(font, size, encodable(font, value), width - indent)) {
      if (y < margin + size) newPage();
      page.drawText(line, { x: margin + indent, y, size, font, color: options.color ?? ink });
      y -= size * 1.45;
    }
    y -= options.gap ?? 0;
  };

  newPage();
  text(report.words.executiveSummary, bold, 10, { gap: 6, color: muted });
  text(report.title, bold, 24, { gap: 14 });
  for (const paragraph of report.summary) text(paragraph, regular, 11, { gap: 8 });
  y -= 10;
  text(report.words.keyFindings, bold, 14, { gap: 6 });
  for (const finding of report.findings) {
    if (y < margin + 11) newPage();
    page!.drawCircle({ x: margin + 4, y: y + 3.5, size: 2.2, color: accent });
    text(finding, regular, 11, { indent: 16, gap: 6 });
  }
  y -= 14;
  text(report.contact, regular, 9, { color: muted });

  pdf.getPages().forEach((each, index, all) => {
    const label = `${index + 1} / ${all.length}`;
    each.drawText(label, {
      x: A4[0] - margin - regular.widthOfTextAtSize(label, 8),
      y: 32,
      size: 8,
      font: regular,
      color: muted,
    });
  });
  return pdf.save({ useObjectStreams: false });
}
