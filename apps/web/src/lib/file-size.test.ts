import { describe, expect, it } from 'vitest';
import { formatFileSize } from '@/lib/file-size';
import { formatMsrp } from '@/lib/money';

describe('formatFileSize', () => {
  it('uses B, KB, MB, GB and TB with 2 decimals', () => {
    expect(formatFileSize(0)).toBe('0.00 B');
    expect(formatFileSize(512)).toBe('512.00 B');
    expect(formatFileSize(1024)).toBe('1.00 KB');
    expect(formatFileSize(1536)).toBe('1.50 KB');
    expect(formatFileSize(25 * 1024 * 1024)).toBe('25.00 MB');
    expect(formatFileSize(3.25 * 1024 ** 3)).toBe('3.25 GB');
    expect(formatFileSize(2 * 1024 ** 4)).toBe('2.00 TB');
    expect(formatFileSize(5000 * 1024 ** 4)).toBe('5000.00 TB');
  });
  it('never shows 1024.00 of a unit', () => {
    expect(formatFileSize(1024 * 1024 - 1)).toBe('1.00 MB');
  });
});

describe('formatMsrp', () => {
  it('shows $ and two decimals', () => {
    expect(formatMsrp(49.9)).toBe('$49.90');
    expect(formatMsrp(1049.5)).toBe('$1,049.50');
    expect(formatMsrp(0)).toBe('$0.00');
    expect(formatMsrp(null)).toBeNull();
  });
});
