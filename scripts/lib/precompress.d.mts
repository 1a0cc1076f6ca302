export declare const CONTENT_PAGES: { signIn: string; catalogs: string };
export declare function writeFirstPaintPages(distDir: string): string[] | null;
export declare function precompressDir(distDir: string): { file: string; raw: number; bytes: number }[];
