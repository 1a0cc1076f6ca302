// The reading process's entry (parse-process.ts starts it): TypeScript through tsx's ES module
// hooks only, so the parsers' CommonJS dependencies load at Node's own speed, then the reader.
import { register } from 'tsx/esm/api';

register();
await import('./parse-process-main.ts');
