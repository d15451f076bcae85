// Prisma's own engines in WebAssembly, for the two jobs the blocked schema-engine binary would do
// here (DESIGN §3): the schema engine (`migrate diff`) and the schema parser (DMMF).
//
// - Schema engine: the glue of @prisma/schema-engine-wasm with, preferably, the
//   schema_engine_bg.wasm shipped inside the installed `prisma` CLI package, i.e. exactly the engine
//   build of the CLI version in package.json (its wasm-bindgen imports match the glue's).
// - DMMF: @prisma/prisma-schema-wasm's get_dmmf (what @prisma/internals' getDMMF calls).
// Both are internal Prisma APIs; pin the packages to the CLI's 7.10.x line.
import fs from "node:fs";
import path from "node:path";
import { createRequire } from "node:module";
import pg from "pg";
import { canConnect, freePort } from "../../lib/server/pg-probe";
import { PrismaPg } from "@prisma/adapter-pg";
import { ColumnTypeEnum, bindMigrationAwareSqlAdapterFactory } from "@prisma/driver-adapter-utils";

const root = process.cwd();
const requireFromRoot = createRequire(path.join(root, "package.json"));

export const SCHEMA_DIR = path.join(root, "prisma", "schema");
export const MIGRATIONS_DIR = path.join(root, "prisma", "migrations");

/** A multi-file schema as the engines take it: [file name, text] pairs that form one schema. */
export type SchemaFiles = [string, string][];

/**
 * Every .prisma file under the schema folder (subfolders too), sorted by path — what
 * `prisma generate` reads when prisma.config.ts names the folder.
 */
export function readSchema(dir = SCHEMA_DIR): SchemaFiles {
  return fs
    .readdirSync(dir, { recursive: true, encoding: "utf8" })
    .filter((name) => name.endsWith(".prisma") && fs.statSync(path.join(dir, name)).isFile())
    .sort()
    .map((name) => [name, fs.readFileSync(path.join(dir, name), "utf8")]);
}

/** The same schema with `edit` applied to each file's text (e.g. a probe column for a test). */
export function editSchema(schema: SchemaFiles, edit: (text: string) => string): SchemaFiles {
  return schema.map(([name, text]) => [name, edit(text)]);
}

function engineFiles(schema: SchemaFiles): { path: string; content: string }[] {
  return schema.map(([name, content]) => ({ path: name, content }));
}

// ───────────── DMMF ─────────────

export type DmmfField = {
  name: string;
  kind: "scalar" | "object" | "enum" | "unsupported";
  isList: boolean;
  isRequired: boolean;
  isId: boolean;
  isUnique: boolean;
  isUpdatedAt: boolean;
  hasDefaultValue: boolean;
  type: string;
  dbName?: string | null;
  nativeType?: [string, string[]] | null;
  default?: unknown;
  relationName?: string;
  relationFromFields?: string[];
  relationToFields?: string[];
  relationOnDelete?: string;
  relationOnUpdate?: string;
};
export type DmmfModel = {
  name: string;
  dbName: string | null;
  fields: DmmfField[];
  primaryKey: { name: string | null; fields: string[] } | null;
  uniqueIndexes: { name: string | null; fields: string[] }[];
};
export type DmmfEnum = { name: string; dbName: string | null; values: { name: string; dbName: string | null }[] };
export type DmmfIndex = {
  model: string;
  type: "id" | "unique" | "normal" | "fulltext";
  isDefinedOnField: boolean;
  dbName?: string | null;
  fields: { name: string; sortOrder?: string }[];
};
export type Datamodel = { models: DmmfModel[]; enums: DmmfEnum[]; indexes: DmmfIndex[] };

export function getDatamodel(schema: SchemaFiles = readSchema()): Datamodel {
  const wasm = requireFromRoot("@prisma/prisma-schema-wasm") as { get_dmmf(params: string): string };
  const dmmf = JSON.parse(wasm.get_dmmf(JSON.stringify({ prismaSchema: schema, noColor: true })));
  return dmmf.datamodel as Datamodel;
}

