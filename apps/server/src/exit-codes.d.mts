export declare const CONFIGURATION_ERROR_EXIT_CODE: number;
