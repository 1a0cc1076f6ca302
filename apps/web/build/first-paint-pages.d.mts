export declare const CONTENT_PAGES: { signIn: string; catalogs: string };
export declare const SHELL_PAGE: string;
