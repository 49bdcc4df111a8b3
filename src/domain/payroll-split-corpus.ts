// Generated payroll exports for tests and the benchmark (issue #45): the lines of each page of a
// company's monthly payroll, in French, German, English or Portuguese layouts, with the page's
// true employee beside it. Deterministic for a seed. Pure: tests read the lines as page text,
// payroll-pdf.ts writes them into a PDF.
import { foldAccents } from './employees';

export type CorpusLanguage = 'fr' | 'de' | 'en' | 'pt';
export type CorpusEmployee = { id: string; companyId: string; code: string; firstName: string; lastName: string; matricule?: string };
/** `employeeId`: whom the page is for, or null when nobody should get it (cover, summary, other company). */
export type CorpusPage = { lines: string[]; employeeId: string | null; note: 'slip' | 'cover' | 'summary' | 'other-company' | 'conflict' | 'homonym-without-code' };

const LAYOUT = {
  fr: { title: 'Bulletin de salaire', period: 'Période', who: 'Salarié', code: 'N° salarié', ssn: 'Matricule', base: 'Salaire de base', net: 'Net à payer', cover: 'Journal de paie', summary: 'Récapitulatif' },
  de: { title: 'Lohnabrechnung', period: 'Periode', who: 'Mitarbeiter', code: 'Personalnummer', ssn: 'Sozialversicherungsnummer', base: 'Grundlohn', net: 'Auszahlung', cover: 'Lohnjournal', summary: 'Zusammenfassung' },
  en: { title: 'Payslip', period: 'Pay period', who: 'Employee', code: 'Employee no.', ssn: 'Social security no.', base: 'Basic salary', net: 'Net pay', cover: 'Payroll register', summary: 'Summary' },
  pt: { title: 'Recibo de vencimento', period: 'Período', who: 'Colaborador', code: 'Nº colaborador', ssn: 'N.º segurança social', base: 'Vencimento base', net: 'Líquido a receber', cover: 'Mapa de salários', summary: 'Resumo' },
} as const;

const MONTH_NAMES: Record<CorpusLanguage, readonly string[]> = {
  fr: ['janvier', 'février', 'mars', 'avril', 'mai', 'juin', 'juillet', 'août', 'septembre', 'octobre', 'novembre', 'décembre'],
  de: ['Januar', 'Februar', 'März', 'April', 'Mai', 'Juni', 'Juli', 'August', 'September', 'Oktober', 'November', 'Dezember'],
  en: ['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October', 'November', 'December'],
  pt: ['janeiro', 'fevereiro', 'março', 'abril', 'maio', 'junho', 'julho', 'agosto', 'setembro', 'outubro', 'novembro', 'dezembro'],
};

