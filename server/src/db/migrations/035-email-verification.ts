import { sql, type Kysely } from 'kysely';

/**
 * Verified addresses (decision 054). The 6-digit code sent with the verification link is kept
 * only as a hash, with its expiry and the wrong tries made against it; one live code per dater.
 * Accounts that existed before verification was asked for, and are not verified, get a grace
 * period in which they stay shown and may search and unlock while they are asked to verify.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`create table email_verification_codes (
    user_id text primary key references "user"(id) on delete cascade,
    code_hash text not null,
    expires_at timestamptz not null,
    attempts integer not null default 0,
    created_at timestamptz not null default now()
  )`.execute(db);
  await sql`create table email_verification_grace (
    user_id text primary key references "user"(id) on delete cascade,
    until timestamptz not null
  )`.execute(db);
  // The demo community's daters are the server's own, under a reserved domain no mail reaches
  // and no one can verify: they count as verified (decision 054), as the seed now writes them.
  await sql`update "user" set "emailVerified" = true where email like '%@demo.kindred.invalid'`.execute(db);
  await sql`insert into email_verification_grace (user_id, until)
    select id, now() + interval '30 days' from "user" where not "emailVerified"`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`drop table if exists email_verification_grace`.execute(db);
  await sql`drop table if exists email_verification_codes`.execute(db);
}
