export declare function writeFirstPaintPages(distDir: string): string[] | null;
export declare function precompressDir(distDir: string): { file: string; raw: number; bytes: number }[];
