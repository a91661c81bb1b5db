import { sql, type Kysely } from 'kysely';

/**
 * Retrieval that stays flat as the community grows (decision 035). The filters every search
 * applies both ways and that a vector row can answer alone are copied into `dater_vectors`: the
 * candidate's gender and date of birth from their profile, and whom they look for and the ages
 * they accept from their preferences. The HNSW scan then applies them itself as it goes, and each
 * gender a dater can look for has a partial index of its own. Triggers keep the copies equal to
 * their sources: a vector row takes them when it is written, and a change to a profile or to
 * preferences updates the row at once.
 *
 * A B-tree on the date of birth that also carries the other filter copies and the vector serves
 * the searches whose wanted gender and ages few daters have: they read those daters from the
 * index alone, in order, and measure each exactly, without touching the table.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`alter table dater_vectors
    add column gender text, add column birth_date date,
    add column looking_for text, add column min_age integer, add column max_age integer`.execute(db);
  await sql`update dater_vectors v set gender = p.gender, birth_date = p.birth_date from profiles p where p.user_id = v.user_id`.execute(db);
  await sql`update dater_vectors v set looking_for = mp.looking_for, min_age = mp.min_age, max_age = mp.max_age
    from match_preferences mp where mp.user_id = v.user_id`.execute(db);

  await sql`create function dater_vectors_take_filters() returns trigger language plpgsql as $$
    begin
      select p.gender, p.birth_date into new.gender, new.birth_date from profiles p where p.user_id = new.user_id;
      select mp.looking_for, mp.min_age, mp.max_age into new.looking_for, new.min_age, new.max_age
        from match_preferences mp where mp.user_id = new.user_id;
      return new;
    end $$`.execute(db);
  await sql`create trigger dater_vectors_take_filters before insert or update of about, seek on dater_vectors
    for each row execute function dater_vectors_take_filters()`.execute(db);

  await sql`create function dater_vectors_follow_profile() returns trigger language plpgsql as $$
    begin
      update dater_vectors set gender = new.gender, birth_date = new.birth_date
        where user_id = new.user_id and (gender, birth_date) is distinct from (new.gender, new.birth_date);
      return null;
    end $$`.execute(db);
  await sql`create trigger dater_vectors_follow_profile after insert or update of gender, birth_date on profiles
    for each row execute function dater_vectors_follow_profile()`.execute(db);

  await sql`create function dater_vectors_follow_preferences() returns trigger language plpgsql as $$
    begin
      if tg_op = 'DELETE' then
        update dater_vectors set looking_for = null, min_age = null, max_age = null where user_id = old.user_id;
      else
        update dater_vectors set looking_for = new.looking_for, min_age = new.min_age, max_age = new.max_age
          where user_id = new.user_id and (looking_for, min_age, max_age) is distinct from (new.looking_for, new.min_age, new.max_age);
      end if;
      return null;
    end $$`.execute(db);
  await sql`create trigger dater_vectors_follow_preferences after insert or update of looking_for, min_age, max_age or delete on match_preferences
    for each row execute function dater_vectors_follow_preferences()`.execute(db);

  await sql`create index dater_vectors_about_female_hnsw on dater_vectors using hnsw (about vector_cosine_ops) where gender = 'female'`.execute(db);
  await sql`create index dater_vectors_about_male_hnsw on dater_vectors using hnsw (about vector_cosine_ops) where gender = 'male'`.execute(db);
  await sql`create index dater_vectors_filters on dater_vectors (birth_date) include (gender, looking_for, min_age, max_age, user_id, about)`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`drop index if exists dater_vectors_filters`.execute(db);
  await sql`drop index if exists dater_vectors_about_male_hnsw`.execute(db);
  await sql`drop index if exists dater_vectors_about_female_hnsw`.execute(db);
  await sql`drop trigger if exists dater_vectors_follow_preferences on match_preferences`.execute(db);
  await sql`drop function if exists dater_vectors_follow_preferences()`.execute(db);
  await sql`drop trigger if exists dater_vectors_follow_profile on profiles`.execute(db);
  await sql`drop function if exists dater_vectors_follow_profile()`.execute(db);
  await sql`drop trigger if exists dater_vectors_take_filters on dater_vectors`.execute(db);
  await sql`drop function if exists dater_vectors_take_filters()`.execute(db);
  await sql`alter table dater_vectors drop column if exists max_age, drop column if exists min_age, drop column if exists looking_for,
    drop column if exists birth_date, drop column if exists gender`.execute(db);
}
