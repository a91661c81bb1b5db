import { sql, type Kysely } from 'kysely';

/**
 * "About me" and "Who I hope to meet" become two columns. They used to be glued into one
 * labelled `preference_desc` and parsed apart again wherever they were read; now each half is
 * stored as the dater said it, and the labelled form is built only inside a model prompt.
 *
 * Existing rows are split by the labels the old code wrote ("About me: …\n\nWho I hope to meet: …").
 * A text with neither label was all "who I hope to meet", as the old reader treated it.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`alter table profiles
    add column about_me text not null default '' check (length(about_me) <= 2000),
    add column hope_to_meet text not null default '' check (length(hope_to_meet) <= 2000)`.execute(db);
  await sql`
    with parts as (
      select user_id,
        preference_desc as d,
        position('Who I hope to meet:' in preference_desc) as seek_at,
        preference_desc like 'About me:%' as has_about
      from profiles
    )
    update profiles p set
      about_me = left(btrim(case
        when not parts.has_about then ''
        when parts.seek_at > 0 then substr(parts.d, 10, parts.seek_at - 10)
        else substr(parts.d, 10) end, E' \n\t\r'), 2000),
      hope_to_meet = left(btrim(case
        when parts.seek_at > 0 then substr(parts.d, parts.seek_at + 19)
        when parts.has_about then ''
        else parts.d end, E' \n\t\r'), 2000)
    from parts
    where parts.user_id = p.user_id`.execute(db);
  await sql`alter table profiles drop column preference_desc`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`alter table profiles add column preference_desc text not null default '' check (length(preference_desc) <= 4000)`.execute(db);
  await sql`update profiles set preference_desc = left(concat_ws(E'\n\n',
      case when about_me <> '' then 'About me: ' || about_me end,
      case when hope_to_meet <> '' then 'Who I hope to meet: ' || hope_to_meet end), 4000)`.execute(db);
  await sql`alter table profiles drop column about_me, drop column hope_to_meet`.execute(db);
}
