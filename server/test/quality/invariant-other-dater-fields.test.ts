import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { matchDetailSchema, matchListResponseSchema, publicCardSchema, unlockResponseSchema } from '@kindred/contract';
import { daterWithMatches } from '../support/browsing.js';
import { birthDateFor, createDater, finishProfile, OUTDOORSY } from '../support/daters.js';
import { setEssential } from '../support/essentials.js';
import { TestClient, uniqueEmail } from '../support/http-client.js';
import { answer, matchedPair, unlock } from '../support/meeting-feedback.js';
import { startTestApp, type TestApp } from '../support/test-app.js';
import { markAddressVerified } from '../support/verified-address.js';
import { CARD_INPUT } from './support/fixtures.js';

/**
 * Security rule 3 (docs/architecture.md#rule-3): another dater's data is limited to the fields the screen
 * needs; contact handles are sent only after an unlock; the two texts, e-mail, blocks and
 * settings are never sent. The leak scans elsewhere look for values; this test pins the exact
 * set of fields each answer about another dater may carry, so a new column cannot slip into one,
 * and gives the other daters private settings and blocks that must not appear.
 */
const CARD_FIELDS = ['age', 'bioSnippet', 'compatibilityScore', 'country', 'coverImageUrl', 'distanceKm', 'gender', 'handles', 'homeCity', 'id', 'imageUrl', 'isDemo', 'isLocked', 'isNew', 'isPremium',
  'isUnlocked', 'matchNote', 'matchedAt', 'name', 'selfieVerified', 'sharedThemes', 'unlockedYouAt', 'waitingForMutual'];
const DETAIL_FIELDS = [...CARD_FIELDS, 'bio'].sort();
const HANDLE_FIELDS = ['calendly', 'instagram', 'linkedin'];
const PUBLIC_CARD_FIELDS = ['emoji', 'id', 'imageUrl', 'name', 'preferences', 'rating', 'vibe'];

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(async () => {
  await t.close();
});

const keysOf = (value: object) => Object.keys(value).sort();

