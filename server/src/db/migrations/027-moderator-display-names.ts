import { sql, type Kysely } from 'kysely';

/**
 * A moderator is named by a display name the operator sets when granting the role
 * (`npm run moderators -- add <email> --name <name>`), never by an e-mail. The audit log and a
 * selfie check's decision copy that name. Before, a selfie decision fell back to the moderator's
 * e-mail when their account had no name (an e-mail sign-up has none), and a report decision to an
 * empty name.
 *
 * Existing moderators get their profile's first name, or "Moderator"; the operator can rename
 * them. Names already copied that hold an address, or nothing, are replaced the same way. The
 * checks keep any "@" out of every copy, so no later path can write an address there again.
 *
 * "Own case" now covers a report's reporter: an index answers whether a moderator reported a dater.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`alter table moderators add column display_name text`.execute(db);
  await sql`update moderators m set display_name = coalesce(
    (select btrim(left(btrim(p.name), 60)) from profiles p where p.user_id = m.user_id and btrim(p.name) <> '' and position('@' in p.name) = 0),
    'Moderator')`.execute(db);
  await sql`alter table moderators alter column display_name set not null`.execute(db);
  await sql`alter table moderators add constraint moderators_display_name_check
    check (length(display_name) between 1 and 60 and display_name = btrim(display_name) and position('@' in display_name) = 0)`.execute(db);

  await sql`update moderation_audit a set moderator_name = coalesce((select m.display_name from moderators m where m.user_id = a.moderator_id), 'Moderator')
    where position('@' in a.moderator_name) > 0 or btrim(a.moderator_name) = ''`.execute(db);
  await sql`alter table moderation_audit add constraint moderation_audit_moderator_name_not_address
    check (length(moderator_name) >= 1 and position('@' in moderator_name) = 0)`.execute(db);

  await sql`update selfie_checks s set decided_by_name = coalesce((select m.display_name from moderators m where m.user_id = s.decided_by), 'Moderator')
    where decided_by_name is not null and (position('@' in s.decided_by_name) > 0 or btrim(s.decided_by_name) = '')`.execute(db);
  await sql`alter table selfie_checks add constraint selfie_checks_decided_by_name_not_address
    check (length(decided_by_name) >= 1 and position('@' in decided_by_name) = 0)`.execute(db);

  // "Own case" asks, on every decision, whether the moderator ever reported the dater.
  await sql`create index reports_reporter_reported_idx on reports (reporter_id, reported_id)`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`drop index if exists reports_reporter_reported_idx`.execute(db);
  await sql`alter table selfie_checks drop constraint if exists selfie_checks_decided_by_name_not_address`.execute(db);
  await sql`alter table moderation_audit drop constraint if exists moderation_audit_moderator_name_not_address`.execute(db);
  await sql`alter table moderators drop constraint if exists moderators_display_name_check`.execute(db);
  await sql`alter table moderators drop column if exists display_name`.execute(db);
}