/** A small seeded generator (mulberry32): the same corpus on every run. */
export function seededRandom(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** "WEBER Marie", "Marie Weber", "Weber, Marie", and German transliterations of umlauts ("Mueller"). */
export function writtenName(e: CorpusEmployee, form: number): string {
  const transliterate = (s: string) => s.replace(/ü/g, 'ue').replace(/ö/g, 'oe').replace(/ä/g, 'ae').replace(/Ü/g, 'Ue').replace(/Ö/g, 'Oe').replace(/Ä/g, 'Ae');
  const forms = [
    `${e.lastName.toUpperCase()} ${e.firstName}`,
    `${e.firstName} ${e.lastName}`,
    `${e.lastName}, ${e.firstName}`,
    `${transliterate(e.lastName)} ${transliterate(e.firstName)}`,
    `${foldAccents(e.firstName)} ${foldAccents(e.lastName).toUpperCase()}`,
  ];
  return forms[form % forms.length] as string;
}

export function periodText(language: CorpusLanguage, year: number, month: number, named: boolean): string {
  return named ? `${MONTH_NAMES[language][month - 1]} ${year}` : `${String(month).padStart(2, '0')}/${year}`;
}

export type SlipOptions = { language: CorpusLanguage; year: number; month: number; companyName: string; form: number; pageCount: number; withCode: boolean; withMatricule: boolean; namedMonth: boolean; code?: string };

/** The pages of one employee's slip; every page repeats the header, as payroll software prints it. */
export function slipPages(e: CorpusEmployee, o: SlipOptions, random: () => number): string[][] {
  const l = LAYOUT[o.language];
  return Array.from({ length: o.pageCount }, (_, page) => [
    `${l.title} ${page + 1}/${o.pageCount}`,
    o.companyName,
    'L-1234 Luxembourg',
    `${l.period}: ${periodText(o.language, o.year, o.month, o.namedMonth)}`,
    `${l.who}: ${writtenName(e, o.form)}`,
    ...(o.withCode ? [`${l.code}: ${(o.code ?? e.code).padStart(page === 0 ? 1 : 4, '0')}`] : []),
    ...(o.withMatricule && e.matricule ? [`${l.ssn}: ${e.matricule.replace(/^(\d{4})(\d{4})(\d{3})(\d{2})$/, '$1 $2 $3 $4')}`] : []),
    `${l.base} ${(2000 + Math.floor(random() * 3000)).toLocaleString('fr-LU')},00`,
    `${l.net} ${(1500 + Math.floor(random() * 2500)).toLocaleString('fr-LU')},${String(Math.floor(random() * 100)).padStart(2, '0')}`,
  ]);
}

export function coverPage(language: CorpusLanguage, companyName: string, year: number, month: number): string[] {
  const l = LAYOUT[language];
  return [l.cover, companyName, `${l.period}: ${periodText(language, year, month, false)}`];
}

export function summaryPage(language: CorpusLanguage, employees: readonly CorpusEmployee[]): string[] {
  const l = LAYOUT[language];
  return [l.summary, ...employees.map((e) => `${writtenName(e, 0)} ${l.net} 2 345,00`)];
}

export type Corpus = { language: CorpusLanguage; pages: CorpusPage[] };

/**
 * A company's monthly payroll: a cover page, one slip of 1–3 pages for each employee in turn
 * (name forms, codes padded or not, matricules on some), a summary naming two employees, a slip of
 * another company's employee slipped in, and one page whose code belongs to someone else.
 */
export function payrollCorpus(options: {
  seed: number;
  language: CorpusLanguage;
  employees: readonly CorpusEmployee[];
  foreign: CorpusEmployee;
  companyName: string;
  year: number;
  month: number;
  maxPages?: number;
}): Corpus {
  const random = seededRandom(options.seed);
  const { language, year, month, companyName } = options;
  const pages: CorpusPage[] = [{ lines: coverPage(language, companyName, year, month), employeeId: null, note: 'cover' }];
  const slip = (e: CorpusEmployee, overrides: Partial<SlipOptions> = {}) =>
    slipPages(
      e,
      {
        language,
        year,
        month,
        companyName,
        form: Math.floor(random() * 5),
        pageCount: 1 + Math.floor(random() * (options.maxPages ?? 3)),
        withCode: true,
        withMatricule: random() < 0.5,
        namedMonth: random() < 0.5,
        ...overrides,
      },
      random,
    );
  options.employees.forEach((e, i) => {
    for (const lines of slip(e)) pages.push({ lines, employeeId: e.id, note: 'slip' });
    if (i === 2) for (const lines of slip(options.foreign, { pageCount: 1 })) pages.push({ lines, employeeId: null, note: 'other-company' });
  });
  // Two employees of different names: the last one's code on the first one's slip.
  const first = options.employees[0];
  const last = options.employees.at(-1);
  if (first && last) {
    pages.push({ lines: slip(first, { pageCount: 1, code: last.code, withMatricule: false })[0] ?? [], employeeId: null, note: 'conflict' });
    pages.push({ lines: summaryPage(language, [first, last]), employeeId: null, note: 'summary' });
  }
  return { language, pages };
}
