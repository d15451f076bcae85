// Compares a migrated Postgres schema with the DMMF of the Prisma schema (prisma/schema/) and
// lists every disagreement in words (tables, columns, types, nullability, defaults, enums, keys,
// indexes, foreign keys). Used by schema-matches.int.test.ts.
import type pg from "pg";
import type { Datamodel, DmmfField, DmmfModel } from "../../../prisma/tools/prisma-wasm";

const MIGRATIONS_TABLE = "_prisma_migrations";

// Prisma scalar → Postgres udt_name when no @db.* native type is given (Prisma's defaults).
const DEFAULT_UDT: Record<string, string> = {
  String: "text",
  Int: "int4",
  BigInt: "int8",
  Float: "float8",
  Decimal: "numeric",
  Boolean: "bool",
  DateTime: "timestamp",
  Json: "jsonb",
  Bytes: "bytea",
};

// @db.<Native> → Postgres udt_name.
const NATIVE_UDT: Record<string, string> = {
  Text: "text",
  VarChar: "varchar",
  Char: "bpchar",
  Uuid: "uuid",
  Integer: "int4",
  SmallInt: "int2",
  BigInt: "int8",
  Oid: "oid",
  DoublePrecision: "float8",
  Real: "float4",
  Decimal: "numeric",
  Money: "money",
  Boolean: "bool",
  Timestamp: "timestamp",
  Timestamptz: "timestamptz",
  Date: "date",
  Time: "time",
  Timetz: "timetz",
  Json: "json",
  JsonB: "jsonb",
  ByteA: "bytea",
  Xml: "xml",
  Inet: "inet",
  Citext: "citext",
  Bit: "bit",
  VarBit: "varbit",
};

// Defaults Prisma Client fills in itself: no database default is created for them.
const CLIENT_SIDE_DEFAULTS = new Set(["uuid", "cuid", "nanoid", "ulid"]);

const FK_ACTION: Record<string, string> = { a: "NoAction", r: "Restrict", c: "Cascade", n: "SetNull", d: "SetDefault" };

type ColumnRow = {
  table_name: string;
  column_name: string;
  udt_name: string;
  data_type: string;
  is_nullable: "YES" | "NO";
  character_maximum_length: number | null;
  datetime_precision: number | null;
  column_default: string | null;
};
type IndexRow = { table_name: string; index_name: string; is_unique: boolean; is_primary: boolean; columns: string[] };
type ForeignKeyRow = {
  table_name: string;
  constraint_name: string;
  columns: string[];
  ref_table: string;
  ref_columns: string[];
  on_delete: string;
  on_update: string;
};

const tableName = (m: DmmfModel) => m.dbName ?? m.name;
const columnName = (f: DmmfField) => f.dbName ?? f.name;
const key = (parts: string[]) => parts.join(",");

function expectedUdt(field: DmmfField, datamodel: Datamodel): { udt: string; length?: number; precision?: number } {
  if (field.kind === "enum") {
    const e = datamodel.enums.find((x) => x.name === field.type);
    return { udt: e?.dbName ?? field.type };
  }
  if (field.nativeType) {
    const [native, args] = field.nativeType;
    const udt = NATIVE_UDT[native] ?? native.toLowerCase();
    const n = args.length > 0 ? Number(args[0]) : undefined;
    if (udt === "varchar" || udt === "bpchar") return { udt, length: n ?? (udt === "bpchar" ? 1 : undefined) };
    if (udt === "timestamp" || udt === "timestamptz" || udt === "time" || udt === "timetz") return { udt, precision: n ?? 3 };
    return { udt };
  }
  const udt = DEFAULT_UDT[field.type];
  if (!udt) throw new Error(`No Postgres type known for Prisma type ${field.type} (${field.name})`);
  return udt === "timestamp" ? { udt, precision: 3 } : { udt };
}

