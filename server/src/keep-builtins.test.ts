// The API runs on Node's own builtins: nothing it loads may swap them for slower copies (pdf.js's
// legacy build did: every request's array pushes and JSON went through core-js, about 10 % of a
// signed-in read's CPU). Each check failed before its part: the first with pdf.js imported by the
// accounting reader at load, the second without withBuiltinsKept.
import { expect, it } from 'vitest';
import { replacedBuiltins, snapshotBuiltins, withBuiltinsKept } from './keep-builtins';

it("loading the API and its job workers replaces none of Node's builtins", async () => {
  const before = snapshotBuiltins();
  await import('./app');
  await import('./http-server');
  await import('./services');
  await import('./accounting-reading/reading-job');
  expect(replacedBuiltins(before)).toEqual([]);
});

it("reading a PDF (pdf.js's legacy build, core-js inside) keeps Node's builtins and still reads it", async () => {
  const before = snapshotBuiltins();
  const { readPdf } = await import('./accounting-reading/pdf');
  const { writeTextPdf } = await import('./accounting-reading/testing/text-pdf');
  const { sampleInvoices } = await import('./accounting-reading/testing/samples');
  const content = await readPdf(await writeTextPdf(sampleInvoices(1)[0]!));
  expect(content.pages[0]!.length).toBeGreaterThan(3);
  expect(replacedBuiltins(before)).toEqual([]);
  // What pdf.js added for itself (Node 20 lacks it) stays.
  expect(typeof (Promise as unknown as { withResolvers?: unknown }).withResolvers).toBe('function');
});

it('puts back what a module replaced, keeps what it added', async () => {
  const push = Array.prototype.push;
  const added = Symbol('added');
  await withBuiltinsKept(async () => {
    Array.prototype.push = function replaced(this: unknown[], ...items: unknown[]) {
      return push.apply(this, items);
    };
    (Array.prototype as unknown as Record<symbol, unknown>)[added] = () => 1;
  });
  expect(Array.prototype.push).toBe(push);
  expect(typeof (Array.prototype as unknown as Record<symbol, unknown>)[added]).toBe('function');
  delete (Array.prototype as unknown as Record<symbol, unknown>)[added];
});

it("a library's helpers on the global object (tslib's, set again by each copy loaded) are not Node's builtins", () => {
  const global = globalThis as unknown as Record<string, unknown>;
  global.__extendsForTest = () => 1;
  const before = snapshotBuiltins();
  global.__extendsForTest = () => 2;
  const push = Array.prototype.push;
  Array.prototype.push = function replaced(this: unknown[], ...items: unknown[]) {
    return push.apply(this, items);
  };
  try {
    expect(replacedBuiltins(before)).toEqual(['Array.prototype.push']);
  } finally {
    Array.prototype.push = push;
    delete global.__extendsForTest;
  }
});
