import { before, INDIFFERENT, negatedBefore, SEEKING, strengthOf, whose, type Hit, type Said } from './local-essentials-cues.js';

/**
 * Faith. People rarely write "I am Sikh"; they write "gurdwara with my nani every Sunday" or "the
 * last ten nights of Ramadan". Each faith is known by its practice, places and feasts. A faith the
 * writer was only raised in ("raised Methodist, now I believe in exactly nothing") is not theirs.
 */
const FAITHS: ReadonlyArray<readonly [string, RegExp]> = [
  ['sikh', /\b(sikhs?|sikhism|gurdwaras?|gurudwaras?|langar|turbans?|kesh|dastaar|dastar|waheguru|khalsa|amritdhari|vaisakhi|guru granth)\b/g],
  ['muslim',
    /\b(muslims?|islam|islamic|ramadan|ramzan|salah|salat|namaz|pray(?:s|ing)? five times|fajr|iftar|suhoor|sehri|eid|raya|nikah|deen|qur'?an|koran|mosques?|masjid|jumm?ah|hijab|revert|month of fasting|call to prayer|adhan|azan|alhamdulillah|inshallah|insha'?allah|insyaallah|solat|solah|tudung|shahada)\b/g],
  ['jewish',
    /\b(jewish|jews?|judaism|shabbat|shabbos|shul|synagogue|the tribe|challah|torah|passover|yom kippur|hanukkah|chanukah|rabbi|[bt]ar mitzvah|kiddush|kosher|seder|rosh hashanah|mezuzah)\b/g],
  ['hindu', /\b(hindus?|hinduism|puja|pooja|mandir|diwali|deepavali|aarti|navratri|bhagavad gita|ganesh|krishna|pongal|holi|onam|janmashtami)\b/g],
  ['buddhist', /\b(buddhis[mt]s?|buddha|pagodas?|vihara|vesak|wesak|dharma|sangha|zazen|obon)\b/g],
  ['christian',
    /\b(christians?|christianity|catholics?|(?:greek|russian|ethiopian|eritrean|coptic|serbian|georgian|eastern|romanian|bulgarian|ukrainian) orthodox|orthodox (?:church|christian|faith|easter|christmas|liturgy)|liturgy|the virgin|basilica|methodists?|baptists?|anglicans?|pentecostal|evangelical|presbyterian|lutheran|church(?!es)|chapel|(?<!critical |body |muscle )mass(?! market| media| produced)|the lord(?! of the)|jesus|christ|gospel|bible|fellowship|god-fearing|sunday (?:service|worship)|holy communion|rosary|pews?|after service|praise god|hymns?)\b/g],
];
const NONE =
  /\b(atheist|agnostic|never (?:really )?believed|(?:don't|do not) believe|(?:not|non|no longer) (?:practising|practicing|observant)|not religious anymore|not (?:very |at all |really )?religious|non[- ]?religious|no religion|believe in (?:exactly )?nothing|don't believe in (?:god|religion)|lapsed|my only religion|not a believer|humanist|godless|secular|no god for me|zero religion|religion\W+(?:is )?(?:nah,? )?not my thing|the only thing i worship|(?:don't|do not) (?:really )?have (?:a |any )?religion|never been (?:a |much of a )?(?:churchgoer|church-goer|believer)|not (?:a|much of a) (?:praying|church-?going|religious|believing) (?:man|woman|person|type|sort)|left (?:the|my) (?:mosque|church|faith|religion|temple|synagogue) behind|left the (?:\w+ )?(?:church|faith|mosque)\b|(?:prayers|faith|religion) stayed behind|never (?:been )?(?:very |really |at all )?religious|no faith (?:myself|of my own)|(?:religion|faith|god|church) (?:isn't|is not|was never|has never been) (?:really |ever )?(?:a thing|my thing|for me|(?:a )?part of my life)|(?:^|[,;:]\s*|\bso\s+)no (?:god|gods|religion)(?=,| and| for me|\s*$)|(?:religion|faith)\s*[:?-]\s*(?:none|nope|no|nah|zero|not for me)|religious\W+(?:not|no|nope|nah|never)(?: really| at all| much| in the least| one bit| a bit| for me)?(?=\W*(?:$|[.;!?]))|(?:never had|don't have|have no) (?:much )?use for (?:church|religion|god|faith|scripture)|(?:don't|do not) follow (?:any|a) (?:church|religion|faith)|(?:recovered|recovering|ex-?|former|lapsed) (?:catholic|christian|muslim|jew|mormon|baptist|evangelical|methodist|hindu)|raised \w+(?: in \w+)?,? (?:(?:but )?now )?(?:nothing|none|atheist|agnostic|recovered|cured|escaped|left|out)\b)\b/;
// "Not religious, but I believe in the energy of things", "no church, just my own way of listening".
const SPIRITUAL =
  /\b(spiritual|my own (?:kind|way|version) of it|pray in my own way|(?:the|nature|the) (?:\w+ )?is my church|not (?:\w+ )?religious,? but (?:i )?(?:believe|pray|feel|meditate|trust)|no (?:church|religion|temple|mosque),? (?:just|only|but) my own|(?:feel|believe in|sense) something (?:bigger|greater|higher|larger)|no (?:religion|church|god),? (?:though|but|just) (?:i )?(?:believe|pray|feel|meditate|trust))\b/;
// "Not religious myself", "faith is not part of my life": the writer's own, wherever it is said.
const OWN_AFTER = /^\W*\w+(?: \w+)? myself\b|\bmy life\b/;
const FOLLOWS_FAITH = /^[^.]*\b(?:just|only|simply)\s+(?:follow|love|walk with|believe in|trust)\s+(?:jesus|christ|god|allah|the lord)\b/;
// A faith one was raised or schooled in, unless it is kept ("raised Muslim and still practise").
const RAISED = /\b(raised|grew up|brought up|born|school|college|schooled|educated)\b/;
const SHARED =
  /\b(?:shares?|sharing) (?:my|our|the same) (?:\w+ )?(?:faith|religion|beliefs?)\b|\b(?:within|outside) (?:my|our|the) (?:faith|religion|community|church)\b|\bshare it\b|\bsame (?:faith|religion)\b|\bof my faith\b|\b(?:prays?|believes?|worships?) (?:the same way|like me|as i do)\b/;
const PARTNER_KIND = /\b(?:man|woman|wife|husband|partner|girl|guy|lady|gentleman|someone|somebody)\b/;
const NOT_ASKING = /\b(?:never|not|don't|wouldn't|won't) (?:ask|push|force|expect|require)\b/;
const OTHER_FAITH = /\b(another|other|different|any) (?:church|faith|religion)s?\b/;
const NOT_DEVOUT =
  /\b(devout|religious|practising|churchy) (?:partner|man|woman|person|people|type)\b[^.]*\b(hard|difficult|not for me|no|not|wouldn't|won't|can't|never)\b|\bno (?:religious|devout) (?:people|partners?|types)\b|\b(?:can't|cannot|won't|don't|wouldn't|not) (?:date|dating|be with|marry|marrying) (?:someone|anyone|a \w+) (?:who is |who's |that's )?(?:devout|religious|very religious)\b/;
// A partner's faith said without naming one ("she must love God", "a man of faith"): the writer's own.
const GENERIC_FAITH = /\b(?:loves? god|fears? god|god-fearing|believer|(?:person|man|woman|lady|gentleman|guy|girl) of faith|strong faith|has faith|practising|practicing|devout|religious|prays)\b/;
// "Sundays are choir, then service": worship on a Sunday is a church's.
const SUNDAY_WORSHIP = /\bsundays?\b[^.]*\b(choir|service|worship|praise)\b/;

// "No need to be Buddhist", "Jewish or not", "if he doesn't, well…": the writer asks nothing.
const NO_ASK =
  /\bno need to be\b|\b(?:doesn't|does not|don't|do not) (?:need|have) to be\b|\bneedn't be\b|\bneed not be\b|\b\w+ or not\b|\bif (?:he|she|you) (?:doesn't|don't|isn't|aren't)\b|\bnot compulsory\b/;
// "Whatever gods you grew up with", "whatever your path is": any faith at all, so long as there is one.
const ANY_FAITH =
  /\bwhatever (?:your )?(?:path|gods?|faith|religion)\b|\bfaith matters\b|\bany (?:faith|religion)\b|\b(?:a|any) faith of (?:your|his|her|their) own\b|\bfaith\b[^.]*\bwhatever (?:shape|form|kind|flavou?r) it takes\b/;
// "Atheists welcome", "secular is fine too": allowed, not asked for.
const ALLOWED = /\b(?:welcome|fine|ok|okay|no problem|don't mind|do not mind|either way)\b/;
const ALL_FAITHS = ['hindu', 'sikh', 'christian', 'muslim', 'jewish', 'buddhist', 'spiritual', 'other'];
// "I marry only a Muslim man", "I cannot share a home with a woman who does not share it": a rule.
const FAITH_RULE = /\bonly (?:an? )?(?:\w+ )?(?:muslim|hindu|sikh|jewish|christian|catholic|buddhist)\b|\b(?:cannot|can't|won't|will not|couldn't) (?:\w+ ){0,8}who (?:does not|doesn't) share\b/;

// "Croissants on Sunday, not church", "no mosque for me": the word is there to be refused.
const REFUSED_BEFORE = /\b(?:no|not|never)\s+(?:a\s+|the\s+)?$/;
const GENERIC_WORD = /^(?:god-fearing|the lord|fellowship|praise god)\b/;

interface Mention {
  readonly faith: string;
  readonly index: number;
}

function mentions(lower: string): Mention[] {
  const out: Mention[] = [];
  for (const [faith, re] of FAITHS) for (const m of lower.matchAll(re)) out.push({ faith, index: m.index });
  const sunday = SUNDAY_WORSHIP.exec(lower);
  if (sunday) out.push({ faith: 'christian', index: sunday.index });
  // "A God-fearing wife who shares my deen": a word any believer uses yields to one of a single faith.
  const specific = out.filter((m) => !GENERIC_WORD.test(lower.slice(m.index)));
  return (specific.length > 0 && specific.some((m) => m.faith !== 'christian') ? specific : out).sort((a, b) => a.index - b.index);
}

/** The writer's own faith, as read from one sentence. */
function selfFaith(s: Said): { value: string; at: number } | null {
  const { lower } = s;
  // "Someone spiritual" and "a devout partner would be hard" speak of the partner, not the writer.
  const spiritual = SPIRITUAL.exec(lower);
  // "Fixing furnaces is more spiritual than you'd think" compares; it says nothing of a belief.
  const compared = spiritual && /\b(?:more|less|as|so|very)\s+$/.test(lower.slice(0, spiritual.index)) && /^\w+\s+(?:than|as)\b/.test(lower.slice(spiritual.index));
  if (spiritual && !compared && !/\bnot spiritual\b/.test(lower) && whose(lower, spiritual.index, s.home) === 'writer') return { value: 'spiritual', at: spiritual.index };
  const none = NONE.exec(lower);
  // "Not religious, and I'd rather you weren't either": the partner is asked to share it, so it is the writer's.
  const shared = none && /\b(?:either|too|as well|like me)\b/.test(lower.slice(none.index));
  // "Not religious myself, but…" is the writer, wherever it is said.
  const myself = none && OWN_AFTER.test(lower.slice(none.index));
  // "I'm not religious, I just follow Jesus": the religion turned down is the institution; the faith is named after it.
  const followsFaith = none && FOLLOWS_FAITH.test(lower.slice(none.index));
  if (none && !followsFaith && (shared || myself || whose(lower, none.index, s.home) === 'writer')) return { value: 'none', at: none.index };
  for (const m of mentions(lower)) {
    const head = before(lower, m.index);
    const raised = (RAISED.test(head) || /^\w+ (?:school|college)\b/.test(lower.slice(m.index))) && !/\bstill\b/.test(lower);
    if (raised || OTHER_FAITH.test(lower.slice(Math.max(0, m.index - 12), m.index + 12))) continue;
    // "Sunday means croissants, not church": a place of worship refused is not the writer's.
    if (whose(lower, m.index, s.home) === 'partner' || REFUSED_BEFORE.test(head)) continue;
    return { value: m.faith, at: m.index };
  }
  return null;
}

const owned = new WeakMap<readonly Said[], string | null>();
function ownFaith(all: readonly Said[]): string | null {
  if (!owned.has(all)) {
    const first = all.map(selfFaith).find((f) => f && f.value !== 'none' && f.value !== 'spiritual');
    owned.set(all, first?.value ?? null);
  }
  return owned.get(all) ?? null;
}

/** What the writer asks of a partner's faith in one sentence, if anything. */
function needFaith(s: Said, all: readonly Said[]): { values: string[]; at: number } | null {
  const { lower } = s;
  // "Faith matters, but she doesn't have to be Catholic" still asks for a faith, any faith.
  if (INDIFFERENT.test(lower) || (NO_ASK.test(lower) && !ANY_FAITH.test(lower))) return null;
  const shared = SHARED.exec(lower);
  // "Only a practising woman of my faith" names the partner without the words SEEKING knows.
  const toPartner = s.home === 'seek' || SEEKING.test(lower) || (shared !== null && PARTNER_KIND.test(lower));
  if (!toPartner) return null;
  if (shared && NOT_ASKING.test(lower)) return null;
  const mine = shared ? ownFaith(all) : null;
  if (shared && mine) return { values: [mine], at: shared.index };
  const any = ANY_FAITH.exec(lower);
  if (any) return { values: ALL_FAITHS, at: any.index };
  const notDevout = NOT_DEVOUT.exec(lower);
  if (notDevout) return { values: ['none', 'spiritual'], at: notDevout.index };
  // "Secular, ideally", "ideally not religious": no faith asked of the partner, unless only allowed.
  const none = NONE.exec(lower);
  if (none && whose(lower, none.index, s.home) === 'partner' && !ALLOWED.test(lower) && !OWN_AFTER.test(lower.slice(none.index)) && !/\bmyself\b/.test(lower)) {
    return { values: ['none'], at: none.index };
  }
  for (const m of mentions(lower)) {
    if (OTHER_FAITH.test(lower.slice(Math.max(0, m.index - 12), m.index + 12))) continue;
    // "Chapel every week ... I'd never push it on anyone" is the writer's own practice.
    if (whose(lower, m.index, s.home) === 'writer' || REFUSED_BEFORE.test(before(lower, m.index))) continue;
    return { values: [m.faith], at: m.index };
  }
  const generic = GENERIC_FAITH.exec(lower);
  const own = generic && !negatedBefore(lower, generic.index, 3) && whose(lower, generic.index, s.home) === 'partner' ? ownFaith(all) : null;
  return own && generic ? { values: [own], at: generic.index } : null;
}

export function readFaith(s: Said, all: readonly Said[]): Hit[] {
  const hits: Hit[] = [];
  const self = selfFaith(s);
  // Saying one has no faith outranks a place of worship named elsewhere: "Church? Love them, for
  // the frescoes; otherwise not religious at all."
  if (self) hits.push({ key: 'faith', self: self.value, at: self.at, ...(self.value === 'none' && { rank: 2 }) });
  const need = needFaith(s, all);
  if (need) hits.push({ key: 'faith', need: { values: need.values, strength: FAITH_RULE.test(s.lower) ? 'must' : strengthOf(s.lower) }, at: need.at });
  return hits;
}
