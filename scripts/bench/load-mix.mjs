// The requests of `npm run bench:load` (scripts/bench/load.mjs): one round of a connection, in
// autocannon's form, over what scripts/bench/load-servers.ts found in the demo data.

const SORTING_PATH = '/api/crocs/catalogs/move-items';
const json = (value) => JSON.stringify(value);

/**
 * One round: 54 of the back office's hot reads (nine lists, six times) and seven writes between
 * them (a team member's name; a brand created, edited and deleted; an item of the line list being
 * sorted moved to another catalog and back; a SKU added to a store's draft order). Every write empties
 * both instances' caches. What the round creates it deletes (the brand list stays as long), and the
 * draft order keeps the same few SKUs (its lines stay as many), so a longer run reads no more.
 * `info` is load-servers.ts's line. Answers the requests, the non-2xx answers counted per request
 * (with the first one's status and message), how many moves found no free item, and `sendOnce`.
 */
export function loadRound(info) {
  const reads = [
    '/api/brands',
    `/api/line-lists/with-catalogs-info?brandId=${info.brandId}`,
    '/api/users',
    '/api/users/me',
    '/api/stores',
    '/api/organizations',
    '/api/crocs/catalogs/latest',
    '/api/roles',
    '/api/users/with-memberships',
  ].map((path) => ({ label: `GET ${path}`, method: 'GET', path }));

  // The items of the line list being sorted that no connection is moving now. A connection takes
  // one for its move out and gives it back once the move home has answered, so no two connections
  // move the same item (the second would find it gone from its origin: 409). All moves of a line
  // list take turns on its lock, so under this load some wait; a connection that finds no item
  // free reads that line list's catalogs instead (what the sorting screen does next anyway).
  const freeItems = [...info.sorting.items];
  const movesWithoutItem = { count: 0 };
  const readSorting = {
    method: 'GET',
    path: `/api/crocs/catalogs/populated/${info.sorting.lineListId}`,
    body: undefined,
  };
  const move = (item, from, to) =>
    json({
      lineListId: info.sorting.lineListId,
      moveItems: [{ modelCode: item.modelCode, originCatalogType: from, targetCatalogType: to }],
    });
  // Unique within the run: the process id and a counter.
  let brandsCreated = 0;
  let orderAdds = 0;

  const requests = [
    ...reads,
    {
      label: 'PUT /api/users',
      method: 'PUT',
      path: '/api/users',
      body: json({ id: info.userId, firstName: 'Load', lastName: 'Admin' }),
    },
    ...reads,
    {
      label: 'POST /api/brands',
      method: 'POST',
      path: '/api/brands',
      setupRequest: (request) => ({ ...request, body: json({ name: `Load ${process.pid}-${++brandsCreated}` }) }),
      onResponse: (status, body, context) => {
        if (status < 300) context.brandId = JSON.parse(body).data.id;
      },
    },
    ...reads,
    {
      label: 'PUT /api/brands/{created}',
      method: 'PUT',
      setupRequest: (request, context) => ({
        ...request,
        path: `/api/brands/${context.brandId}`,
        body: json({ description: 'Under load' }),
      }),
    },
    ...reads,
    {
      label: 'DELETE /api/brands/{created}',
      method: 'DELETE',
      setupRequest: (request, context) => ({ ...request, path: `/api/brands/${context.brandId}` }),
    },
    ...reads,
    {
      label: `POST ${SORTING_PATH} (out)`,
      method: 'POST',
      setupRequest: (request, context) => {
        context.item = freeItems.shift();
        if (!context.item) {
          movesWithoutItem.count++;
          return { ...request, ...readSorting };
        }
        return { ...request, path: SORTING_PATH, body: move(context.item, context.item.home, context.item.away) };
      },
    },
    {
      label: `POST ${SORTING_PATH} (home)`,
      method: 'POST',
      setupRequest: (request, context) =>
        context.item
          ? { ...request, path: SORTING_PATH, body: move(context.item, context.item.away, context.item.home) }
          : { ...request, ...readSorting },
      onResponse: (status, _body, context) => {
        if (context.item && status < 300) freeItems.push(context.item);
      },
    },
    ...reads,
    {
      label: 'POST /api/orders (add)',
      method: 'POST',
      path: '/api/orders',
      setupRequest: (request) => {
        const { organizationId, storeId, lineListId, skus } = info.ordering;
        const sku = skus[orderAdds++ % skus.length];
        return {
          ...request,
          body: json({ action: 'add', organizationId, storeId, lineListId, items: [{ sku, quantity: 1 }] }),
        };
      },
    },
  ];

  const failures = new Map();
  for (const request of requests) {
    const own = request.onResponse;
    request.onResponse = (status, body, context) => {
      if (status < 200 || status >= 300) {
        const failure = failures.get(request.label) ?? { count: 0, first: `${status} ${body.slice(0, 200)}` };
        failure.count++;
        failures.set(request.label, failure);
      }
      own?.(status, body, context);
    };
  }

  /** Sends the round once, in order, as one connection would, to the instance at `url`. */
  async function sendOnce(url) {
    const context = {};
    for (const request of requests) {
      const sent = request.setupRequest ? request.setupRequest({ ...request }, context) : request;
      const response = await fetch(`${url}${sent.path}`, {
        method: sent.method,
        headers: { authorization: `Bearer ${info.token}`, 'content-type': 'application/json' },
        body: sent.body,
      });
      request.onResponse(response.status, await response.text(), context);
    }
  }

  return { requests, failures, movesWithoutItem, sendOnce };
}
