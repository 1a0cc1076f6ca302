export declare const LANDING_ROUTES: string[];
export declare function loadsWithThePage(splitPart: string): boolean;
