import {
  ACCEPTS_MINE,
  DONT,
  FAMILY_OF_MY_OWN,
  HAVE,
  KIDS,
  LAST_VERB,
  NO_MORE,
  OPEN,
  PET_AFTER,
  PET_PARENT,
  REFUSAL,
  REFUSE_PARENTS,
  REFUSED_REFUSAL,
  SAME,
  THIRD_PERSON,
  TOLERATE,
  WANT,
  WITH_FRIENDS,
} from './local-essentials-children-cues.js';
import { MUST_CUE, NICE_CUE, SEEKING, strengthOf, whose, type Placed, type Said } from './local-essentials-cues.js';
import { refusesSomeone } from './local-essentials-scope.js';

/**
 * Children, read from the whole text because a need depends on the writer: a parent who asks
 * someone to be "glad about" their boys accepts any partner who is not set against children, one
 * who is "done having babies" accepts a partner with children but not one who wants more, and "a
 * man who wants babies should keep walking" asks for a partner who does not want them.
 * Having children is said indirectly ("my two boys", "my three are grown", "single dad", "the
 * little one is with me every other week") and beats any wish said elsewhere.
 */

interface Found {
  readonly said: Said;
  readonly at: number;
}
type Firm = Found & { readonly strength: 'must' | 'nice' };

/** Everything the texts say about children, gathered before any need is decided. */
interface Scan {
  have: Found | null;
  wishes: Array<Found & { value: string }>;
  wantsMore: boolean;
  noMore: Found | null;
  tolerate: Found | null;
  accepting: Found | null;
  partnerWants: Firm | null;
  refuseWanters: Firm | null;
  refuseParents: Found | null;
}