async function loadCatalog(client: pg.Client, schema: string) {
  const tables = (
    await client.query<{ table_name: string }>(`SELECT table_name FROM information_schema.tables WHERE table_schema = $1 AND table_type = 'BASE TABLE'`, [
      schema,
    ])
  ).rows.map((r) => r.table_name);
  const columns = (
    await client.query<ColumnRow>(
      `SELECT table_name, column_name, udt_name, data_type, is_nullable, character_maximum_length,
              datetime_precision, column_default
         FROM information_schema.columns WHERE table_schema = $1`,
      [schema],
    )
  ).rows;
  const enums = (
    await client.query<{ name: string; values: string[] }>(
      `SELECT t.typname AS name, array_agg(e.enumlabel ORDER BY e.enumsortorder)::text[] AS values
         FROM pg_type t JOIN pg_namespace n ON n.oid = t.typnamespace JOIN pg_enum e ON e.enumtypid = t.oid
        WHERE n.nspname = $1 GROUP BY t.typname`,
      [schema],
    )
  ).rows;
  const indexes = (
    await client.query<IndexRow>(
      `SELECT c.relname AS table_name, i.relname AS index_name, x.indisunique AS is_unique,
              x.indisprimary AS is_primary,
              array(SELECT a.attname FROM unnest(x.indkey) WITH ORDINALITY k(attnum, ord)
                      JOIN pg_attribute a ON a.attrelid = c.oid AND a.attnum = k.attnum
                     ORDER BY k.ord)::text[] AS columns
         FROM pg_index x
         JOIN pg_class c ON c.oid = x.indrelid
         JOIN pg_class i ON i.oid = x.indexrelid
         JOIN pg_namespace n ON n.oid = c.relnamespace
        WHERE n.nspname = $1`,
      [schema],
    )
  ).rows;
  const foreignKeys = (
    await client.query<ForeignKeyRow>(
      `SELECT c.relname AS table_name, con.conname AS constraint_name,
              array(SELECT a.attname FROM unnest(con.conkey) WITH ORDINALITY k(attnum, ord)
                      JOIN pg_attribute a ON a.attrelid = con.conrelid AND a.attnum = k.attnum ORDER BY k.ord)::text[] AS columns,
              r.relname AS ref_table,
              array(SELECT a.attname FROM unnest(con.confkey) WITH ORDINALITY k(attnum, ord)
                      JOIN pg_attribute a ON a.attrelid = con.confrelid AND a.attnum = k.attnum ORDER BY k.ord)::text[] AS ref_columns,
              con.confdeltype::text AS on_delete, con.confupdtype::text AS on_update
         FROM pg_constraint con
         JOIN pg_class c ON c.oid = con.conrelid
         JOIN pg_class r ON r.oid = con.confrelid
         JOIN pg_namespace n ON n.oid = c.relnamespace
        WHERE con.contype = 'f' AND n.nspname = $1`,
      [schema],
    )
  ).rows;
  return { tables, columns, enums, indexes, foreignKeys };
}

