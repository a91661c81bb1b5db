import { after, before, clauseAround, indifferentAt, MUST_CUE, negatedBefore, SEEKING, statementBefore, strengthOf, whose, type Hit, type Said } from './local-essentials-cues.js';

/**
 * Smoking and drinking. The writer's own habit is read from the clause that names it, with its
 * tense: a past habit ("gave up cigarettes", "packed in the pipe", "haven't smoked since") is a no.
 * A need is read only where a partner is spoken of, so "people who drink" is never the writer.
 */

// "smoke" as a verb or habit; the noun ("out of smoke") and the kitchen ("smoke salmon") are not smoking.
const SMOKE =
  /\b(?:smok(?:e|es|ing|er|ers)(?![- ]free)(?! (?:salmon|fish|meat|brisket|ribs|ham|cheese|alarms?|detectors?|signals?|and mirrors|weed|pot|joints?|a joint|cannabis|spliffs?|grass|hash))|smoked(?! (?:salmon|fish|meat|brisket|ribs|ham|cheese|weed|pot))|cig(?:s|gies|arettes?|ars?)|fags|vap(?:e|es|ing|er|ers)|tobacco|(?:a|the|my) pipe|roll[- ]?ups?|rollies?|shisha|hookah|nicotine|a pack)\b/g;
// "The only thing I smoke is brisket", "I smoke my own sardines", "I smoke the lads at parkrun": a
// kitchen's smoke or a rival beaten, named within a few words of the verb.
const SMOKED_THING =
  /^\w*(?:\s+(?:is|are|my|own|our|the|all|everything|anything|i|can|get|hands|on|and|of|it|them|\w+,))*\s*(?:brisket|ribs|meats?|fish|salmon|sardines|mackerel|trout|sausages?|chorizo|cheese|ham|pork|chicken|turkey|bacon|watermelon|paprika|everything|lads|competition|field)\b/;
