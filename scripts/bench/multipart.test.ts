import { describe, expect, it } from 'vitest';
import { buildMultipartUpload } from './multipart';

describe('buildMultipartUpload', () => {
  it('sends operations, map, then the file, as a multipart parser reads them', async () => {
    const bytes = new Uint8Array([0x25, 0x50, 0x44, 0x46, 0x2d, 0, 255, 13, 10]);
    const { body, contentType } = buildMultipartUpload('mutation($file: Upload!) { up(file: $file) }', { file: null, n: 1 }, {
      'variables.file': { name: 'Sal_1001_12_112025.pdf', type: 'application/pdf', bytes },
    });
    const text = body.toString('latin1');
    expect(text.indexOf('name="operations"')).toBeLessThan(text.indexOf('name="map"'));
    expect(text.indexOf('name="map"')).toBeLessThan(text.indexOf('name="0"'));
    const form = await new Response(new Uint8Array(body), { headers: { 'content-type': contentType } }).formData();
    expect(JSON.parse(String(form.get('operations')))).toEqual({ query: 'mutation($file: Upload!) { up(file: $file) }', variables: { file: null, n: 1 } });
    expect(JSON.parse(String(form.get('map')))).toEqual({ '0': ['variables.file'] });
    const file = form.get('0') as File;
    expect(file.name).toBe('Sal_1001_12_112025.pdf');
    expect(new Uint8Array(await file.arrayBuffer())).toEqual(bytes);
  });
});
