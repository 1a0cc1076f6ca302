export declare function moveAppScriptsAfterPaint(html: string, startScriptUrl: string): string;
export declare function startAfterFirstPaint(distDir: string, pages: string[]): void;