const WELCOME = /\b(?:get on|get along|perfect|great|even better|bonus|a plus|ideal|lovely|brilliant|we're good)\b/;

const HOPED_PARENT = /\b(?:hope|hoping|want|wanting|wish|dream|dreaming|love|like|plan|planning|pray|praying|ready) to (?:be|become) (?:a |the )?$/;

/** "If you want kids, we'll get on; if you don't, we're not a fit": the second condition, which carries its own verdict. */
const OTHER_CONDITION = /[,;.]\s*(?:and |but |or )?if (?:you|he|she) (?:don't|do not|doesn't|does not)\b/;

/** The first statement of a need stands, unless a later one insists on it ("…is a dealbreaker"). */
const firmer = (had: Firm | null, next: Firm): Firm => (had && !(had.strength === 'nice' && next.strength === 'must') ? had : next);

/** A child of the writer's own named in the sentence, not a pet ("dog mum to two greyhounds") nor friends. */
function ownChild(lower: string): number | null {
  if (WITH_FRIENDS.test(lower)) return null;
  for (const re of HAVE) {
    const m = re.exec(lower);
    // "Fine with cats, because my two are not going anywhere": a bare count beside animals counts them.
    if (!m || (re === HAVE[1] && /\b(?:cats?|dogs?|pets?|animals?|kittens?|pups?|horses?)\b/.test(lower))) continue;
    const end = m.index + m[0].length;
    const pet = PET_PARENT.test(lower.slice(Math.max(0, m.index - 6), end)) || PET_AFTER.test(lower.slice(end));
    // "My partner passed away and our son is grown": a possessive says whose the child is.
    const mine = /^(?:my|our)\b/.test(m[0]) || whose(lower, m.index, 'about') === 'writer';
    // "I hope to be a mother of three someday" is a wish, not a family.
    const hoped = HOPED_PARENT.test(lower.slice(0, m.index));
    if (mine && !pet && !hoped) return m.index;
  }
  return null;
}

/** A wish for children: the writer's, the partner's ("…and wants children"), or both ("we will have children together"). */
function readWish(sc: Scan, s: Said, want: RegExpExecArray): void {
  const { lower } = s;
  if (/\bmore (?:kids|children)|\b(?:brother|sister|sibling)/.test(want[0])) sc.wantsMore = true;
  // Each condition has its own verdict: the refusal after "if you don't" turns away those who don't want them.
  const rest = lower.slice(want.index);
  const other = OTHER_CONDITION.exec(rest);
  if (other && /\bif (?:you|he|she)\b/.test(lower.slice(0, want.index + want[0].length))) {
    const ownBranch = rest.slice(0, other.index);
    const otherBranch = rest.slice(other.index);
    if (!REFUSAL.test(ownBranch) && !refusesSomeone(ownBranch) && (REFUSAL.test(otherBranch) || refusesSomeone(otherBranch))) {
      sc.partnerWants = firmer(sc.partnerWants, { said: s, at: want.index, strength: strengthOf(lower, true) });
      sc.wishes.push({ said: s, at: want.index, value: 'want' });
      return;
    }
  }
  const verb = [...want[0].matchAll(LAST_VERB)].pop();
  const at = want.index + (verb?.index ?? 0);
  const together = /\b(?:we|together|would be)\b/.test(want[0]) || /\bwe (?:will|would|could|'ll)\b/.test(lower);
  const ordered = /\b(?:must|should|has to|have to|needs? to)\s+$/.test(lower.slice(0, at));
  // In "who I hope to meet" a wish in the third person ("…and wants children") is the partner's.
  const bare = s.home === 'seek' && (THIRD_PERSON.test(verb?.[0] ?? '') || (ordered && whose(lower, at, 'seek') === 'partner'));
  const partner = whose(lower, at, 'about') === 'partner' || bare || (together && s.home === 'seek');
  // "A man who wants babies should keep walking" refuses the wish; anything else shares it.
  // The scope's refusals count too ("…you'll find a wonderful man, just not this one").
  if (partner && (REFUSAL.test(lower) || (/\bif (?:you|he|she)\b/.test(lower.slice(0, want.index)) && refusesSomeone(lower)))) {
    sc.refuseWanters = firmer(sc.refuseWanters, { said: s, at: want.index, strength: strengthOf(lower, true) });
    // "If you want kids, it's a no for me": whoever turns the wish away does not share it.
    if (/\bif (?:you|he|she)\b/.test(lower.slice(0, want.index + want[0].length))) sc.wishes.push({ said: s, at: want.index, value: 'dont_want' });
    return;
  }
  // "Marriage and children are non-negotiable", said of the life sought: a rule the partner must share.
  const rule = s.home === 'seek' && /\bnon[- ]?negotiable\b/.test(lower);
  if (partner || rule || SAME.test(lower)) sc.partnerWants = firmer(sc.partnerWants, { said: s, at: want.index, strength: strengthOf(lower) });
  sc.wishes.push({ said: s, at: want.index, value: 'want' });
}

function readSentence(sc: Scan, s: Said): void {
  const { lower } = s;
  const child = ownChild(lower);
  if (child !== null) sc.have ??= { said: s, at: child };
  if (ACCEPTS_MINE.test(lower) && (s.home === 'seek' || /\b(?:someone|you)\b/.test(lower))) sc.accepting ??= { said: s, at: 0 };
  const parents = REFUSE_PARENTS.exec(lower);
  if (parents) return void (sc.refuseParents ??= { said: s, at: parents.index });
  const refused = REFUSED_REFUSAL.exec(lower);
  if (refused) return void (sc.partnerWants = firmer(sc.partnerWants, { said: s, at: refused.index, strength: strengthOf(lower, true) }));
  const more = NO_MORE.exec(lower);
  if (more) sc.noMore ??= { said: s, at: more.index };
  if (TOLERATE.test(lower) && (s.home === 'seek' || SEEKING.test(lower))) sc.tolerate ??= { said: s, at: 0 };

  const dont = DONT.exec(lower);
  if (dont && whose(lower, dont.index, 'about') === 'partner') {
    // "If you'd rather not have kids either, we'll get on": a welcome for the writer's own stance.
    if (/\bif you\b/.test(lower) && /\b(?:either|too|as well)\b/.test(lower) && WELCOME.test(lower) && !REFUSAL.test(lower)) {
      sc.refuseWanters = firmer(sc.refuseWanters, { said: s, at: dont.index, strength: 'nice' });
      return void sc.wishes.push({ said: s, at: dont.index, value: 'dont_want' });
    }
    // "If you don't want children we're after different lives": the writer wants them, and so must you.
    if (/\bif you\b/.test(lower)) {
      sc.partnerWants = firmer(sc.partnerWants, { said: s, at: dont.index, strength: REFUSAL.test(lower) ? 'must' : strengthOf(lower) });
      return void sc.wishes.push({ said: s, at: dont.index, value: 'want' });
    }
    sc.refuseWanters = firmer(sc.refuseWanters, { said: s, at: dont.index, strength: strengthOf(lower) });
    // "Someone who doesn't want kids, 'cause I really, really don't", "…who doesn't want kids either": the writer's own refusal too.
    const tail = lower.slice(dont.index + dont[0].length);
    if (/\b(?:i|me) (?:\w+,? ){0,3}(?:don't|do not|neither)\b|^\W*(?:either|neither)\b/.test(tail)) sc.wishes.push({ said: s, at: dont.index, value: 'dont_want' });
    // The refusal is the sentence's word on children: its "want kids" is not a wish of the writer's.
    return;
  } else if (dont) {
    sc.wishes.push({ said: s, at: dont.index, value: 'dont_want' });
    // "Kids? Hard pass." and "…so ideally you feel the same" ask it of the partner too.
    const firm = MUST_CUE.test(lower) && !NICE_CUE.test(lower);
    if (SAME.test(lower) || firm) sc.refuseWanters = firmer(sc.refuseWanters, { said: s, at: dont.index, strength: firm ? 'must' : strengthOf(lower) });
    return;
  }
  const open = OPEN.exec(lower);
  if (open && KIDS.test(lower) && whose(lower, open.index, 'about') === 'writer') return void sc.wishes.push({ said: s, at: open.index, value: 'open' });
  const want = WANT.exec(lower);
  if (want) return readWish(sc, s, want);
  const family = FAMILY_OF_MY_OWN.exec(lower);
  if (family) sc.wishes.push({ said: s, at: family.index, value: 'want' });
}

export function readChildren(all: readonly Said[]): Placed[] {
  const sc: Scan = { have: null, wishes: [], wantsMore: false, noMore: null, tolerate: null, accepting: null, partnerWants: null, refuseWanters: null, refuseParents: null };
  for (const s of all) readSentence(sc, s);

  const out: Placed[] = [];
  const wish = sc.wishes[0];
  if (sc.have) out.push({ key: 'children', self: 'have', rank: 2, said: sc.have.said, at: sc.have.at });
  else if (wish) out.push({ key: 'children', self: wish.value, said: wish.said, at: wish.at });
  const need = (values: string[], from: Found, strength: 'must' | 'nice') => out.push({ key: 'children', need: { values, strength }, said: from.said, at: from.at });
  const own = sc.have ? 'have' : wish?.value;
  if (sc.refuseWanters) need(sc.tolerate || sc.have ? ['have', 'dont_want'] : ['dont_want'], sc.refuseWanters, sc.refuseWanters.strength);
  else if (own === 'dont_want' && sc.tolerate) need(['have', 'dont_want'], sc.tolerate, 'nice');
  else if (sc.have && sc.noMore) need(['have', 'dont_want'], sc.noMore, 'nice');
  else if (sc.partnerWants) need(['want'], sc.partnerWants, sc.partnerWants.strength);
  else if ((own === 'want' || sc.wantsMore) && sc.tolerate) need(['have', 'want', 'open'], sc.tolerate, 'nice');
  else if (sc.have && sc.accepting) need(['have', 'open', 'want'], sc.accepting, strengthOf(sc.accepting.said.lower));
  else if (sc.refuseParents) need(['want', 'dont_want', 'open'], sc.refuseParents, strengthOf(sc.refuseParents.said.lower, true));
  return out;
}