// ───────────── Schema engine ─────────────

type SchemaEngineGlue = typeof import("@prisma/schema-engine-wasm");
type SchemaEngine = Awaited<ReturnType<SchemaEngineGlue["SchemaEngine"]["new"]>>;

let gluePromise: Promise<SchemaEngineGlue> | undefined;

function loadGlue(): Promise<SchemaEngineGlue> {
  gluePromise ??= (async () => {
    // The engine reports Rust panics through this global before trapping.
    const g = globalThis as { PRISMA_WASM_PANIC_REGISTRY?: { set_message(message: string): void } };
    g.PRISMA_WASM_PANIC_REGISTRY ??= {
      set_message: (message: string) => console.error(`schema engine panic: ${message}`),
    };
    const bgPath = requireFromRoot.resolve("@prisma/schema-engine-wasm/schema_engine_bg");
    const glue = (await import(bgPath)) as SchemaEngineGlue & {
      __wbg_set_wasm(exports: WebAssembly.Exports): void;
    };
    const cliWasm = path.join(path.dirname(requireFromRoot.resolve("prisma/package.json")), "build", "schema_engine_bg.wasm");
    const wasmFile = fs.existsSync(cliWasm) ? cliWasm : path.join(path.dirname(bgPath), "schema_engine_bg.wasm");
    const { instance } = await WebAssembly.instantiate(fs.readFileSync(wasmFile), { "./schema_engine_bg.js": glue as never });
    glue.__wbg_set_wasm(instance.exports);
    (instance.exports.__wbindgen_start as () => void)();
    return glue;
  })();
  return gluePromise;
}

export async function schemaEngineVersion(): Promise<string> {
  return (await loadGlue()).version();
}

const noFilters = { externalTables: [], externalEnums: [] };

/**
 * Opens the schema engine on a live database (the engine reads the server version and, for the
 * datasource target, the schema given by `schema`). The diff itself never writes anything.
 */
// @prisma/adapter-pg 7.10 rejects columns of Postgres' internal one-byte "char" type (OID 18),
// which the engine's introspection selects (pg_constraint.contype, …). The pg layer reports them
// as text so the adapter accepts the result, remembering which columns they were (keyed by the
// rows array, which the adapter passes through unchanged); the adapter layer then labels those
// columns Character, the type the engine reads them as.
const charColumnsByRows = new WeakMap<object, number[]>();

type QueryResultLike = { fields?: { dataTypeID: number }[]; rows?: object } | undefined;

function charAsText(result: QueryResultLike): void {
  const indexes: number[] = [];
  result?.fields?.forEach((field, i) => {
    if (field.dataTypeID === 18) {
      field.dataTypeID = 25;
      indexes.push(i);
    }
  });
  if (indexes.length > 0 && result?.rows) charColumnsByRows.set(result.rows, indexes);
}

function patchCharColumns(client: pg.PoolClient): void {
  const query = client.query.bind(client) as (...args: unknown[]) => unknown;
  client.query = ((...args: unknown[]) => {
    const last = args.length - 1;
    const callback = args[last];
    if (typeof callback === "function") {
      // pg.Pool#query uses the callback form.
      args[last] = (error: unknown, result: QueryResultLike) => {
        charAsText(result);
        callback(error, result);
      };
      return query(...args);
    }
    return Promise.resolve(query(...args)).then((result) => {
      charAsText(result as QueryResultLike);
      return result;
    });
  }) as typeof client.query;
}

function introspectablePool(connectionString: string): pg.Pool {
  const pool = new pg.Pool({ connectionString, max: 1 });
  // Every physical connection, whether used through pool.query or a checked-out client.
  pool.on("connect", (client) => patchCharColumns(client));
  return pool;
}

type ResultSetLike = { columnTypes: number[]; rows: object };
type Queryable = { queryRaw(query: unknown): Promise<ResultSetLike> };

