import { describe, expect, it } from 'vitest';
import { makePdf } from './pdf';

function checkXref(pdf: Uint8Array) {
  const text = Buffer.from(pdf).toString('latin1');
  const startxref = Number(/startxref\n(\d+)\n%%EOF\n$/.exec(text)![1]);
  expect(text.slice(startxref, startxref + 4)).toBe('xref');
  const entries = [...text.slice(startxref).matchAll(/^(\d{10}) 00000 n $/gm)].map((m) => Number(m[1]));
  entries.forEach((offset, i) => expect(text.slice(offset, offset + `${i + 1} 0 obj`.length)).toBe(`${i + 1} 0 obj`));
  return { text, objects: entries.length };
}

describe('makePdf', () => {
  it('writes a PDF whose cross-reference table points at each object', () => {
    const { text, objects } = checkXref(makePdf(['Salary slip Élodie Faber (November 2025)']));
    expect(text.startsWith('%PDF-1.4\n')).toBe(true);
    expect(objects).toBe(5);
    expect(text).toContain('(Salary slip Elodie Faber \\(November 2025\\)) Tj');
  });

  it('writes further pages, each with its own text', () => {
    const { text, objects } = checkXref(makePdf(['Salary slip, page one'], { morePages: [['Details, page two']] }));
    expect(objects).toBe(7);
    expect(text).toContain('/Kids [3 0 R 6 0 R] /Count 2');
    expect(text).toContain('(Details, page two) Tj');
  });

  it('pads to the requested size and stays valid', () => {
    const pdf = makePdf(['Big'], { minBytes: 150 * 1024 });
    expect(pdf.byteLength).toBeGreaterThanOrEqual(150 * 1024);
    expect(pdf.byteLength).toBeLessThan(150 * 1024 + 200);
    expect(checkXref(pdf).objects).toBe(6);
  });
});
