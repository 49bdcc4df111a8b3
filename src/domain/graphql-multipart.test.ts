import { describe, expect, it } from 'vitest';
import { encodeMultipartBytes, graphqlMultipartFields } from './graphql-multipart';

describe('graphqlMultipartFields', () => {
  it('puts operations, map and the files in that order, with null where each file goes (arrays included)', () => {
    const variables = { data: { documents: { create: [{ document: { upload: 'the file' }, feedbackFg: 'x' }] } } };
    const fields = graphqlMultipartFields({ query: 'q', variables }, [{ path: 'variables.data.documents.create.0.document.upload', file: 'F' }]);
    expect(fields.map((f) => f.name)).toEqual(['operations', 'map', '0']);
    expect(JSON.parse((fields[0] as { value: string }).value)).toEqual({ query: 'q', variables: { data: { documents: { create: [{ document: { upload: null }, feedbackFg: 'x' }] } } } });
    expect(JSON.parse((fields[1] as { value: string }).value)).toEqual({ 0: ['variables.data.documents.create.0.document.upload'] });
    expect(fields[2]).toEqual({ name: '0', file: 'F' });
    // The caller's variables are left as they were.
    expect(variables.data.documents.create[0]?.document.upload).toBe('the file');
  });
});

describe('encodeMultipartBytes', () => {
  it('writes a body a multipart parser reads back, quotes in file names escaped', async () => {
    const body = encodeMultipartBytes([{ name: 'map', value: '{}' }, { name: '0', filename: 'a"b.pdf', contentType: 'application/pdf', bytes: new Uint8Array([1, 2]) }], 'b0undary');
    const form = await new Response(body, { headers: { 'content-type': 'multipart/form-data; boundary=b0undary' } }).formData();
    expect(form.get('map')).toBe('{}');
    expect(new Uint8Array(await (form.get('0') as File).arrayBuffer())).toEqual(new Uint8Array([1, 2]));
  });
});
