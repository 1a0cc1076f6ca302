// A child for the supervisor's test: appends a line to the file named by its first argument, then
// exits with the code named by its second (or waits for a signal when it is "wait").
import fs from 'node:fs';

const [file, outcome] = process.argv.slice(2);
fs.appendFileSync(file, `${process.pid}\n`);
if (outcome === 'wait') setInterval(() => {}, 1000);
else process.exit(Number(outcome));
