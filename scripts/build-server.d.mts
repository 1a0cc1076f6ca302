export declare const serverDist: string;
export declare const serverBundle: string;
export declare function serverBuildState(): { builtAt: number; sourcesAt: number };
export declare function buildServer(extraEntryPoints?: Record<string, string>): Promise<number>;
export declare function buildServerIfChanged(): Promise<boolean>;
