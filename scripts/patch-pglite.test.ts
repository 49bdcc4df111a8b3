import { PGlite } from '@electric-sql/pglite';
import { describe, expect, it } from 'vitest';
import { PATCH_MARK, patchInstalledPglite, patchReaderSource } from './patch-pglite.mjs';

// The reader as PGlite 0.5.16 ships it, in its ESM build (the CommonJS builds differ only in names).
const READER =
  'ue=class{constructor(t=0){h(this,x,new DataView(vn));h(this,w);d(this,w,t)}' +
  'string(t){return r(this,le).decode(this.bytes(t))}cstring(){let t=r(this,w),n=t;for(;r(this,x).getUint8(n++)!==0;);let s=this.string(n-t-1);return d(this,w,n),s}' +
  'bytes(t){let n=r(this,x).buffer.slice(r(this,w),r(this,w)+t);return d(this,w,r(this,w)+t),new Uint8Array(n)}}';

describe('patchReaderSource', () => {
  it('makes string(n) decode a view at the reader offset and advance it, and leaves bytes(n) copying', () => {
    const { source, state } = patchReaderSource(READER);
    expect(state).toBe('patched');
    expect(source).toContain(`string(t){${PATCH_MARK}let __view=new Uint8Array(r(this,x).buffer,r(this,x).byteOffset+r(this,w),t);return d(this,w,r(this,w)+t),r(this,le).decode(__view)}`);
    expect(source).toContain('bytes(t){let n=r(this,x).buffer.slice(');
    expect(source).not.toContain('decode(this.bytes(');
  });

  it('changes nothing the second time, nor in a build without that reader', () => {
    const once = patchReaderSource(READER).source;
    expect(patchReaderSource(once)).toEqual({ source: once, state: 'already' });
    const other = READER.replace('.buffer.slice(', '.buffer.subarray(');
    expect(patchReaderSource(other)).toEqual({ source: other, state: 'unknown' });
  });
});

// The contract of this patch of PGlite's build (the one place that changes it): after an upgrade of
// PGlite these fail until the patch is known to apply to the new build and to decode the same values.
describe('the installed PGlite', () => {
  it('was patched by npm install (postinstall): its ESM build and both CommonJS builds', () => {
    // Run `node scripts/patch-pglite.mjs` after `npm install <package>` or `npm update`, which skip it.
    expect(patchInstalledPglite({ write: false })).toEqual({ patched: 0, already: 3, unknown: [] });
  });

  it('answers every text value as stored: accents, emoji, empty, null, long, over many rows and messages', async () => {
    const db = await PGlite.create();
    try {
      await db.exec('create table t (n int primary key, a text, b text, c text)');
      const rows = Array.from({ length: 3000 }, (_, n) => ({
        n,
        a: `Zoë Ångström-Müller ${n} 🧾 São Tomé`,
        b: n % 7 === 0 ? '' : n % 11 === 0 ? null : 'x'.repeat(n % 300),
        c: `Ж中ñ${String(n).padStart(5, '0')}`,
      }));
      for (let i = 0; i < rows.length; i += 500) {
        const chunk = rows.slice(i, i + 500);
        await db.query(`insert into t values ${chunk.map((_, j) => `($${4 * j + 1}, $${4 * j + 2}, $${4 * j + 3}, $${4 * j + 4})`).join(', ')}`, chunk.flatMap((r) => [r.n, r.a, r.b, r.c]));
      }
      const objects = await db.query<{ n: number; a: string; b: string | null; c: string }>('select n, a, b, c from t order by n');
      expect(objects.rows).toEqual(rows);
      const arrays = await db.query<[number, string, string | null, string]>('select n, a, b, c from t order by n', [], { rowMode: 'array' });
      expect(arrays.rows).toEqual(rows.map((r) => [r.n, r.a, r.b, r.c]));
      // Column names and error texts go through the same reader (cstring).
      expect(objects.fields.map((f) => f.name)).toEqual(['n', 'a', 'b', 'c']);
      await expect(db.query('select nope from t')).rejects.toThrow('column "nope" does not exist');
    } finally {
      await db.close();
    }
  });

  it('answers binary, JSON and numeric values as stored, and a value read stays as it was once later results reuse the buffer', async () => {
    const db = await PGlite.create();
    try {
      await db.exec('create table b (n int primary key, bin bytea, doc jsonb, amount numeric)');
      const bytes = (n: number) => Uint8Array.from({ length: 64 + n }, (_, i) => (i * 31 + n) % 256);
      for (let n = 0; n < 20; n++) await db.query('insert into b values ($1, $2, $3, $4)', [n, bytes(n), { n, name: `Zoë ${n}`, list: [n, '€'] }, `${n}.${n}5`]);
      const first = await db.query<{ n: number; bin: Uint8Array; doc: unknown; amount: string }>('select * from b order by n');
      const kept = first.rows.map((row) => row.bin);
      await db.query("select repeat('x', 100000) as filler from b");
      expect(kept.map((bin) => Array.from(bin))).toEqual(Array.from({ length: 20 }, (_, n) => Array.from(bytes(n))));
      expect(first.rows.map(({ doc, amount }) => ({ doc, amount }))).toEqual(Array.from({ length: 20 }, (_, n) => ({ doc: { n, name: `Zoë ${n}`, list: [n, '€'] }, amount: `${n}.${n}5` })));
    } finally {
      await db.close();
    }
  });
});
