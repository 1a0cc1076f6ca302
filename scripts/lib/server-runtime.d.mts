export declare const serverNodeFlags: string[];
export declare const serverMallocEnv: Record<string, string>;
export declare const serverBundle: string;
export declare function serverCommand(
  env?: NodeJS.ProcessEnv,
  bundle?: string,
): { args: string[]; env: NodeJS.ProcessEnv };
