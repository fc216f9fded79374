import type { CrudFilter, DataProvider } from '@refinedev/core';
import { api } from '@/shared/api';
import { currentMerchant, merchantPath } from '@/shared/merchant';

/** How many requests of a queue one page asks for (the server's limit). */
export const QUEUE_LIMIT = 200;

/** The value of an `eq` filter on `field`, when set. */
function filterValue(filters: CrudFilter[] | undefined, field: string): string | undefined {
  for (const filter of filters ?? []) {
    if ('field' in filter && filter.field === field && filter.value !== undefined) {
      return String(filter.value);
    }
  }
  return undefined;
}

/** Each resource's list: its path and query. The queues are the chosen merchant's. */
const LISTS: Record<
  string,
  (filters: CrudFilter[] | undefined) => [string, Record<string, string | number | undefined>]
> = {
  deposits: (filters) => [
    merchantPath(currentMerchant(), 'deposits'),
    { status: filterValue(filters, 'status') ?? 'pending', limit: QUEUE_LIMIT },
  ],
  withdrawals: (filters) => [
    merchantPath(currentMerchant(), 'withdrawals'),
    { status: filterValue(filters, 'status') ?? 'pending', limit: QUEUE_LIMIT },
  ],
  audit: (filters) => [
    '/operator/audit',
    {
      actor: filterValue(filters, 'actor'),
      action: filterValue(filters, 'action'),
      before: filterValue(filters, 'before'),
      limit: filterValue(filters, 'limit') ?? 50,
    },
  ],
  staff: () => ['/operator/accounts', {}],
  'api-keys': () => ['/operator/me/api-keys', {}],
};

const PATHS: Record<string, string> = {
  staff: '/operator/accounts',
  'api-keys': '/operator/me/api-keys',
};

function pathOf(resource: string): string {
  const path = PATHS[resource];
  if (!path) throw new Error(`No API path for ${resource}`);
  return path;
}

/**
 * Refine's dataProvider over the operator API. The lists answer whole arrays (no server-side
 * count): `total` is the rows answered. Decisions go through `custom` (POST to their URL).
 */
export const dataProvider: DataProvider = {
  getApiUrl: () => '/operator',
  async getList({ resource, filters }: Parameters<DataProvider['getList']>[0]) {
    const list = LISTS[resource];
    if (!list) throw new Error(`No list for ${resource}`);
    const [path, query] = list(filters);
    const data = await api<never[]>('GET', path, { query });
    return { data, total: data.length };
  },
  async getOne() {
    throw new Error('Not supported');
  },
  async create({ resource, variables }: { resource: string; variables: unknown }) {
    return { data: await api<never>('POST', pathOf(resource), { body: variables }) };
  },
  async update({ resource, id, variables }: Parameters<DataProvider['update']>[0]) {
    const path = `${pathOf(resource)}/${encodeURIComponent(String(id))}`;
    return { data: await api<never>('PATCH', path, { body: variables }) };
  },
  async deleteOne({ resource, id }: Parameters<DataProvider['deleteOne']>[0]) {
    const path = `${pathOf(resource)}/${encodeURIComponent(String(id))}`;
    await api('DELETE', path);
    return { data: { id } as never };
  },
  async custom({
    url,
    method,
    payload,
    query,
  }: Parameters<NonNullable<DataProvider['custom']>>[0]) {
    const verb = method.toUpperCase();
    const reads = verb === 'GET' || verb === 'HEAD';
    const search = (query ?? {}) as Record<string, string | number | undefined>;
    return {
      data: await api<never>(verb, url, reads ? { query: search } : { body: payload ?? {} }),
    };
  },
};
