import { describe, expect, it } from 'vitest';
import { attachmentDisposition } from './content-disposition';

describe('attachmentDisposition', () => {
  it('keeps a plain ASCII name as it is', () => {
    expect(attachmentDisposition('report-2025.pdf')).toBe(`attachment; filename="report-2025.pdf"; filename*=UTF-8''report-2025.pdf`);
  });

  it('gives an ASCII fallback that cannot break out of its quotes, and the exact name encoded', () => {
    expect(attachmentDisposition('Ça "coûte" (cher)\\*.pdf')).toBe(
      `attachment; filename="Ca _coute_ (cher)_*.pdf"; filename*=UTF-8''%C3%87a%20%22co%C3%BBte%22%20%28cher%29%5C%2A.pdf`,
    );
    expect(attachmentDisposition('給与明細.pdf')).toBe(`attachment; filename="____.pdf"; filename*=UTF-8''%E7%B5%A6%E4%B8%8E%E6%98%8E%E7%B4%B0.pdf`);
  });
});
