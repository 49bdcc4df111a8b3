// Invoices printed as a PDF with a text layer (pdf-lib, Helvetica), laid out as suppliers in each
// language do: labels on the left, amounts in a right-hand column, numbers and dates in local form.
import { AFRelationship, degrees, PDFDocument, StandardFonts } from 'pdf-lib';
import { formatIban } from '../../../../src/domain/iban';
import { taxOf, totalsOf, type Language, type SampleInvoice } from './samples';

function groupThousands(whole: string, separator: string): string {
  return whole.replace(/\B(?=(\d{3})+(?!\d))/g, separator);
}

/** 1234.56 as the language prints it (a Swiss supplier in German: 1'234.56). */
export function formatAmount(amount: string, language: Language, swiss = false): string {
  const [whole = '0', cents = '00'] = amount.split('.');
  if (swiss) return `${groupThousands(whole, "'")}.${cents}`;
  if (language === 'en') return `${groupThousands(whole, ',')}.${cents}`;
  return `${groupThousands(whole, language === 'fr' ? ' ' : '.')},${cents}`;
}

const MONTHS_EN = ['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October', 'November', 'December'];
function formatDate(iso: string, language: Language, long = false): string {
  const [y, m, d] = iso.split('-');
  if (language === 'en') return long ? `${MONTHS_EN[Number(m) - 1]} ${Number(d)}, ${y}` : `${d}/${m}/${y}`;
  if (language === 'de') return `${d}.${m}.${y}`;
  if (language === 'pt') return `${d}-${m}-${y}`;
  return `${d}/${m}/${y}`;
}

const spaced = (vatId: string) => `${vatId.slice(0, 2)} ${vatId.slice(2)}`;

interface Words {
  title: [string, string];
  number: string;
  date: string;
  due: string;
  client: string;
  vatId: string;
  item: string;
  net: string;
  vat: string;
  total: string;
}

const WORDS: Record<Language, Words> = {
  fr: { title: ['FACTURE', 'AVOIR'], number: 'N°', date: 'Date :', due: 'Échéance :', client: 'Client :', vatId: 'N° TVA :', item: 'Prestations de services', net: 'Total HT', vat: 'TVA', total: 'Total TTC' },
  de: { title: ['Rechnung', 'Gutschrift'], number: 'Nr.', date: 'Rechnungsdatum:', due: 'Fällig am:', client: 'Kunde:', vatId: 'USt-IdNr.:', item: 'Dienstleistungen', net: 'Nettobetrag', vat: 'MwSt', total: 'Gesamtbetrag' },
  en: { title: ['Invoice', 'Credit note'], number: 'No.', date: 'Invoice date:', due: 'Due date:', client: 'Bill to:', vatId: 'VAT No.:', item: 'Consulting services', net: 'Subtotal', vat: 'VAT', total: 'Total due' },
  pt: { title: ['Fatura', 'Nota de crédito'], number: 'n.º', date: 'Data:', due: 'Vencimento:', client: 'Cliente:', vatId: 'NIF:', item: 'Prestação de serviços', net: 'Total sem IVA', vat: 'IVA', total: 'Total a pagar' },
};

/** The invoice's printed lines: [left text, right-column amount?]. */
export function printedLines(s: SampleInvoice, index = 0): [string, string?][] {
  const w = WORDS[s.language];
  const swiss = s.language === 'de' && s.currency === 'CHF';
  const money = (amount: string) => `${formatAmount(amount, s.language, swiss)} ${s.currency === 'EUR' && index % 2 === 0 ? '€' : s.currency}`;
  const { net, vat, total } = totalsOf(s);
  const vatRows: [string, string?][] = s.taxes.map((line) => [`${w.vat} ${line.rate.replace('.', s.language === 'en' ? '.' : ',')} %   ${formatAmount(line.taxable, s.language, swiss)}`, money(taxOf(line))]);
  return [
    [s.supplier.name],
    ['12, rue de la Gare, L-1611 Luxembourg'],
    [`${w.vatId} ${spaced(s.supplier.vatId)}`],
    [''],
    [`${w.title[s.kind === 'invoice' ? 0 : 1]} ${w.number} ${s.number}`],
    [`${w.date} ${formatDate(s.issueDate, s.language, index % 3 === 1)}`],
    [`${w.due} ${formatDate(s.dueDate, s.language)}`],
    [''],
    [`${w.client} ${s.buyer.name}`],
    [`${w.vatId} ${spaced(s.buyer.vatId)}`],
    [''],
    [`${w.item}`, money(net)],
    [''],
    [w.net, money(net)],
    ...(vatRows.length > 1 ? vatRows : [[`${w.vat} ${s.taxes[0]?.rate} %`, money(vat)] as [string, string]]),
    [w.total, money(total)],
    [''],
    [`IBAN ${formatIban(s.supplier.iban ?? '')}   BIC BCEELULL`],
  ];
}

export interface PdfOptions {
  /** Degrees the page content is turned (a crooked scan); 0 for none. */
  rotate?: number;
  /** Embedded XML (Factur-X): file name and bytes. */
  attachment?: { filename: string; xml: string };
  /** A printed page that says something else than the XML (to show the difference). */
  printed?: [string, string?][];
}

export async function writeTextPdf(s: SampleInvoice, index = 0, options: PdfOptions = {}): Promise<Uint8Array> {
  const doc = await PDFDocument.create();
  const page = doc.addPage([595, 842]);
  const font = await doc.embedFont(StandardFonts.Helvetica);
  const bold = await doc.embedFont(StandardFonts.HelveticaBold);
  let y = 780;
  const angle = options.rotate ?? 0;
  for (const [left, right] of options.printed ?? printedLines(s, index)) {
    const isTitle = /^(FACTURE|AVOIR|Rechnung|Gutschrift|Invoice|Credit note|Fatura|Nota)/.test(left);
    if (left) page.drawText(left, { x: 60, y, size: isTitle ? 16 : 11, font: isTitle ? bold : font, rotate: degrees(angle) });
    if (right) page.drawText(right, { x: 420, y: y + Math.tan((angle * Math.PI) / 180) * 360, size: 11, font, rotate: degrees(angle) });
    y -= isTitle ? 30 : 20;
  }
  if (options.attachment) {
    await doc.attach(new TextEncoder().encode(options.attachment.xml), options.attachment.filename, {
      mimeType: 'text/xml',
      description: 'Factur-X invoice',
      afRelationship: AFRelationship.Alternative,
      creationDate: new Date('2025-01-01T00:00:00Z'),
      modificationDate: new Date('2025-01-01T00:00:00Z'),
    });
  }
  return doc.save();
}
