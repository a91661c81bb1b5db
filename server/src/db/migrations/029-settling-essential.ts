import { sql, type Kysely } from 'kysely';

/**
 * Where a dater will live (staying, open to moving, moving abroad) is an eighth essential. The
 * essentials table named its seven keys in a check; it now names eight. Existing daters simply
 * have no row for it until their texts are read again or they confirm it.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`alter table dater_essentials drop constraint if exists dater_essentials_essential_check`.execute(db);
  await sql`alter table dater_essentials add constraint dater_essentials_essential_check
    check (essential in ('intent', 'children', 'smoking', 'drinking', 'faith', 'diet', 'pets', 'settling'))`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`delete from dater_essentials where essential = 'settling'`.execute(db);
  await sql`alter table dater_essentials drop constraint if exists dater_essentials_essential_check`.execute(db);
  await sql`alter table dater_essentials add constraint dater_essentials_essential_check
    check (essential in ('intent', 'children', 'smoking', 'drinking', 'faith', 'diet', 'pets'))`.execute(db);
}
