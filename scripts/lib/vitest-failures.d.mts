export type VitestReport = {
  success?: boolean;
  testResults?: {
    name: string;
    status: string;
    message?: string;
    assertionResults?: { status: string; fullName: string; failureMessages?: string[] }[];
  }[];
};
export declare function describeVitestFailures(report: VitestReport, root: string): string[];
export declare function readVitestFailures(reportPath: string, root: string): string[];