function labelCharColumns<T extends object>(target: T): T {
  return new Proxy(target, {
    get(obj, prop, receiver) {
      const value = Reflect.get(obj, prop, receiver);
      if (typeof value !== "function") return value;
      if (prop === "queryRaw") {
        return async (query: unknown) => {
          const result = await (value as Queryable["queryRaw"]).call(obj, query);
          for (const i of charColumnsByRows.get(result.rows) ?? []) result.columnTypes[i] = ColumnTypeEnum.Character;
          return result;
        };
      }
      if (prop === "startTransaction" || prop === "connect" || prop === "connectToShadowDb") {
        return async (...args: unknown[]) => labelCharColumns(await value.apply(obj, args));
      }
      return value.bind(obj);
    },
  });
}

export async function withSchemaEngine<T>(
  connectionString: string,
  schema: SchemaFiles,
  dbSchema: string | undefined,
  fn: (engine: SchemaEngine) => Promise<T>,
): Promise<T> {
  const glue = await loadGlue();
  const pool = introspectablePool(connectionString);
  const factory = new PrismaPg(pool, dbSchema ? { schema: dbSchema } : undefined);
  const engine = await glue.SchemaEngine.new(
    { datamodels: schema },
    (m: string) => {
      if (process.env.ENGINE_DEBUG) console.error(m);
    },
    bindMigrationAwareSqlAdapterFactory(labelCharColumns(factory)),
  );
  try {
    return await fn(engine);
  } finally {
    engine.free();
    // Release the connection now: the embedded database accepts only one at a time.
    await pool.end().catch(() => {});
  }
}

/** `prisma migrate diff --from-empty --to-schema prisma/schema --script` */
export async function diffEmptyToSchema(connectionString: string, schema: SchemaFiles): Promise<string> {
  return withSchemaEngine(connectionString, schema, undefined, async (engine) => {
    const result = await engine.diff({
      from: { tag: "empty" },
      to: { tag: "schemaDatamodel", files: engineFiles(schema) },
      script: true,
      exitCode: null,
      filters: noFilters,
    });
    return result.stdout ?? "";
  });
}

/**
 * Diff from the live database schema `dbSchema` to the Prisma schema (what `migrate dev` computes
 * against its shadow database). Empty when they agree.
 */
export async function diffDatabaseToSchema(connectionString: string, dbSchema: string, schema: SchemaFiles): Promise<string> {
  return withSchemaEngine(connectionString, schema, dbSchema, async (engine) => {
    const files = engineFiles(schema);
    const result = await engine.diff({
      from: { tag: "schemaDatasource", files, configDir: root },
      to: { tag: "schemaDatamodel", files },
      script: true,
      exitCode: null,
      filters: noFilters,
    });
    return result.stdout ?? "";
  });
}

// ───────────── A database for the engine to talk to ─────────────

/**
 * Runs `fn` with a connection string to a scratch-capable Postgres: the given URL, else
 * 127.0.0.1:5432, else (or when url is "embedded") a PGlite served on loopback for the duration.
 */
export async function withScratchDatabase<T>(url: string | undefined, fn: (connectionString: string) => Promise<T>): Promise<T> {
  if (url && url !== "embedded") {
    if (!(await canConnect(url))) throw new Error(`Cannot connect to ${url}`);
    return fn(url);
  }
  const local = "postgresql://postgres@127.0.0.1:5432/postgres";
  if (url !== "embedded" && (await canConnect(local))) return fn(local);
  const { PGlite } = await import("@electric-sql/pglite");
  const { PGLiteSocketServer } = await import("@electric-sql/pglite-socket");
  const db = await PGlite.create();
  const port = await freePort();
  const server = new PGLiteSocketServer({ db, port, host: "127.0.0.1", maxConnections: 1 });
  await server.start();
  try {
    return await fn(`postgresql://postgres@127.0.0.1:${port}/postgres?sslmode=disable`);
  } finally {
    await server.stop();
    await db.close();
  }
}
