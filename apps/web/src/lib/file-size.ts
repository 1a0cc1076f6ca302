import { FILE_SIZE_DECIMALS } from '@lineup/contracts/constants';
import { FILE_SIZE_UNITS } from '@lineup/contracts/texts/upload';

/** A file size in B, KB, MB, GB or TB (1 KB = 1024 B), always with 2 decimals ("1.50 MB"). */
export function formatFileSize(bytes: number): string {
  if (!Number.isFinite(bytes) || bytes <= 0) return `${(0).toFixed(FILE_SIZE_DECIMALS)} B`;
  const exponent = Math.min(Math.floor(Math.log(bytes) / Math.log(1024)), FILE_SIZE_UNITS.length - 1);
  let value = bytes / 1024 ** exponent;
  let unit = exponent;
  // 1023.999 KB rounds to "1024.00 KB": show it as the next unit instead.
  if (Number(value.toFixed(FILE_SIZE_DECIMALS)) >= 1024 && unit < FILE_SIZE_UNITS.length - 1) {
    value /= 1024;
    unit += 1;
  }
  return `${value.toFixed(FILE_SIZE_DECIMALS)} ${FILE_SIZE_UNITS[unit]}`;
}
