import { afterEach, describe, expect, it, vi } from 'vitest';

/** A fresh loader (its cache is the module's), and the script tags it has added. */
async function freshLoader() {
  vi.resetModules();
  return (await import('@/features/upload/upload-load-exceljs')).loadExcelJs;
}
const scripts = () => [...document.head.querySelectorAll('script')];

afterEach(() => {
  for (const script of scripts()) script.remove();
  delete (window as { ExcelJS?: unknown }).ExcelJS;
});

describe('loadExcelJs', () => {
  it('adds one script for exceljs’s browser build and answers the window.ExcelJS it sets, once for every call', async () => {
    const loadExcelJs = await freshLoader();
    const first = loadExcelJs();
    const second = loadExcelJs();
    expect(scripts()).toHaveLength(1);
    expect(scripts()[0]!.src).toMatch(/exceljs\.min\.js/);
    const library = { Workbook: class {} };
    (window as { ExcelJS?: unknown }).ExcelJS = library;
    scripts()[0]!.dispatchEvent(new Event('load'));
    expect(await first).toBe(library);
    expect(await second).toBe(library);
    expect(await loadExcelJs()).toBe(library);
    expect(scripts()).toHaveLength(1);
  });

  it('fails when the script cannot load, and tries again on the next call', async () => {
    const loadExcelJs = await freshLoader();
    const failed = loadExcelJs();
    scripts()[0]!.dispatchEvent(new Event('error'));
    await expect(failed).rejects.toThrow(/could not be loaded/);
    expect(scripts()).toHaveLength(0);
    const again = loadExcelJs();
    expect(scripts()).toHaveLength(1);
    (window as { ExcelJS?: unknown }).ExcelJS = { Workbook: class {} };
    scripts()[0]!.dispatchEvent(new Event('load'));
    await expect(again).resolves.toBeTruthy();
  });
});