// "out of smoke", "around smoke", "breathed more smoke": the noun, which a need may refuse but which says nothing of a habit.
const SMOKE_NOUN = /\b(?:of|around|the|in|into|from|any|breathed|breathe|breathing|inhaled|more|much|enough)(?: only)? $/;
// "A smoker" named as someone the writer would live or be with: another person, not the writer.
const A_SMOKER = /\b(?:an?|any|with a) (?:\w+ )?smoker\b/;
// "People ask if I smoke": the question reported, not an answer.
const ASKED_IF = /\b(?:ask|asks|asked|asking|wonder|wonders|wondering)\b[^,.;:]*\bif i $/;
// "Trying to quit" and "not quitting" are a smoker's words; "I quit" is a past habit.
const NOT_YET_QUIT =
  /\b(?:trying to|want to|wanting to|need to|should|not|won't|never|no plans to|thinking (?:of|about)|hoping to|going to) (?:\w+ )?(?:quit|quitting|give up|giving up|stop|stopping|stopped)\b/;
const PAST_SMOKE =
  /\b(smoked|used to|quit|quitting|gave up|given up|giving up|stopped|packed in|put (?:it|them) down|flung|kicked|ex[- ]?smoker|former smoker|haven't|went|since|clean now|years clean|no longer|never touched|never met|gave away|put down|threw|traded|last (?:pack|cigarette|smoke)|never tempted|binned|ditched|chucked|jacked (?:it|them) in|knocked (?:it|them) on the head|stop(?=[^.,;]*\b(?:the day|years ago)\b))\b/;
// "Gin and I parted ways", "the cigarettes went with it", "whisky I left behind", "tobacco I never
// started": the habit named first, then told as one that left the writer or never came.
const LEFT_AFTER =
  /^[\w'-]+(?: and i (?:broke up|parted(?: ways| company)?|split(?: up)?|went our separate ways|divorced|fell out)|,? i (?:left(?= (?:it|them|that|behind|off)\b| at\b|\W*$)|never started|never took up|never picked up|dropped|ditched|quit|stopped|gave (?:it |them )?up|packed (?:it |them )?in|put down)| (?:left|went|gone) with (?:it|them))\b/;
// "I nursed my father through thirty years of cigarettes": the habit of someone the writer cared for or lost.
const SOMEONE_ELSES =
  /\b(?:nursed|nursing|watched|watching|lost|losing|cared for|caring for|buried|saw)\s+(?:my|his|her|our)\s+(?:dad|father|mum|mom|mother|mam|ma|pa|parents?|gran|granny|grandma|grandmother|grandad|grandpa|grandfather|grandparents?|uncle|aunt|auntie|brother|sister|husband|wife|partner|boyfriend|girlfriend|fianc[ée]e?|friend|best friend|son|daughter|family|neighbour|neighbor|old man|old lady)\b[^.;:]*$/;
// "Plenty of smoke, none of it from a cigarette."
const NONE_OF_IT = /\bnone of (?:it|them|which)\b[^,.;]*$/;
const ENDED = /\b(?:stopped|gave (?:it |them )?up|packed (?:it |them )?in|kicked (?:it|the habit)|put (?:it|them) down|quit (?:in|when|the day|years|at|cold|for good))\b/;
const NOW_AND_THEN =
  /\b(a little|cheeky|on a night out|rarely|only when (?:i'm )?drinking|now and then|now and again|every now|occasional(?:ly)?|the odd|sometimes|socially|when i'm (?:out|drinking|a few)|drinks deep|at (?:parties|the pub|weddings|a party)|bum a|one vice|my vice|on nights? out|once in a while|every so often|at (?:the )?weekends?|on (?:the )?weekends?|a lil|share an? (?:cigarette|cig|smoke|rollie|roll-up)|when i'm (?:on the piss|drunk|out drinking)|party smoker|social smoker|a few (?:on|when|at|with|after)|only one|one (?:cigarette|cig|smoke|rollie)|an? (?:cigarette|cig|smoke) (?:when|with|after)|a bit when|on a bad (?:day|shift|night))\b/;
const DAILY = /\b(a day|every day|daily|a pack|chain|every (?:morning|night|evening))\b/;

const DRINK =
  /\b(?:drank|drunk|drink(?:s|ing|er|ers)?(?!(?: [\w']+){0,3} (?:coffee|tea|water|juice|smoothies|milk|kombucha|matcha|lattes?|mate|yerba|chai))|in recovery|recovering alcoholic|(?:alcohol|booze|drink)[- ]free|(?:touched|had|taken) a drop|needs? a bottle|(?:a few|one) too many|(?:a |the odd |few )?cold ones?|ca[ñn]as?|beaujolais|chianti|sauvignon|chardonnay|alcohol|booze|boozy|(?<!ginger |root )beers?(?![- ]barrel)|pints?|cider|wine(?![- ]barrel)|gin|whisk(?:e)?y(?![- ]barrel)|ipas?|soju|single malt|liquor|fernet|rak[ıi]|akvavit|aquavit|rioja|manzanilla|champagne|cava|bourbon|brandy|mezcal|ouzo|stout|(?:a|wee|the odd) dram|drams|martinis?|pastis|limoncello|amaro|pisco|cacha[çc]a|palinka|rakija|slivovitz|merlot|pinot(?: noir| grigio)?|riesling|on the piss|nothing stronger than|(?:years?|months?) dry|(?:my|the) glass never is|grappa|schnapps|a glass of something (?:red|white)|vodka|rum|tequila|(?<!espresso |camera |photo |take (?:many |some |a few |the )?)shots|cocktails?|prosecco|mimosas|sherry|malbec|lager|ale|sober(?! (?:navy|suits?|colou?rs?|grey|black|ties?|dress(?:es)?|shades?))|sobriety|tee[- ]?total(?:ler)?|sponsor|got clean|margaritas?|sangria|mojitos?|sake|negronis?|spritz|aperol|g&ts?|(?:the|a|local) pub|pub quiz|happy hour|vermouth|vermut|caipirinhas?|arak|vinho(?: verde)?|(?:a glass|glasses|a bottle|bottles) of (?:red|white|ros[eé]|bubbly)|(?:home|house|household|kitchen) (?:stays|is|will stay) dry|dry (?:home|house(?:hold)?))\b/g;
// "A glass of wine together", "who'd come for a hot whiskey after": a drink the writer shares is theirs too.
const SHARED_DRINK = /\b(?:together|with me|we(?:'ll| will| could| can)|share (?:a|the)|join me|(?:come|up) for an? )\b/;
const DRY =
  /\b((?:home|house|household|kitchen) (?:stays|is|will stay) dry|dry (?:home|house(?:hold)?)|sober(?![- ]minded| (?:navy|suits?|colou?rs?|grey|black|ties?|dress(?:es)?|shades?))|sobriety|tee[- ]?total(?:ler)?|t-total|sponsor|got clean|(?:alcohol|booze|drink)[- ]free|in recovery|recovering alcoholic)\b/;
const PAST_DRINK =
  /\b(quit|gave up|given up|gave away|put down|packed in|kicked|stopped|was a problem|used to|no longer|never touched|haven't touched|since my last|off the (?:drink|booze|sauce)|last \w+ i (?:drank|had) was)\b/;
// "My last drink was New Year's Eve 2015", "the last sake I drank was in 2017": a habit dated as over.
const LAST_DRINK = /\blast \w+ i (?:drank|had) was\b|\bmy (?:last|final) (?:drink|drop|beer|pint|glass(?: of \w+)?|sip|bottle|dram|sake|whisky|wine) (?:was|i had was)\b/;
// "Every weekend", "most Tuesdays too": a drink that comes round more than now and then.
const WEEKLY = /\b(?:every weekend|most (?:mon|tues|wednes|thurs|fri|satur|sun)days)\b/;
// "Wine with dinner, and I hike every weekend": a new doer between the drink and the week makes it their week.
const NEW_DOER = /\b(?:i|we|he|she|they)\s+(?!(?:drink|drank|have|had|get|got)\b)[a-z]+/;

/** Whether "every weekend" and the like is said of the drink: in its clause before it, or after it with no new doer between. */
function weeklyDrink(lower: string, clauseStart: number, drinkEnd: number): boolean {
  if (WEEKLY.test(lower.slice(clauseStart, drinkEnd))) return true;
  const week = WEEKLY.exec(lower.slice(drinkEnd));
  return week !== null && !NEW_DOER.test(lower.slice(drinkEnd, drinkEnd + week.index));
}
// "I drink, and often": how often, said after a comma.
const DRINKS_OFTEN = /\bdrinks?,? (?:and )?often\b/;

/**
 * The mentions to read the writer's habit now from: "At college I drank every night, but these days
 * I don't drink" tells a past and then the present, and the present is the answer.
 */
function fromNow<T extends { index: number }>(lower: string, mentions: T[]): T[] {
  const turns = [...lower.matchAll(/(?:\bbut|\band|[;,])\s+(?:now|these days|nowadays)\b/g)];
  for (const turn of turns.reverse()) {
    const later = mentions.filter((m) => m.index > turn.index);
    if (later.length > 0 && later.length < mentions.length) return later;
  }
  return mentions;
}

// "Eight years without one glass", "not a drop since 2017": a dry spell counted is no drinking now.
const DRY_SPELL = /\b(?:(?:years?|months?) without|not a drop|without a drop|(?:years?|months?) (?:sober|dry)|nothing stronger than)\b/;
const LIGHT_DRINKER =
  /\bnot (?:a (?:big|heavy|huge|massive)|much of a) drinker\b|\b(?:don't|do not) really drink\b[^.]*\b(?:maybe|except|apart from|the odd|one at)\b|\b(?:don't|do not) mind a drink\b|\b(?:don't|do not) drink (?:much|a lot|often|heavily)\b|\b(?:rarely|hardly|barely|seldom) (?:ever )?(?:drink|touch (?:it|the stuff|a drop|alcohol))\b/;
const HEAVY =
  /\b(more than i should|a few too many|one too many|like a fish|heavily|too much|a lot(?! of)|every day|daily|like (?:it's|it is) water|surviving on|running on|love language|drink more|most (?:evenings|nights|days)|every (?:night|evening)|nightly|shots|bottomless|drinks deep|lock-?ins?|heavy drinker|big drinker|the lot|on the lash|benders?|pub crawls?|(?:two|three|four|five|\d) (?:evenings|nights|times) a week|(?:a|my) personality trait|at lunch and (?:at )?dinner|glass never is)\b/;

// Partner-directed refusals and tolerances.
const REFUSE_SMOKER =
  /\b(?:no |non[- ]?)smok(?:ers?|ing)\b|\bsmokers?\s*:?\s*no\b|(?:^|[,;:.•-]\s*|\b(?:and|but|so|oh)\s+)if (?:you|he|she) (?:still )?(?:vapes?|smokes?)\b|(?:won't|will not|don't|never|not|couldn't|can't|wouldn't) (?:date|be with|go out with|get involved with|see|kiss|consider|entertain|go back to being around|be around|share (?:a|my) (?:home|house|flat|bed|life) with)\b|\bvape clouds\b|\bnothing says romance\b|\bif you (?:still )?(?:smoke|vape)\b[^.]*\b(?:always )?(?:dreamed|dreamt) of\b|\b(?:never|won't|will not) be sharing my (?:home|house|bed|life)\b|\b(?:rather|prefer)(?: it)?(?: if)? (?:he|she|you)? ?(?:didn't|don't|not)\b|\bprefer not\b/;
// "I couldn't go back to being around smoke": a refusal in "about me" that names no partner.
const AVOID = /\bdraw the line\b|\b(?:won't|will not|never|couldn't|can't|wouldn't) (?:go back to )?(?:being |be )?around\b|\bsmoke[- ]free (?:home|house|flat)\b/;
// "If you smoke, I will not complain", "…do it on the balcony and we're fine": a smoker allowed.
const TOLERATE_SMOKER =
  /\bif (?:you|he|she) (?:still )?(?:smokes?|vapes?)\b.*\b(talk|discuss|fine|okay|ok|as long as|sort|not complain|won't complain|still say hello|no problem|don't mind|cool|balcony|outside|(?:never|not) (?:near|around|in front of)|(?<!\b(?:stay|keep|get|go|run|steer)(?: well| far)? )away from)\b/;
// "Ideally she smokes too", "a fellow smoker", "smoker is ok, even better": a smoker wanted.
const WANTS_SMOKER = /\bfellow smokers?\b|\b(?:she|he|you) smokes? too\b(?! (?:much|many|often|heavily))|\bsmokers? (?:is|are) (?:ok|okay|fine),? even better\b|\ba smoker too\b|\balso smokes\b/;
// "Smokers only", "only a smoker will do": wanted, as a rule. Not "non-smokers only", nor "a smoker only if she's quitting".
const SMOKERS_ONLY = /(?<!\bnon[- ]?)\bsmokers? only\b(?! if)|\bonly (?:an? )?smokers?\b(?! if)/;
const OCCASIONAL_OK = /\b(?:at a party|now and then|the odd|occasional(?:ly)?)\W+(?:\w+\W+){0,2}?(okay|ok|fine)\b/;
const MY_ANSWER = /\bi (?:have )?(?:never|don't|do not|won't|didn't) (?:will|did|do|picked it up|started|touched (?:it|them|one))\b/;
// "Cigarettes: never." "Alcohol? No." "Alcohol has never been part of my life." What follows the word negates it.
const ANSWERED_NO =
  /^[a-z-]*(?: (?:tho|though|then|honestly))?\s*(?:[:?,]|\s[—–-])\s*(?:no|never|nope|none|not for me|absolutely not|hell no|god no|i (?:don't|do not|never))\b|^[a-z-]* i (?:don't|do not|never) (?:take|touch|drink|smoke)\b|^[a-z-]* never\b|^[a-z-]* (?:has|have|is|are|was) (?:never|not|no)\b|^[a-z-]* (?:isn't|aren't|hasn't) (?:been )?(?:part|my thing|for me)\b/;
// "…what tobacco does to people's lungs, so that's a never for me": the writer's verdict on the habit named.
const NEVER_FOR_ME = /^[^.]*\b(?:that's|that is|it's|it is) (?:a )?(?:never|hard no|no)(?: for me| from me)\b/;
// A refusal that names no habit of the writer's: "smoking is a dealbreaker", "red flag if you vape".
const REFUSAL =
  /\b(need not (?:apply|write|bother|message)|needn't (?:apply|write|bother)|(?:don't|do not) bother|please,? don't|swipe (?:left|on|past|away)|left swipe|not possible for me|impossible for me|don't even try|deal[- ]?breakers?|turn[- ]?offs?|red flags?|(?:is|are|'s|'re) (?:an? )?(?:absolute |hard |big |firm )?no|hard pass|not for me|no thanks|draw the line|(?:not|isn't|aren't) (?:really )?my (?:thing|cup of tea|scene|vibe))\b/;
const HEAVY_DRINKER =
  /\b(?:heavy|big|hard|serious|party|binge|excessive)[- ](?:drinkers?|drinking)\b|\bdrinks? (?:too much|every (?:night|day)|a lot|heavily)\b|\b(?:the pub|drinking) every (?:night|weekend)\b|\bbuilt around (?:it|drinking|the pub)\b|\bneeds? a bottle\b|\ba bottle (?:a|every) (?:night|day)\b|\brevolve around the pub\b/;
const TOLERATE_DRINKER = /\bif (?:you|he|she) (?:drink|like a glass|likes? a drink)|\b(?:in moderation|keep it to|socially is fine)\b/;
const REFUSE_DRINKER =
  /\b(?:no|non[- ]?)drinkers?\b|\b(?:won't|will not|don't|never|not|can't|cannot) (?:date|be with) (?:a |someone who |anyone who |people who )?(?:drinker|drinks|heavy)|\bsober (?:partner|man|woman|someone)\b/;

function smoking(s: Said): Hit[] {
  const { lower } = s;
  const hits: Hit[] = [];
  const all = [...lower.matchAll(SMOKE)];
  const mentions = all.filter((m) => m[0] !== 'smoke' || !SMOKE_NOUN.test(lower.slice(Math.max(0, m.index - 14), m.index)));
  const free = /\bsmoke[- ]free\b/.exec(lower);
  if (all.length === 0 && !free) return hits;
  const first = all[0]?.index ?? free?.index ?? 0;
  // "Smokers are an absolute no for me": smokers are other people, even in "about me".
  const partner = s.home === 'seek' || SEEKING.test(lower) || AVOID.test(lower) || /\b(?:smokers|vapers)\b/.test(lower) || A_SMOKER.test(lower);
  if (partner && !indifferentAt(lower, first) && !/\blecture\b/.test(lower)) {
    // "Someone who doesn't smoke, ideally": a partner's habit, negated.
    const refusedHabit = mentions.some((m) => whose(lower, m.index, s.home) === 'partner' && negatedBefore(lower, m.index));
    // "If you smoke, …, I'm not your guy, and that's okay": the verdict outweighs the kind words.
    if (SMOKERS_ONLY.test(lower)) hits.push({ key: 'smoking', need: { values: ['yes', 'sometimes'], strength: 'must' }, at: first });
    else if (WANTS_SMOKER.test(lower)) hits.push({ key: 'smoking', need: { values: ['yes', 'sometimes'], strength: 'nice' }, at: first });
    else if (TOLERATE_SMOKER.test(lower) && !MUST_CUE.test(lower)) hits.push({ key: 'smoking', need: { values: ['no', 'sometimes', 'yes'], strength: 'nice' }, at: first });
    else if (OCCASIONAL_OK.test(lower)) hits.push({ key: 'smoking', need: { values: ['no', 'sometimes'], strength: strengthOf(lower) }, at: first });
    else if (REFUSE_SMOKER.test(lower) || REFUSAL.test(lower)) {
      // "Non-smoker, please" asks politely; "if you smoke, please don't write" still turns smokers away.
      const polite = /\bplease\b/.test(lower) && !REFUSAL.test(lower);
      hits.push({ key: 'smoking', need: { values: ['no'], strength: strengthOf(lower, !polite && !/\bprefer|rather\b|\bmy (?:thing|cup of tea|scene|vibe)\b/.test(lower)) }, at: first });
    } // "A smoke-free home" asks for no smoking, but only firm words make it a must.
    else if (refusedHabit || free) hits.push({ key: 'smoking', need: { values: ['no'], strength: strengthOf(lower) }, at: first });
  }
  for (const m of fromNow(lower, mentions)) {
    // "smokers" are other people; "a pack in his pocket" is his.
    if (whose(lower, m.index, s.home) === 'partner' || /^(?:smokers|vapers|a pack)$/.test(m[0]) || SOMEONE_ELSES.test(lower.slice(0, m.index))) continue;
    const head = before(lower, m.index);
    if (/^smoke/.test(m[0]) && SMOKED_THING.test(lower.slice(m.index + m[0].length))) {
      // "The only thing I smoke is brisket" also says what the writer does not smoke.
      if (/\bonly (?:thing )?i\s+$/.test(lower.slice(0, m.index))) {
        hits.push({ key: 'smoking', self: 'no', at: m.index });
        break;
      }
      continue;
    }
    if (ASKED_IF.test(lower.slice(0, m.index)) ||
      (m[0] === 'smoker' && A_SMOKER.test(lower.slice(Math.max(0, m.index - 16), m.index + 6)) && !/\b(?:i'm|i am|i was|i've been|been)\s+(?:an? )?(?:\w+ )?$/.test(head))) continue;
    const clause = head + after(lower, m.index);
    // "Smoking is where I draw the line" refuses smokers and says nothing of the writer's habit.
    if (/\bdraw the line\b/.test(lower)) break;
    let value: string;
    // "Gave away the drink, the tobacco with it": the tobacco shares the verb before it.
    const withIt = (/^\w+ with (?:it|them)\b/.test(lower.slice(m.index)) && PAST_SMOKE.test(lower.slice(0, m.index))) || LEFT_AFTER.test(lower.slice(m.index)) ||
      NONE_OF_IT.test(lower.slice(0, m.index));
    // "I was smoking twenty years, I stopped the day she was born": a habit told in the past, ended later in the sentence.
    const endedLater = (/\bi was\s+$|\bwas an? (?:\w+ )?$/.test(head) || /^\w+ (?:for )?(?:\w+ )?(?:years|decades)\b/.test(lower.slice(m.index))) && ENDED.test(lower.slice(m.index));
    if (withIt || endedLater || /\b(?:don't|do not|never|no)\s*:[^.]*$/.test(lower.slice(0, m.index)) || (PAST_SMOKE.test(clause) && !NOT_YET_QUIT.test(lower)) ||
      ANSWERED_NO.test(lower.slice(m.index)) || NEVER_FOR_ME.test(lower.slice(m.index)) ||
      (negatedBefore(lower, m.index) && !/\byes\b/.test(head))) value = 'no';
    else if (DAILY.test(lower)) value = 'yes';
    else if (NOW_AND_THEN.test(lower)) value = 'sometimes';
    else value = 'yes';
    hits.push({ key: 'smoking', self: value, at: m.index });
    break;
  }
  // "The grill on Sunday is the only smoke in my life": the one smoke named is not tobacco.
  const onlySmoke = /\bonly (?:smoke|smoking) (?:in|of) my (?:life|days|week|house)\b/.exec(lower);
  if (!hits.some((h) => h.self) && onlySmoke) hits.push({ key: 'smoking', self: 'no', at: onlySmoke.index });
  // "My dad smoked all his life and I never picked it up": the writer answers someone else's habit.
  const mine = MY_ANSWER.exec(lower);
  if (!hits.some((h) => h.self) && mine && mine.index > first) hits.push({ key: 'smoking', self: 'no', at: mine.index });
  return hits;
}

function drinking(s: Said): Hit[] {
  const { lower } = s;
  const hits: Hit[] = [];
  const mentions = [...lower.matchAll(DRINK)];
  if (mentions.length === 0) return hits;
  const first = mentions[0]?.index ?? 0;
  if (!indifferentAt(lower, first) && (SEEKING.test(lower) || s.home === 'seek')) {
    const partnerMentions = mentions.filter((m) => whose(lower, m.index, s.home) === 'partner');
    // "Comfortable in a house with no booze" asks the partner to accept the writer's home, not to be dry.
    const accepting = (at: number) => /\b(?:comfortable|happy|fine|okay|ok) (?:in|with|around)\b/.test(before(lower, at));
    const refusedHabit = partnerMentions.some((m) => !accepting(m.index) && (negatedBefore(lower, m.index) || DRY.test(m[0])));
    if (TOLERATE_DRINKER.test(lower)) hits.push({ key: 'drinking', need: { values: ['no', 'socially'], strength: strengthOf(lower) }, at: first });
    // "I don't like people who need a bottle every night" is a dislike, firm only with firm words.
    else if (HEAVY_DRINKER.test(lower) && partnerMentions.length > 0) {
      hits.push({ key: 'drinking', need: { values: ['no', 'socially'], strength: strengthOf(lower, !/\b(?:don't|do not) (?:really )?like\b/.test(lower)) }, at: first });
    } else if (REFUSE_DRINKER.test(lower)) hits.push({ key: 'drinking', need: { values: ['no'], strength: strengthOf(lower, true) }, at: first });
    else if (refusedHabit && partnerMentions.length > 0) hits.push({ key: 'drinking', need: { values: ['no'], strength: strengthOf(lower) }, at: first });
  }
  for (const m of fromNow(lower, mentions)) {
    const clause = before(lower, m.index) + after(lower, m.index);
    if (whose(lower, m.index, s.home) === 'partner' && !(SHARED_DRINK.test(lower) && !negatedBefore(lower, m.index) && !DRY.test(m[0]))) continue;
    // "I'd struggle with a heavy drinker": a drinker spoken of is someone else, unless the writer is one.
    // "A dry humour, but not a dry house: wine with dinner": a dryness denied says the drink comes next.
    if (DRY.test(m[0]) && /\bnot (?:an? |the )?$/.test(lower.slice(Math.max(0, m.index - 8), m.index))) continue;
    if (/^drinkers?$/.test(m[0]) && !/\b(?:i'm|i am|i've (?:\w+ )?been|i (?:was|have (?:\w+ )?been)|(?:never|always) been|i'd (?:\w+ )?be)\b[^,;]*$/.test(before(lower, m.index))) continue;
    let value: string;
    // "Don't: meat, alcohol, tobacco." A list under a refusal.
    const listedNo = /\b(?:don't|do not|never|no)\s*:[^.]*$/.test(lower.slice(0, m.index));
    const dry = DRY.test(m[0]) || ANSWERED_NO.test(lower.slice(m.index)) || /\bwas a problem\b/.test(clause) || DRY_SPELL.test(lower) || listedNo;
    // "I'll never say no to a glass of wine" is a yes.
    const neverRefuses = /\bnever say no to\b/.test(lower);
    // "Off the drink six years", "alcohol I stopped many years ago", "last sake I drank was 2017": the past may hold the word itself, or follow it.
    const past = PAST_DRINK.test(statementBefore(lower, m.index) + m[0]) || LEFT_AFTER.test(lower.slice(m.index)) || LAST_DRINK.test(lower);
    // How often is read from the drink on: "climbing three times a week, natural wine on Sundays" is not a drinker's week.
    const near = lower.slice(clauseAround(lower, m.index).start);
    // "Not a big drinker", "I rarely drink": a little, not none.
    if (LIGHT_DRINKER.test(lower)) value = 'socially';
    else if (dry || past || (negatedBefore(lower, m.index) && !neverRefuses)) value = 'no';
    else if ((HEAVY.test(near) || weeklyDrink(lower, clauseAround(lower, m.index).start, m.index + m[0].length) || DRINKS_OFTEN.test(near)) &&
      !/\bnot,? (?:like,? )?(?:a lot|too much|often|an? \w+)\b/.test(near)) value = 'often';
    else value = 'socially';
    hits.push({ key: 'drinking', self: value, at: m.index });
    break;
  }
  return hits;
}

export function readHabits(s: Said): Hit[] {
  return [...smoking(s), ...drinking(s)];
}
