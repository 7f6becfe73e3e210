import { randomBytes } from 'node:crypto';
import { copyFile, mkdir, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { connectDatabase, type DatabaseConnection } from '../src/db/connect.js';
import { findMigrationsFolder, migrateDatabase } from '../src/db/migrate.js';

/**
 * Migration 0004 on a shop that was running before packs: every product becomes a product
 * with one pack, losing nothing, and carts and past orders point at that pack.
 */

const packsMigration = '0004_packs';
let connection: DatabaseConnection;
let beforePacks: string;

/** The migrations folder as it was before packs: the same files, the journal cut before 0004. */
async function migrationsBefore(tag: string): Promise<string> {
  const all = findMigrationsFolder();
  const folder = await mkdtemp(path.join(tmpdir(), 'dhanya-migrations-'));
  const journal = JSON.parse(await readFile(path.join(all, 'meta/_journal.json'), 'utf8')) as {
    entries: Array<{ tag: string }>;
  };
  const entries = journal.entries.slice(
    0,
    journal.entries.findIndex((entry) => entry.tag === tag),
  );
  await mkdir(path.join(folder, 'meta'));
  await writeFile(path.join(folder, 'meta/_journal.json'), JSON.stringify({ ...journal, entries }));
  for (const entry of entries)
    await copyFile(path.join(all, `${entry.tag}.sql`), path.join(folder, `${entry.tag}.sql`));
  return folder;
}

const rows = async <T>(query: ReturnType<typeof sql>): Promise<T[]> => {
  const result = (await connection.db.execute(query)) as unknown as { rows: T[] };
  return result.rows;
};

beforeAll(async () => {
  const databaseUrl = process.env.TEST_DATABASE_URL;
  connection = await connectDatabase(
    databaseUrl ? { databaseUrl, schemaName: `test_packs_${randomBytes(4).toString('hex')}` } : {},
  );
  beforePacks = await migrationsBefore(packsMigration);
  await migrateDatabase(connection, beforePacks);
});

afterAll(async () => {
  if (connection.schemaName)
    await connection.db.execute(sql.raw(`DROP SCHEMA IF EXISTS ${connection.schemaName} CASCADE`));
  await connection.close();
  await rm(beforePacks, { recursive: true, force: true });
});

describe('[PACKS-17] migrating a shop from before packs', () => {
  it('gives each product one pack with its price and stock, named by the size in its title, and points carts and orders at it', async () => {
    const [category] = await rows<{ id: string }>(sql`insert into categories (name) values ('Rice') returning id`);
    const products = [
      ['Aged Basmati Rice (5 kg)', 84_900, 120],
      ['Virgin Coconut Oil (500 ml)', 35_000, 3],
      ['Cold-Pressed Groundnut Oil (1 L)', 32_900, 0],
      ['Ratnagiri Alphonso Mangoes (1 dozen)', 99_900, 7],
      ['Green Cardamom, 8 mm (50 g)', 19_000, 9],
      ['Chakki Atta 2.5kg', 14_500, 11],
    ] as const;
    const ids: string[] = [];
    for (const [title, pricePaise, quantity] of products) {
      const [row] = await rows<{
        id: string;
      }>(sql`insert into products (title, description, quantity, price_paise, category_id)
        values (${title}, 'From the demo', ${quantity}, ${pricePaise}, ${category!.id}) returning id`);
      ids.push(row!.id);
    }
    const [user] = await rows<{ id: string }>(sql`insert into users (first_name, last_name, email, password_hash)
      values ('Meera', 'Rao', 'meera@example.in', 'x') returning id`);
    await connection.db.execute(
      sql`insert into cart_items (user_id, product_id, quantity) values (${user!.id}, ${ids[0]}, 2)`,
    );
    const [order] = await rows<{
      id: string;
    }>(sql`insert into orders (user_id, payment_type, total_paise, first_name, address, city, state, zip)
      values (${user!.id}, 'cash', 169800, 'Meera', '1 Road', 'Mysuru', 'Karnataka', '570001') returning id`);
    await connection.db
      .execute(sql`insert into order_lines (order_id, product_id, title, unit_price_paise, quantity, line_price_paise, position)
      values (${order!.id}, ${ids[0]}, 'Aged Basmati Rice (5 kg)', 84900, 2, 169800, 0)`);

    await migrateDatabase(connection);

    const packs = await rows<{
      product_id: string;
      label: string;
      net_quantity: string;
      unit: string;
      price_paise: number;
      stock: number;
      sku: string;
      position: number;
    }>(sql`select product_id, label, net_quantity, unit, price_paise, stock, sku, position from product_packs`);
    const packOf = (index: number) => packs.find((pack) => pack.product_id === ids[index])!;
    expect(packs).toHaveLength(products.length);
    expect(
      products.map((_, index) => [packOf(index).label, Number(packOf(index).net_quantity), packOf(index).unit]),
    ).toEqual([
      ['5 kg', 5, 'kg'],
      ['500 ml', 500, 'ml'],
      ['1 L', 1, 'L'],
      ['1 pack', 1, 'piece'],
      ['50 g', 50, 'g'],
      ['2.5 kg', 2.5, 'kg'],
    ]);
    expect(products.map((_, index) => [packOf(index).price_paise, packOf(index).stock])).toEqual(
      products.map(([, price, stock]) => [price, stock]),
    );
    expect(new Set(packs.map((pack) => pack.sku)).size).toBe(products.length);
    expect(packs.every((pack) => pack.position === 0)).toBe(true);

    const summaries = await rows<{
      id: string;
      price_paise: number;
      quantity: number;
      price_from_paise: number;
      stock_total: number;
      pack_count: number;
    }>(sql`select id, price_paise, quantity, price_from_paise, stock_total, pack_count from products`);
    for (const [index, [, price, stock]] of products.entries()) {
      expect(summaries.find((row) => row.id === ids[index])).toMatchObject({
        price_paise: price,
        quantity: stock,
        price_from_paise: price,
        stock_total: stock,
        pack_count: 1,
      });
    }
    const [line] = await rows<{ pack_id: string }>(sql`select pack_id from cart_items`);
    expect(line!.pack_id).toBe(
      (await rows<{ id: string }>(sql`select id from product_packs where product_id = ${ids[0]}`))[0]!.id,
    );
    const [bought] = await rows<{ pack_id: string; pack_label: string }>(
      sql`select pack_id, pack_label from order_lines`,
    );
    expect(bought).toEqual({ pack_id: line!.pack_id, pack_label: '5 kg' });
  });
});