describe('what a dater receives about another dater', () => {
  it('is the card fields and nothing else; handles after an unlock only; never their settings, blocks, e-mail or preference text', async () => {
    const db = t.database.db;
    const { client, matches, others } = await daterWithMatches(t, 2);
    // Private to the other daters: their own search settings, notification settings and blocks.
    const forbidden: string[] = ['@example.test', 'Who I hope to meet', OUTDOORSY.seek];
    for (const id of others) {
      const blocked = await createDater(db, { gender: 'male', name: 'Blocked' });
      await db.insertInto('blocks').values({ blocker_id: id, blocked_id: blocked, reason: 'user_removed' }).execute();
      await db.updateTable('match_preferences').set({ country: `prefsentinel${id.slice(-6)}`, min_age: 19, max_age: 84 }).where('user_id', '=', id).execute();
      // A date of birth of their own: matches see the age it gives, never the date.
      const born = new Date(`${birthDateFor(30)}T00:00:00Z`);
      born.setUTCDate(born.getUTCDate() - others.indexOf(id) - 3);
      const birthDate = born.toISOString().slice(0, 10);
      await db.updateTable('profiles').set({ notification_permission_status: 'granted', allow_notifications: true, birth_date: birthDate }).where('user_id', '=', id).execute();
      // Their essentials, with the words they were read from: only "you both …" may ever leave.
      await setEssential(db, id, 'pets', { self: 'allergic', selfSource: 'extracted', need: ['no_pets', 'allergic'], strength: 'must', quote: `petsentinel${id.slice(-6)}` });
      forbidden.push(blocked, `prefsentinel${id.slice(-6)}`, birthDate, `petsentinel${id.slice(-6)}`);
      // Their selfie check: the gesture asked, the photo's key and a rejection's reason never leave;
      // only the public mark (selfieVerified) does, and "Only selfie-verified daters" is their setting.
      await db.insertInto('selfie_checks').values({ user_id: id, gesture: 'peace-sign', expires_at: new Date(), status: 'rejected', photo_path: `selfies/${id}/selfiesentinel.jpg`,
        submitted_at: new Date(), decided_at: new Date(), reason: `selfiereason${id.slice(-6)}` }).execute();
      await db.updateTable('match_preferences').set({ show_verified_only: true }).where('user_id', '=', id).execute();
      forbidden.push('selfiesentinel', `selfiereason${id.slice(-6)}`, 'peace-sign', 'selfies/');
      // A moderator's warning and their appeal of it (decision 040): the dater's own notice, never another's.
      const warning = await db.insertInto('moderation_sanctions').values({ user_id: id, kind: 'warn', reason: `warnsentinel${id.slice(-6)}` }).returning('id').executeTakeFirstOrThrow();
      await db.insertInto('moderation_appeals').values({ user_id: id, sanction_id: warning.id, text: `appealsentinel${id.slice(-6)}` }).execute();
      forbidden.push(`warnsentinel${id.slice(-6)}`, `appealsentinel${id.slice(-6)}`);
      // A photo and a cover: a locked card names only their blurred copies (decision 044).
      await db.updateTable('profiles').set({ image_path: `profiles/${id}/profile-photosentinel.jpg`, cover_image_path: `covers/${id}/cover-photosentinel.jpg` }).where('user_id', '=', id).execute();
    }
    const originals = (id: string) => ({ imageUrl: `/api/media/profiles/${id}/profile-photosentinel.jpg`, coverImageUrl: `/api/media/covers/${id}/cover-photosentinel.jpg` });
    const blurredCopies = (id: string) => ({ imageUrl: `${originals(id).imageUrl}.blur.webp`, coverImageUrl: `${originals(id).coverImageUrl}.blur.webp` });
    // Every photo address in an answer, each one either an original or a blurred copy of one.
    const photoAddresses = (text: string) => [...text.matchAll(/\/api\/media\/[^"]+/g)].map((found) => found[0]);
    const photosOf = (card: { imageUrl: string | null; coverImageUrl: string | null }) => ({ imageUrl: card.imageUrl, coverImageUrl: card.coverImageUrl });
    const leaks = (text: string) => forbidden.filter((value) => text.includes(value));

    const listText = await (await client.get('/api/matches')).text();
    const list = matchListResponseSchema.parse(JSON.parse(listText));
    expect(list.matches).toHaveLength(2);
    for (const raw of JSON.parse(listText).matches as object[]) expect(keysOf(raw)).toEqual([...CARD_FIELDS].sort());
    expect(list.matches.map((m) => m.handles)).toEqual([null, null]);
    // Locked: the blurred copies only, never an original's address.
    // Each card's other dater, by the name daterWithMatches gave them (Match0, Match1).
    const otherOf = new Map<string, string>();
    for (const card of list.matches) {
      const id = others[Number(card.name.replace('Match', ''))] ?? '';
      otherOf.set(card.id, id);
      expect(photosOf(card)).toEqual(blurredCopies(id));
    }
    expect(photoAddresses(listText).every((url) => url.endsWith('.blur.webp'))).toBe(true);
    expect(leaks(listText)).toEqual([]);
    expect(listText).not.toMatch(/secret\.insta|secret-linkedin|secret-cal/);
    // Settings that are true or "granted" on their side appear under no name at all.
    expect(listText).not.toMatch(
      /allowNotifications|allow_notifications|notificationPermission|lookingFor|minAge|maxAge|aboutMe|about_me|hopeToMeet|hope_to_meet|email|blocked|birth|essential|self_value|need_values|allergic|gesture|showVerifiedOnly|show_verified_only/i,
    );

    const target = matches[0]?.id ?? '';
    const unlockText = await (await client.post(`/api/matches/${target}/unlock`)).text();
    const unlock = unlockResponseSchema.parse(JSON.parse(unlockText));
    const rawUnlock = JSON.parse(unlockText) as { match: { handles: object } & object };
    expect(keysOf(rawUnlock.match)).toEqual(DETAIL_FIELDS);
    expect(keysOf(rawUnlock.match.handles)).toEqual(HANDLE_FIELDS);
    expect(unlock.match.handles?.instagram).toMatch(/^secret\.insta\./);
    // Unlocked: the originals.
    expect(photosOf(unlock.match)).toEqual(originals(otherOf.get(target) ?? ''));

    const detailText = await (await client.get(`/api/matches/${target}`)).text();
    expect(photosOf(matchDetailSchema.parse(JSON.parse(detailText)))).toEqual(originals(otherOf.get(target) ?? ''));
    expect(keysOf(JSON.parse(detailText) as object)).toEqual(DETAIL_FIELDS);
    for (const text of [unlockText, detailText]) {
      expect(leaks(text)).toEqual([]);
      expect(text).not.toMatch(
        /allowNotifications|notificationPermission|lookingFor|minAge|maxAge|aboutMe|about_me|hopeToMeet|hope_to_meet|email|blocked|birth|essential|self_value|need_values|allergic/i,
      );
    }

    // The match left locked still has no handles and only blurred photos, in the list read after the unlock.
    const after = matchListResponseSchema.parse(await (await client.get('/api/matches')).json());
    const stillLocked = after.matches.find((m) => m.id !== target);
    expect(stillLocked?.handles).toBeNull();
    expect(photosOf(stillLocked ?? { imageUrl: null, coverImageUrl: null })).toEqual(blurredCopies(otherOf.get(stillLocked?.id ?? '') ?? ''));
    expect(photosOf(after.matches.find((m) => m.id === target) ?? { imageUrl: null, coverImageUrl: null })).toEqual(originals(otherOf.get(target) ?? ''));
  });

  it('never shows a dater what the one who unlocked them answered to "Did you meet?"', async () => {
    const { unlocker, other, unlockerMatchId, otherMatchId } = await matchedPair(t, 84);
    await unlock(unlocker.client, unlockerMatchId);
    await unlock(other.client, otherMatchId);
    const before = await Promise.all(
      [other.client.get('/api/matches'), other.client.get(`/api/matches/${otherMatchId}`), other.client.get('/api/meeting-feedback')].map(async (r) => (await r).text()),
    );
    expect((await answer(unlocker.client, unlockerMatchId, { met: 'yes', again: 'yes', uncomfortable: true })).status).toBe(200);
    const after = await Promise.all([other.client.get('/api/matches'), other.client.get(`/api/matches/${otherMatchId}`), other.client.get('/api/meeting-feedback')].map(async (r) => (await r).text()));
    // Byte for byte what they saw before the answer: no field, count or flag moved.
    expect(after).toEqual(before);
    for (const text of after) expect(text).not.toMatch(/"met"|"again"|uncomfortable|meeting|askedBefore/i);
    expect(JSON.parse(after[2] ?? '{}')).toEqual({ question: null });
    for (const raw of JSON.parse(after[0] ?? '{}').matches as object[]) expect(keysOf(raw)).toEqual([...CARD_FIELDS].sort());
  });

  it('sends no handle while a mutual reveal waits, and neither the setting nor the other side of the pair ever leaves', async () => {
    const { unlocker, other, unlockerMatchId, otherMatchId } = await matchedPair(t, 83);
    const db = t.database.db;
    await db.updateTable('profiles').set({ instagram: 'waitsentinel.insta', linkedin: 'waitsentinel-in', calendly: 'waitsentinel-cal' }).where('user_id', '=', other.userId).execute();
    await db.updateTable('profiles').set({ instagram: 'unlockersentinel.insta' }).where('user_id', '=', unlocker.userId).execute();
    // Both keep their handles for daters they unlocked too: a setting neither may read of the other.
    for (const dater of [unlocker, other]) expect((await dater.client.request('PUT', '/api/unlocks/privacy', { mutualReveal: true })).status).toBe(200);
    const settingNames = /mutualReveal|mutual_reveal|other_mutual_reveal|unlockPrivacy/i;

    // Before any unlock: nothing says who keeps their handles back.
    const lockedText = await (await unlocker.client.get('/api/matches')).text();
    expect(JSON.parse(lockedText).matches[0]).toMatchObject({ waitingForMutual: false, unlockedYouAt: null, handles: null });
    expect(lockedText).not.toMatch(settingNames);

    const unlockText = await (await unlocker.client.post(`/api/matches/${unlockerMatchId}/unlock`)).text();
    const listText = await (await unlocker.client.get('/api/matches')).text();
    const detailText = await (await unlocker.client.get(`/api/matches/${unlockerMatchId}`)).text();
    const waiting = [JSON.parse(unlockText).match, JSON.parse(listText).matches[0], JSON.parse(detailText)] as object[];
    expect(keysOf(waiting[0] ?? {})).toEqual(DETAIL_FIELDS);
    expect(keysOf(waiting[1] ?? {})).toEqual([...CARD_FIELDS].sort());
    expect(keysOf(waiting[2] ?? {})).toEqual(DETAIL_FIELDS);
    for (const match of waiting) expect(match).toMatchObject({ handles: null, waitingForMutual: true, isUnlocked: true });
    for (const text of [unlockText, listText, detailText]) {
      expect(text).not.toMatch(/waitsentinel/);
      expect(text).not.toMatch(settingNames);
    }

    // The unlocked dater learns when, and nothing of the one who unlocked them beyond their card.
    const toldText = await (await other.client.get('/api/matches')).text();
    const told = JSON.parse(toldText).matches[0] as object;
    expect(keysOf(told)).toEqual([...CARD_FIELDS].sort());
    expect(told).toMatchObject({ handles: null, waitingForMutual: false, isUnlocked: false });
    expect((told as { unlockedYouAt: string | null }).unlockedYouAt).not.toBeNull();
    expect(toldText).not.toMatch(/unlockersentinel|waitsentinel/);
    expect(toldText).not.toMatch(settingNames);

    // Unlocking back reveals both ways, and only then.
    const backText = await (await other.client.post(`/api/matches/${otherMatchId}/unlock`)).text();
    expect(backText).toContain('unlockersentinel.insta');
    expect(await (await unlocker.client.get(`/api/matches/${unlockerMatchId}`)).text()).toContain('waitsentinel.insta');
  });

  it("gives anyone with a card's link the card's own fields, and nothing about its owner", async () => {
    const owner = new TestClient(t.baseUrl);
    const email = uniqueEmail('cardowner');
    await owner.signUp(email);
    await owner.post('/api/session/finalize');
    // A card is public while its owner may be shown at all: finished onboarding, as an adult.
    const me = (await (await owner.get('/api/me')).json()) as { user: { id: string } };
    await finishProfile(t.database.db, me.user.id, { gender: 'female', name: 'Card Owner' });
    await markAddressVerified(t, me.user.id);
    const card = (await (await owner.post('/api/cards', CARD_INPUT)).json()) as { id: string };
    const text = await (await fetch(`${t.baseUrl}/api/public/cards/${card.id}`)).text();
    publicCardSchema.parse(JSON.parse(text));
    expect(keysOf(JSON.parse(text) as object)).toEqual(PUBLIC_CARD_FIELDS);
    expect(text).not.toContain(email);
  });
});
