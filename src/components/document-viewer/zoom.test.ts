import { describe, expect, it } from 'vitest';
import { viewableKindOf } from './file-kind';
import { clampZoom, zoomForKey, zoomIn, zoomOut } from './zoom';

describe('the viewer zoom', () => {
  it('steps through fixed levels, and stops at the ends', () => {
    expect(zoomIn(1)).toBe(1.25);
    expect(zoomOut(1)).toBe(0.75);
    expect(zoomIn(4)).toBe(4);
    expect(zoomOut(0.5)).toBe(0.5);
  });

  it('steps from a pinched zoom to the next level in the direction asked', () => {
    expect(zoomIn(1.1)).toBe(1.25);
    expect(zoomOut(1.1)).toBe(1);
    expect(clampZoom(9)).toBe(4);
    expect(clampZoom(0.1)).toBe(0.5);
  });

  it('answers +, - and 0 (fit to width), and nothing else', () => {
    expect(zoomForKey('+', 1)).toBe(1.25);
    expect(zoomForKey('=', 1)).toBe(1.25);
    expect(zoomForKey('-', 1)).toBe(0.75);
    expect(zoomForKey('0', 3)).toBe(1);
    expect(zoomForKey('a', 1)).toBeNull();
  });
});

describe('what the viewer can show', () => {
  const bytes = (...values: number[]) => new Uint8Array(values).buffer;
  it('tells PDF, JPEG, PNG and XML from their leading bytes, whatever the name', () => {
    expect(viewableKindOf(new TextEncoder().encode('%PDF-1.4').buffer)).toBe('pdf');
    expect(viewableKindOf(bytes(0xff, 0xd8, 0xff, 0xe0))).toBe('jpeg');
    expect(viewableKindOf(bytes(0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a))).toBe('png');
    expect(viewableKindOf(new TextEncoder().encode('<?xml version="1.0"?><Invoice/>').buffer)).toBe('xml');
    expect(viewableKindOf(new TextEncoder().encode('PK\x03\x04').buffer)).toBeNull();
    expect(viewableKindOf(new ArrayBuffer(0))).toBeNull();
  });
});
