import { before, INDIFFERENT, MUST_CUE, SEEKING, strengthOf, whose, type Hit, type Said } from './local-essentials-cues.js';

/**
 * Diet and pets: what is in the writer's kitchen and on their sofa. A meal with meat in it says
 * the writer eats anything, but a diet named outright ("vegetarian", "halal kitchen") is surer.
 * A named animal of one's own ("two dogs", "a tabby called Frida", "my collie") is a pet owned;
 * general fondness is a liking; only an allergy to animals is an allergy.
 */

const VEGAN = /\b(vegans?|plant[- ]based|nothing from an animal|no animal (?:products|produce))\b/;
const VEGETARIAN =
  /\b(vegetarians?|veggies?|(?:pure|fully|strictly|always) veg|veg (?:kitchen|home|house|from birth))\b|\b(?:don't|do not|doesn't|does not|won't|never|no longer|haven't|hasn't|stopped|gave up)\b(?: \w+){0,4} (?:eat|eats|eating|eaten|touch|touched|seen)\b(?: \w+){0,2} meat\b|\bno meat\b(?![- ]?heads?\b)|\banything with a face\b|\bmeat[- ]free\b/;
const KOSHER = /\b(kosher|separate (?:plates|dishes|sets)|two sets of everything|milk and meat)\b/;
const HALAL = /\b(?:halal|zabiha)\b/;
// "Halal home", "a kosher kitchen", "fully veg kitchen": a household's diet is the writer's, in either text.
const HOUSEHOLD_DIET = /\b(?:halal|kosher|veg(?:etarian)?|vegan|zabiha)(?: \w+)? (?:home|kitchen|house(?:hold)?)\b/;
const MEAT =
  /\b(bacon|steaks?|steakhouses?|burgers?|sausages?|chicken|pork|suckling pig|hog roast|beef|lamb|veal|venison|reindeer|moose|elk|brisket|ribs|asados?|asador|parrilla|barbecues?|bbq|braai|carnivore|meat[- ]eaters?|eat (?:anything|everything)|hunt(?:s|ing)? (?:moose|deer|elk|game|boar|duck|grouse|pheasant|rabbit)|biltong|salami|chorizo|meatballs?|carne asada|carnitas|barbacoa|al pastor|kebabs?|shawarma|mutton|pepperoni|prosciutto|jam[oó]n|haggis|black pudding)\b/;
const HEDGED = /\b(?:mostly|heading towards|towards|trying to go|aspiring|almost|nearly|thinking of going|ex-|former|used to be)\s*$/;
// "Vegetarian on the 1st and 15th, otherwise I eat everything": a diet kept on some days only.
const SOME_DAYS = /\b(?:otherwise|rest of the (?:time|week|year)|other days)\b[^.]*\b(?:eat|eats) (?:anything|everything|meat)\b/;
const TOLERANT = /\b(fine|okay|ok|not against|don't mind|no problem|as long as)\b/;
// "My mum's kitchen has never seen meat and neither has mine": the writer joins the sentence at its end.
const ME_TOO = /\b(?:neither|nor|and so) (?:has|have|do|does|did|am|is) (?:mine|i)\b/;

/** Is the writer vegetarian or vegan anywhere in their texts? Only then is meat in a partner refused. */
const meatFree = new WeakMap<readonly Said[], boolean>();
function writerMeatFree(all: readonly Said[]): boolean {
  if (!meatFree.has(all)) meatFree.set(all, all.some((s) => diet(s, []).some((h) => h.self === 'vegan' || h.self === 'vegetarian')));
  return meatFree.get(all) ?? false;
}

function diet(s: Said, all: readonly Said[]): Hit[] {
  const { lower } = s;
  const hits: Hit[] = [];
  const partnerTalk = s.home === 'seek' || SEEKING.test(lower);
  // The diet named first, unless hedged: "vegetarian heading towards vegan", "mostly plant-based".
  const named = ([['vegan', VEGAN], ['vegetarian', VEGETARIAN], ['kosher', KOSHER], ['halal', HALAL]] as const)
    .map(([value, re]) => [value, re.exec(lower)] as const)
    .filter((f): f is readonly [typeof f[0], RegExpExecArray] => f[1] !== null && !HEDGED.test(lower.slice(0, f[1].index)) && !SOME_DAYS.test(lower.slice(f[1].index)))
    .sort((a, b) => a[1].index - b[1].index);
  for (const [value, m] of named.slice(0, 1)) {
    // "I'm vegetarian and I won't date anyone who eats meat": the diet, and a refusal after it.
    const writer = whose(lower, m.index, s.home) === 'writer' || ME_TOO.test(lower) ||
      (HOUSEHOLD_DIET.test(lower) && !/\b(?:your|you|his|her|their)\b/.test(lower.slice(Math.max(0, m.index - 12), m.index)));
    if (writer) hits.push({ key: 'diet', self: value, rank: 1, at: m.index });
    else if (!writer && partnerTalk && (value !== 'halal' || /\bhalal (?:diet|food|kitchen|meat|only)\b|\b(?:eats?|keeps?|eating) halal\b/.test(lower))) {
      const values = value === 'vegan' || value === 'vegetarian' ? ['vegetarian', 'vegan'] : [value];
      hits.push({ key: 'diet', need: { values, strength: strengthOf(lower) }, at: m.index });
    }
  }
  const meat = MEAT.exec(lower) ?? (named.length > 0 ? /\b(?:eats?|eating) meat\b/.exec(lower) : null);
  if (!meat || hits.some((h) => h.need)) return hits;
  if (partnerTalk && whose(lower, meat.index, s.home) === 'partner') {
    // Meat in "who I hope to meet" refused ("I don't date meat-eaters", "a steakhouse ... Pass"),
    // unless tolerated ("if you eat meat, fine"), and only by a writer who eats none.
    if (!TOLERANT.test(lower) && (named.length > 0 || writerMeatFree(all))) hits.push({ key: 'diet', need: { values: ['vegetarian', 'vegan'], strength: strengthOf(lower) }, at: meat.index });
  } else if (named.length === 0 && s.home === 'about' && whose(lower, meat.index, s.home) === 'writer') hits.push({ key: 'diet', self: 'anything', at: meat.index });
  return hits;
}

const OWNABLE =
  '(?:dogs?|cats?|pups?|puppy|puppies|kittens?|kitty|moggy|moggies|tabby|tabbies|collies?|lurchers?|staff(?:ie|y|ies)|retrievers?|labradors?|lab (?:mix|cross)(?:es)?|spaniels?|terriers?|ridgebacks?|greyhounds?|whippets?|poodles?|beagles?|dachshunds?|huskies|husky|pugs?|pit ?bulls?|bulldogs?|frenchies|german shepherds?|alsatians?|rottweilers?|corgis?|chihuahuas?|schnauzers?|labradoodles?|cockapoos?|cavapoos?|doodles?|jack russells?|westies?|yorkies?|dalmatians?|siamese|ragdolls?|maine coons?|rabbits?|bunny|bunnies|hamsters?|guinea pigs?|parrots?|budgies?|tortoises?|horses?|pony|ponies|ferrets?|mutts?|hounds?|pomeranians?|poms?|kelpies?|elkhounds?|akitas?|shiba(?: inu)?s?|samoyeds?|malamutes?|sheepdogs?|mastiffs?|shih tzus?|bichons?|dobermann?s?|great danes?|weimaraners?|vizslas?|bassets?|bloodhounds?|wolfhounds?|deerhounds?|tomcats?|geckos?|cockatiels?|canaries|goldfish|four-legged \\w+|fur ?bab(?:y|ies)|pets?)';
// Fur and animals in general can be allergic or loved, but not owned: "a faux fur coat" is no pet.
const ANIMAL = `(?:${OWNABLE}|animals?|fur|furry)`;
const ANY_ANIMAL = new RegExp(`\\b${ANIMAL}\\b`);
const OWN = [
  new RegExp(`\\b(?:my|our) (?:(?!only)[\\w-]+ ){0,3}?${OWNABLE}\\b`),
  // "We foster kittens for the shelter": animals in the writer's home, if not for good.
  new RegExp(`\\bfoster(?:ing)? (?:[\\w-]+ )?${OWNABLE}\\b`),
  new RegExp(
    `\\b(?:one|two|three|four|five|six|a|an|\\d+) (?:[\\w-]+ ){0,4}?${OWNABLE}\\b(?! (?:person|people|lover|would|is welcome|walker|walking|sitter|sitting|groomer|grooming|trainer|training|friendly|food|hair|park|show|videos|years))`,
  ),
  new RegExp(`\\b${OWNABLE},? (?:called|named) `),
  // "I live with an old cat, Mochi", "Bruno the beagle".
  new RegExp(`\\bi live with (?:[\\w-]+ ){0,3}?${OWNABLE}\\b`),
  new RegExp(`\\b(?!(?:adore|adores|love|loves|like|likes|miss|hate|see|saw|pet|feed)\\b)[a-z]+ the (?:[\\w-]+ )?${OWNABLE}\\b(?! (?:park|show|walker|sitter|groomer|trainer|people|person|lovers?))`),
  new RegExp(`\\b(?:cat|dog|pet|fur|kitten|pup) (?:mom|mum|dad|mama|papa|parent|lady|owner)\\b`),
  new RegExp(`\\b${OWNABLE} owner\\b`),
  new RegExp(`\\b(?:mom|mum|dad|parent|servant|owner|staff) (?:to|of) (?:[\\w-]+ ){0,4}?${OWNABLE}\\b`),
];
const HAVE_MINE = new RegExp(`\\b(?:i have|i've got|i own) (?:[\\w-]+ ){0,3}?${OWNABLE}\\b`);
const PAST_OR_WISH =
  /\b(no|not|yet|if i|grew up|used to have|growing up|as a (?:kid|child)|childhood|campaign\w*|want|wants|would love|'d love|someday|one day|if you|neighbour's|neighbours'|flatmate's|friend's|family's|sister's|brother's|mum's|parents'|lost)\b/;
const LIKES = new RegExp(
  `\\b(?:love|loves|adore|adores|like|likes|fond of|soft spot for|obsessed with|crazy about|welcome|campaign\\w*(?: \\w+){0,2} for|grew up)\\b(?: [\\w'-]+){0,5}? (?:${OWNABLE}|animals?)\\b|\\b(?:animal|dog|cat|pet) (?:lover|person)\\b|\\b(?:${OWNABLE}|animals?),? i (?:adore|love)\\b|\\b(?:${OWNABLE}|animals?),? (?:(?:and )?(?:${OWNABLE}),? )*(?:all |very |more than )?welcome\\b|\\banimals?\\s*:\\s*yes\\b|\\bbring (?:them|it|him|her)(?: along| with you)?\\b|\\bif you have an? (?:[\\w-]+ )?${OWNABLE}\\b[^.]*\\b(?:happy|even better|great|love|wonderful|bonus)\\b|\\bi miss (?:my|our) (?:[\\w'-]+ ){0,2}?${OWNABLE}\\b|\\blost (?:my|our) (?:[\\w'-]+ ){0,2}?${OWNABLE}\\b|\\b(?:${OWNABLE}|animals?),? yes\\b|\\b(?:can't|cannot) have (?:my own|one|an? (?:[\\w-]+ )?${OWNABLE})\\b|\\b(?:landlord|lease|building|flat|rota|job) (?:won't|doesn't|don't|does not|will not) (?:let me (?:keep|have)|allow) (?:an? |any )?(?:${OWNABLE}|one)\\b|\\b(?:was |have |'ve )?never (?:been )?allowed (?:one|an? ${OWNABLE}|${OWNABLE})\\b|\\bmiss(?:ed)? having an? ${OWNABLE}\\b|\\b${ANIMAL},? (?:\\w+ )?(?:is|are|will be) (?:very )?welcome\\b`,
);
const LIKINGS = new RegExp(LIKES.source, 'g');
const NO_PETS = /\bpets?\s*:\s*no\b|\bno pets\b|\bmy only pets\b|\b(?:don't|do not) have (?:any )?pets\b|\bnot (?:really |much of )?an? (?:pet|dog|cat|animal) (?:person|lover)\b/;
// An allergy said by its symptoms: "my eyes close up", "they set me off", "I sneeze for days".
const ALLERGIC = /\ballerg|\bsneez\w*|\bwheez\w*|\bhives\b|\bmy (?:eyes|nose|chest|skin|throat) (?:\w+ ){0,2}(?:close|swell|itch|run|stream|water|react)\w*|\b(?:set|sets) me off\b/;
// "Allergic to golf": an allergy to something that is no animal, said beside one.
const ALLERGIC_TO_OTHER = new RegExp(`^allergic to (?!(?:[\\w'-]+ ){0,3}(?:them|it|fur|furry|dander|hair|${ANIMAL})\\b)`);
// A rule about the home. In "about me" a bare "No pets" is the writer's own state, not a rule, and
// "love dogs, can't have one in my flat" is a landlord's rule, which a liking says around it (LIKES).
const REFUSE_PETS =
  /\bno (?:furry|animals|fur)\b|\bpet[- ]free\b|\bwon't work\b|\bcan't (?:live with|take)\b|\bcan't have\b(?! (?:one|my own|an? [\w-]+|a pet|pets|any) (?:in|at|yet|where|because|cos|since|right now)\b)|\bnot moving out\b/;
const REFUSE_PETS_SEEK = /\bno (?:pets|dogs|cats)\b/;
const REFUSAL = /\b(deal[- ]?breakers?|red flags?|turn[- ]?offs?|(?:is|are) a (?:hard )?no|no thanks|not for me)\b/;
const LIKED = /\b(like|likes|love|loves|fond|good with|fine with|okay with|ok with|happy with|have a|has a|bonus|even better|ideally|friendly|lover|person)\b/;
const DISLIKE = new RegExp(
  `\\b(?:(?:don't|do not|doesn't|does not) (?:really )?(?:like|love|want)|not a fan of|can't stand|cannot stand|can't live with|hates?|dislikes?|terrified of|scared of|afraid of|avoid)\\b(?: [\\w'-]+){0,3}? ${ANIMAL}\\b|\\bnot (?:really |much of )?an? (?:pet|dog|cat|animal) (?:person|lover)\\b`,
);

function pets(s: Said, names: readonly string[]): Hit[] {
  const { lower } = s;
  const hits: Hit[] = [];
  const animal = ANY_ANIMAL.exec(lower);
  const named = names.find((n) => lower.includes(n));
  if (!animal && !named) return hits;
  const at = animal?.index ?? 0;
  const allergy = ALLERGIC.exec(lower);
  // "I won't date anyone allergic to cats" is the partner's allergy, and asks for a pet lover.
  const allergyBy = allergy ? whose(lower, allergy.index, 'about') : null;
  // "Two rescue greyhounds; allergic to golf": an allergy to something named that is no animal is a joke.
  const elsewhere = allergy && ALLERGIC_TO_OTHER.test(lower.slice(allergy.index));
  const allergic = allergy && !elsewhere && allergyBy === 'writer' && animal && !/\bnot (?:to )?$/.test(lower.slice(Math.max(0, at - 8), at));
  if (allergic) hits.push({ key: 'pets', self: 'allergic', rank: 3, at: allergy.index });
  const about = s.home === 'about';
  const owns = about && OWN.some((re) => ownedBy(lower, re));
  const dislike = DISLIKE.exec(lower);

  // The need. A rule about the home ("no furry housemates", "if you've got a dog, it won't work")
  // refuses pets, unless it is the partner who cannot live with them: then it asks for a pet lover.
  const rule = REFUSE_PETS.exec(lower) ?? (about ? null : REFUSE_PETS_SEEK.exec(lower));
  const toPartner = about ? SEEKING.test(lower) : !/^(?:i|my)\b/.test(lower);
  const refusal = REFUSAL.test(lower);
  const ruleBy = rule ? whose(lower, rule.index, 'about') : null;
  if (ruleBy === 'writer' && !owns) {
    hits.push({ key: 'pets', need: { values: ['no_pets', 'allergic'], strength: strengthOf(lower, true) }, at });
  } else if ((ruleBy === 'partner' || (dislike && refusal) || (allergyBy === 'partner' && MUST_CUE.test(lower))) && toPartner) {
    hits.push({ key: 'pets', need: { values: ['has_pets', 'likes_pets'], strength: strengthOf(lower, true) }, at });
  } else if (refusal && toPartner && !owns) {
    hits.push({ key: 'pets', need: { values: ['no_pets', 'allergic'], strength: strengthOf(lower, true) }, at });
  } else if (toPartner && !about && !INDIFFERENT.test(lower) && !/\bwelcome\b/.test(lower) && (named || LIKED.test(lower))) {
    hits.push({ key: 'pets', need: { values: ['has_pets', 'likes_pets'], strength: strengthOf(lower) }, at });
  }
  // In "who I hope to meet", the writer may still say what they are: "Love dogs, can't have one in
  // my flat", "I'm an animal person". A sentence that names a partner is about the partner; one
  // that names none asks nothing of them.
  if (!about && !allergic && /^(?:(?:great|oh|honestly|and|but|also|well),? )?(?:i(?:'m| am)?|love|adore|big|huge|total)\b/.test(lower) && !SEEKING.test(lower) &&
    !/\b(?:you|your|someone|partner|he|she)\b/.test(lower) && LIKES.test(lower))
  {
    return [...hits.filter((h) => !h.need || h.need.strength === 'must'), { key: 'pets', self: 'likes_pets', rank: 1, at }];
  }
  // "Animals I adore", "I miss my family's dog", "a man who loves animals as much as I do": the writer's own liking, said beside a partner.
  const liking = about || allergic ?
    undefined :
    [...lower.matchAll(LIKINGS)].find((m) =>
      /\bi (?:adore|love|miss)\b|\bmy\b|\ballowed\b|\bcan(?:'t|not) have\b|\blandlord\b/.test(m[0]) || /^\W*(?:as much as i do|like i do|like me|too)\b/.test(lower.slice(m.index + m[0].length))
    );
  if (liking) hits.push({ key: 'pets', self: 'likes_pets', rank: 1, at: liking.index });
  // "Fine with cats, because my two are not going anywhere", "I have one big silly one": animals named, then owned by a word that points back.
  const pointed = animal
    ? /\b(?:i have|i've got|i own) (?:one|two|three|four|a|an)\b(?: [\w-]+){0,3}? ones?\b|\bmy (?:one|two|three|four|\d+)\b(?! (?:kids|sons|daughters|boys|girls|children|grandkids|teenagers|years|jobs))/
      .exec(lower.slice(at))
    : null;
  if (pointed && !PAST_OR_WISH.test(before(lower, at + pointed.index))) return [...hits, { key: 'pets', self: 'has_pets', rank: 2, at: at + pointed.index }];
  // "I have one cat, so you must be OK with cats": an animal the writer says is theirs, wherever it is said.
  const mineHere = about || /\b(?:if i|one day|someday|some day|when i|would|i'd)\b/.test(lower) ? null : ownedBy(lower, HAVE_MINE);
  if (mineHere) return [...hits, { key: 'pets', self: 'has_pets', rank: 2, at: mineHere.index }];
  // "Cats welcome", "Dogs, cats, whatever: bring them": the writer likes animals.
  if (!about && !allergic && /\b(?:welcome|bring (?:them|it|him|her))\b/.test(lower) && LIKES.test(lower)) hits.push({ key: 'pets', self: 'likes_pets', rank: 1, at });
  if (allergic || (!about && !/\bwelcome\b/.test(lower))) return hits;

  // The writer: an animal of their own, none ("Pets: no"), a dislike, or a liking.
  for (const re of OWN) {
    const m = about ? ownedBy(lower, re) : null;
    if (m) return [...hits, { key: 'pets', self: 'has_pets', rank: 2, at: m.index }];
  }
  // "Big animal lover, no pets right now" is a liking; a bare "No pets" is none.
  if (about && NO_PETS.test(lower)) return [...hits, { key: 'pets', self: LIKES.test(lower) && !/\bnot\b/.test(lower) ? 'likes_pets' : 'no_pets', rank: 2, at }];
  if (about && dislike && whose(lower, dislike.index, 'about') === 'writer') return [...hits, { key: 'pets', self: 'no_pets', rank: 2, at: dislike.index }];
  if (LIKES.test(lower)) hits.push({ key: 'pets', self: 'likes_pets', rank: 1, at });
  return hits;
}

/** An animal of the writer's own in a sentence: not a wish, a past, someone else's, or a "dog person". */
function ownedBy(lower: string, re: RegExp): RegExpExecArray | null {
  const m = re.exec(lower);
  if (!m || whose(lower, m.index, 'about') !== 'writer') return null;
  // Only the words of its own clause can make an animal a wish or a past: "no cheese, and my greyhound" is still a greyhound.
  const head = before(lower, m.index) + m[0];
  const tail = lower.slice(m.index + m[0].length, m.index + m[0].length + 8);
  return PAST_OR_WISH.test(head) || /\b(person|people|lover)\b/.test(tail) ? null : m;
}

/** A pet's name ("a tabby called Frida", "my golden retriever Biscuit"), so "pass the Biscuit vibe check" is about it. */
export function petNames(about: string): string[] {
  const re = new RegExp(`\\b${ANIMAL},? (?:called |named )?([A-Z][a-z]+)\\b`, 'gi');
  return [...about.matchAll(re)].map((m) => m[1] ?? '').filter((n) => /^[A-Z]/.test(n) && !/^(?:And|But|Who|The|I)$/.test(n)).map((n) => n.toLowerCase());
}

export function readHome(s: Said, all: readonly Said[], names: readonly string[] = []): Hit[] {
  return [...diet(s, all), ...pets(s, names)];
}
