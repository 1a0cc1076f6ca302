import type { ApiCall, ApiHandler } from '@/test/render-app';

/** What a fake serves: the data itself, or a function giving its current state. */
export type Served<T> = T | (() => T);

export function current<T>(served: Served<T>): T {
  return typeof served === 'function' ? (served as () => T)() : served;
}

/** A call as "METHOD /path", the key the fakes and the tests' answer tables use. */
const routeOf = (call: ApiCall) => `${call.method} ${call.path}`;

/** Tries each handler in turn and answers with the first that answers. */
export function serveFirst(...handlers: ApiHandler[]): ApiHandler {
  return async (call) => {
    for (const handler of handlers) {
      const answer = await handler(call);
      if (answer) return answer;
    }
    return undefined;
  };
}

/** Answers the calls a table names by "METHOD /path"; leaves the others to the next handler. */
export function answersByRoute(answers: Record<string, (call: ApiCall) => Response | undefined>): ApiHandler {
  return (call) => answers[routeOf(call)]?.(call);
}

/** The bodies of the calls made to "METHOD /path", in order. */
export const bodiesSent = (calls: ApiCall[], route: string) =>
  calls.filter((call) => routeOf(call) === route).map((call) => call.body);
