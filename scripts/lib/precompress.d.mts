export declare function writeHomePage(distDir: string): boolean;
export declare function precompressDir(distDir: string): { file: string; raw: number; bytes: number }[];
