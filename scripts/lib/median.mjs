/** The middle value of `values` (the upper middle of an even count): the benchmarks' figure of several runs. */
export const median = (values) => values.toSorted((a, b) => a - b)[Math.floor(values.length / 2)];
