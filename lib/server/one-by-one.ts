// Reads inside a transaction run one after another. A transaction holds one connection, and
// sending a query to a pg client that is still running another is deprecated (pg 8 queues it and
// warns; pg 9 will refuse). Steps are thunks: an async helper starts the moment it is called, so
// only calling it in turn keeps its queries apart.

type Steps<T extends readonly unknown[]> = { [K in keyof T]: () => PromiseLike<T[K]> };

export async function oneByOne<T extends readonly unknown[]>(...steps: Steps<T>): Promise<T> {
  const out: unknown[] = [];
  for (const step of steps) out.push(await step());
  return out as unknown as T;
}
