import type ExcelJS from 'exceljs';
import exceljsUrl from 'exceljs/dist/exceljs.min.js?url';

export type ExcelJs = typeof ExcelJS;

let loading: Promise<ExcelJs> | null = null;

/**
 * exceljs's browser build (its package.json "browser" file), loaded on first use as a classic
 * script from our own origin (CSP script-src 'self'), which sets `window.ExcelJS`. It is not bundled
 * (`import('exceljs')`) because that build looks for a global `require`: the bundler then adds a
 * `require` helper to the runtime chunk every page loads, about 0.2 KB gzip on each page, and the
 * portal's catalog page is over its JavaScript budget. A failed load is tried again next time.
 */
export function loadExcelJs(): Promise<ExcelJs> {
  loading ??= new Promise<ExcelJs>((resolve, reject) => {
    const script = document.createElement('script');
    script.src = exceljsUrl;
    script.async = true;
    script.onload = () => {
      const library = (window as { ExcelJS?: ExcelJs }).ExcelJS;
      if (library) resolve(library);
      else reject(new Error('exceljs loaded without setting window.ExcelJS'));
    };
    script.onerror = () => {
      script.remove();
      reject(new Error(`exceljs could not be loaded from ${exceljsUrl}`));
    };
    document.head.append(script);
  }).catch((error: unknown) => {
    loading = null;
    throw error;
  });
  return loading;
}