export async function compareDatabaseWithDatamodel(client: pg.Client, schema: string, datamodel: Datamodel): Promise<string[]> {
  const problems: string[] = [];
  const db = await loadCatalog(client, schema);

  // Tables ↔ models (plus Prisma Migrate's bookkeeping table, nothing else).
  const modelTables = new Set(datamodel.models.map(tableName));
  for (const t of modelTables) if (!db.tables.includes(t)) problems.push(`table ${t}: missing in the database`);
  for (const t of db.tables) {
    if (t !== MIGRATIONS_TABLE && !modelTables.has(t)) problems.push(`table ${t}: not in the Prisma schema`);
  }
  if (!db.tables.includes(MIGRATIONS_TABLE)) problems.push(`table ${MIGRATIONS_TABLE}: missing`);

  // Enums ↔ Postgres enum types, same labels in the same order.
  const dbEnums = new Map(db.enums.map((e) => [e.name, e.values]));
  for (const e of datamodel.enums) {
    const name = e.dbName ?? e.name;
    const values = e.values.map((v) => v.dbName ?? v.name);
    const actual = dbEnums.get(name);
    if (!actual) problems.push(`enum ${name}: missing in the database`);
    else if (key(actual) !== key(values)) problems.push(`enum ${name}: database has [${actual}], schema has [${values}]`);
    dbEnums.delete(name);
  }
  for (const name of dbEnums.keys()) problems.push(`enum ${name}: not in the Prisma schema`);

  for (const model of datamodel.models) {
    const table = tableName(model);
    if (!db.tables.includes(table)) continue;
    const columns = new Map(db.columns.filter((c) => c.table_name === table).map((c) => [c.column_name, c]));

    // Columns ↔ scalar and enum fields: type, length/precision, nullability, default.
    for (const field of model.fields.filter((f) => f.kind === "scalar" || f.kind === "enum")) {
      const name = columnName(field);
      const col = columns.get(name);
      const where = `${table}.${name}`;
      if (!col) {
        problems.push(`column ${where}: missing in the database`);
        continue;
      }
      columns.delete(name);
      const expected = expectedUdt(field, datamodel);
      const actualUdt = field.isList ? col.udt_name.replace(/^_/, "") : col.udt_name;
      if (field.isList !== (col.data_type === "ARRAY")) problems.push(`column ${where}: list mismatch (database ${col.data_type})`);
      if (actualUdt !== expected.udt) problems.push(`column ${where}: database type ${col.udt_name}, schema expects ${expected.udt}`);
      if (expected.length !== undefined && col.character_maximum_length !== expected.length) {
        problems.push(`column ${where}: length ${col.character_maximum_length}, schema expects ${expected.length}`);
      }
      if (expected.precision !== undefined && col.datetime_precision !== expected.precision) {
        problems.push(`column ${where}: precision ${col.datetime_precision}, schema expects ${expected.precision}`);
      }
      const nullable = !field.isRequired || field.isList;
      if ((col.is_nullable === "YES") !== nullable) {
        problems.push(`column ${where}: database ${col.is_nullable === "YES" ? "NULL" : "NOT NULL"}, schema ${nullable ? "optional" : "required"}`);
      }
      const dflt = field.default as { name?: string } | undefined | unknown;
      const defaultName = typeof dflt === "object" && dflt && "name" in dflt ? (dflt as { name: string }).name : undefined;
      const expectsDbDefault = field.hasDefaultValue && !(defaultName && CLIENT_SIDE_DEFAULTS.has(defaultName));
      if (expectsDbDefault !== (col.column_default !== null)) {
        problems.push(`column ${where}: database default ${col.column_default ?? "none"}, schema ${expectsDbDefault ? "has" : "has no"} default`);
      }
      if (defaultName === "autoincrement" && !String(col.column_default).startsWith("nextval(")) {
        problems.push(`column ${where}: autoincrement without a sequence default`);
      }
    }
    for (const name of columns.keys()) problems.push(`column ${table}.${name}: not in the Prisma schema`);

    // Primary key, unique constraints and indexes: same column lists, nothing extra.
    const dbIndexes = db.indexes.filter((i) => i.table_name === table);
    const fieldColumn = (f: string) => columnName(model.fields.find((x) => x.name === f) ?? ({ name: f } as DmmfField));
    const expectedIndexes = datamodel.indexes
      .filter((i) => i.model === model.name && i.type !== "fulltext")
      .map((i) => ({ kind: i.type, columns: key(i.fields.map((f) => fieldColumn(f.name))) }));
    const actualIndexes = dbIndexes.map((i) => ({
      kind: i.is_primary ? "id" : i.is_unique ? "unique" : "normal",
      columns: key(i.columns),
      name: i.index_name,
    }));
    for (const e of expectedIndexes) {
      const at = actualIndexes.findIndex((a) => a.kind === e.kind && a.columns === e.columns);
      if (at < 0) problems.push(`${e.kind === "id" ? "primary key" : `${e.kind} index`} ${table}(${e.columns}): missing in the database`);
      else actualIndexes.splice(at, 1);
    }
    for (const a of actualIndexes) problems.push(`${a.kind} index ${a.name} on ${table}(${a.columns}): not in the Prisma schema`);

    // Foreign keys ↔ relation fields that hold the foreign key, with their referential actions.
    const dbForeignKeys = db.foreignKeys.filter((f) => f.table_name === table);
    for (const rel of model.fields.filter((f) => f.kind === "object" && (f.relationFromFields?.length ?? 0) > 0)) {
      const target = datamodel.models.find((m) => m.name === rel.type)!;
      const from = key(rel.relationFromFields!.map(fieldColumn));
      const to = key(rel.relationToFields!.map((f) => columnName(target.fields.find((x) => x.name === f) ?? ({ name: f } as DmmfField))));
      const optional = rel.relationFromFields!.some((f) => !model.fields.find((x) => x.name === f)?.isRequired);
      const onDelete = rel.relationOnDelete ?? (optional ? "SetNull" : "Restrict");
      const onUpdate = rel.relationOnUpdate ?? "Cascade";
      const at = dbForeignKeys.findIndex((f) => key(f.columns) === from && f.ref_table === tableName(target) && key(f.ref_columns) === to);
      const where = `foreign key ${table}(${from}) → ${tableName(target)}(${to})`;
      if (at < 0) {
        problems.push(`${where}: missing in the database`);
        continue;
      }
      const [fk] = dbForeignKeys.splice(at, 1);
      if (FK_ACTION[fk.on_delete] !== onDelete) problems.push(`${where}: ON DELETE ${FK_ACTION[fk.on_delete]}, schema ${onDelete}`);
      if (FK_ACTION[fk.on_update] !== onUpdate) problems.push(`${where}: ON UPDATE ${FK_ACTION[fk.on_update]}, schema ${onUpdate}`);
    }
    for (const fk of dbForeignKeys) problems.push(`foreign key ${fk.constraint_name} on ${table}: not in the Prisma schema`);
  }
  return problems;
}
