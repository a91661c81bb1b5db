/**
 * The small grammar of dating texts: what negates a mention, what makes it a hard requirement,
 * and what sends a sentence from "about me" to "who I seek". All regexes run on lowercased text
 * with straight apostrophes.
 */

/** Phrases that look negative but are not ("can't wait", "never happier", "don't mind"). */
export const NOT_NEGATION =
  /\b(no matter|no doubt|no one|no-one|not only|not just|can't wait|cannot wait|can't get enough|can't live without|(try |tries )?never (to )?(miss(es)?|skips?|skipping)|(doesn't|don't|won't|does not|do not|will not) (ever )?skip|never gets old|never stops?|not afraid|isn't afraid|aren't afraid|without hesitation|never happier|couldn't be happier|never been happier|(don't|doesn't|wouldn't|do not|does not) mind|no shortage|not much rattles|(is|are|'s|'re) also not)\b/g;

/**
 * Refusals: they reject the thing named after them. In a dealbreaker clause a refusal keeps the
 * stance negative ("no smokers, dealbreaker"), unlike a plain verb negation.
 */
export const REJECT_CUE =
  /\b(no|nothing|never|without|zero|hates?|dislikes?|can't stand|cannot stand|avoid(s|ing)?|allergic to|allergy|afraid of|scared of|terrified of|quit|quitting|raised|brought up|lapsed|gave up|gave away|put down|ditched|binned|give up|giving up|stopped|used to|former|ex|anti|against|free of|not into|not a fan of|not big on|done with|done having|no more|not after (any )?more|sick of|tired of|turned off by|put off by|bothered by|rather not|instead of|not interested in)\b/g;

/**
 * Tolerance: the writer asks a partner to accept something ("won't judge me for smoking", "okay
 * with my vaping", "respects my faith"), which says nothing about the partner's own habit. Its
 * negation belongs to the verb of judging, never to the thing judged.
 */
export const TOLERANCE_CUE =
  /\b((won't|will not|wouldn't|would not|doesn't|does not|don't|do not|never|not|no|without|isn't going to|aren't going to) (ever |try to |going to )?(judge|judging|lecture|lecturing|nag|nagging|police|policing|shame|shaming|mind|minding|moan|moaning|complain|complaining|preach|preaching|give me (grief|a hard time|stick|a lecture))|(ok|okay|fine|cool|chill|relaxed|easy|at peace) (with|about)|no (judg(e)?ment|lectures?|nagging|preaching)|without (judg(e)?ment|judging)|accepts?|accepting( of)?|puts? up with|tolerat(e|es|ing)|respects?|respecting|understands?|(can|can't|cannot|could|couldn't) (handle|deal with|cope with))\b/g;

/** After a tolerance cue, the accepted thing is the writer's own: "my smoking", "me for vaping". */
export const OWN_HABIT = /\b(my|me (for|about|when|if|because)|that i|the fact (that )?i|i)\b/;

/** Verb negation: it describes the person ("doesn't want kids", "I don't drink"). */
export const VERB_CUE =
  /\b(not|nor|neither|no longer|don't|doesn't|didn't|isn't|aren't|wasn't|weren't|won't|wouldn't|can't|cannot|couldn't|shouldn't|haven't|hasn't|hardly|rarely|do not|does not|will not)\b/g;

/** A negation reaches at most this many words forward, and stops at a new statement. */
export const NEGATION_WINDOW_WORDS = 5;
export const SCOPE_BREAK =
  /\b(but|though|although|however|whereas|yet|and (i|i'm|i've|my|we|you|love|loves|like|likes|enjoy|enjoys|adore|adores|am|have|has|want|wants|spend|go|play|cook|read|run|keep|live|get))\b/g;

/** Refusal verbs, and what they can refuse: "won't date", "don't want to date", "not interested in dating". */
const REFUSE = "(won't|will not|don't|do not|can't|cannot|couldn't|could not|never|not ready to|refuse to|wouldn't|would not|not willing to|not prepared to|not interested in)";
const PARTNER_VERB = ' (ever |really |want to |wish to |like to |plan to )?(date|dating|be with|being with|marry|marrying|be around|share (a|my) (home|life) with|live with|settle down with)';

/** Refusing a kind of partner: its negation covers the whole description that follows. */
export const PARTNER_REFUSAL = new RegExp(`\\b${REFUSE}${PARTNER_VERB} (someone|anyone|anybody|a man|a woman|a guy|a girl|people|men|women|a partner)\\b`, 'g');

/** The verb of a refused partner, followed by who: "won't marry a non-believer", "won't date smokers". */
export const PARTNER_REFUSAL_VERB = new RegExp(`\\b${REFUSE}${PARTNER_VERB}(?= (a|an|any|anyone|anybody|someone|somebody|people|men|women|guys|girls|partners?|non[- ]?[a-z]+|[a-z]+s who)\\b)`, 'g');

/** Negation after the mention: "kids aren't in my future", "religion has no place in my life". */
export const POST_NEGATION =
  /^\W*(?:(?:(?!(?:and|or|but|nor)\b)[a-z'-]+\W+){0,2}?(?:no|nope|never|nah|hard pass|pass|no thanks|no thank you|no way|not happening|not for me|not me|(?:couldn't|could not|could never) be me|never again|(?:i )?(?:prefer|'d prefer|would prefer|'d rather|would rather) not)\W*$|(?:[a-z']+\W+){0,2}?(?:(?:is|are|'s|'re|am|was)?\s*(?:not|n't|never)\s+(?:[a-z']+\s+){0,2}?(?:for me|in (?:my|the|our) (?:future|plans?)|on (?:my|the) (?:cards|horizon|radar|agenda)|in the cards|my thing|happening|an option|part of my (?:plans|life|future))|(?:has|have|had|plays?|played) no (?:place|part|role))|(?:i|we)\s+(?:have\s+)?(?:never|don't|do not|didn't|did not)\s+(?:want|wanted|had|have|need)|(?:[a-z']+\W+){0,2}?(?:would be|'d be|is|are) (?:hard|difficult|tough|a struggle|a problem|an issue) for me)/;

/** Statements that reject what they name: "smoking is a dealbreaker". */
export const DEALBREAKER_CUE =
  /\b(deal[- ]?breakers?|red flags?|an absolute no|a hard no|a no[- ]go|turn[- ]offs?|(is|are|'s) a (hard )?no|no from me|(it's|it is) giving no|hard pass|(won't|will not|wouldn't|would not|never) work|(we're|we are|we'd be) done|(we're|we are|we'd be) (after|on|looking for|wanting) different|not the (one|person|man|woman|guy|girl) for me|swipe (left|past)|keep (walking|moving|scrolling)|(go|look|be \w+) elsewhere|(is|are|'s|'re) not (a |my )?(match|type) for me|not my type|(i'm|i am) not your (guy|girl|man|woman|person)|need not apply|(don't|do not) bother|keep scrolling|move along|i'm out)\b/;

/** A seek sentence that opens with a refusal is a rule: "No smokers." "Non-smokers only." */
export const RULE_START =
  /^\s*(no(?! (rush|pressure|worries|hurry|problem|doubt|matter|idea|stress|drama|games|plan|expectations|need|judgement|judgment))|absolutely no|zero|non[- ]?\w+ only)\b|\bonly\s*$/;

/** "I'm only marrying a Sikh guy", "will only date a Christian man": a requirement wherever it is said. */
const ONLY_PARTNER = '(only|exclusively) (date|dating|marry|marrying|be with|being with|considering|interested in)';

/** Statements that make a requirement hard without flipping it: "must love dogs". */
export const MUST_CUE = new RegExp(
  `\\b(must(?! (admit|say|confess))|has to|have to|needs? to be|(non[- ]?|not )negotiable|essential|no exceptions|absolutely|strictly|full stop|can only|only (want|date|marry|be with)|${ONLY_PARTNER}|not up for (debate|discussion|negotiation)|(cannot|can't|won't|will not) bend|matters more than anything|under no circumstances|(is|'s) a must|requirement|${REFUSE}${PARTNER_VERB}|${REFUSE} do)\\b`,
);

/** The partner-directed subset of MUST_CUE, safe to read in an "about me" text. */
export const ABOUT_HARD_CUE = new RegExp(
  `\\b(${REFUSE}${PARTNER_VERB}|${ONLY_PARTNER}|(non[- ]?|not )negotiable|no exceptions|absolutely no|under no circumstances|(you|partner) must|not up for (debate|discussion|negotiation)|full stop|(cannot|can't|won't|will not) bend|matters more than anything)\\b`,
);

/**
 * Indifference: the clause asks for nothing ("religion or none, I'm not fussed", "you don't need
 * to like cats", "guys, girls, whoever"), so its mentions (or the clause's before it) state no stance.
 */
export const INDIFFERENCE_CUE =
  /^\s*(fine|okay|ok|no problem)\b|\b((not|n't|never) (a |an )?(deal[- ]?breakers?|red flags?|turn[- ]offs?)|not fussed|(isn't|is not|not) a (big )?deal|(doesn't|does not|don't|do not) (really )?matter|either way|or none|or not|whoever|whatever|no preference|(don't|doesn't|do not|does not|won't|will not) (need|have) to|no need to|needn't|not required|optional|(i'm|i am) (easy|relaxed|flexible|open) about|we can talk( about it)?|(we )?can discuss|we can (sort|work) (it|something) out|(that's|that is|it's|it is|is|are) fine|as long as|(i'd|i would) (think about|consider)|(i'm|i am) open to|fine (by|with) me|i can live with)\b/;

/** A sentence that only refuses what the sentence before it described: "… vape clouds in my car. Pass." */
export const REFUSAL_SENTENCE = /^\W*(pass|hard pass|no thanks|no thank you|nope|next|hard no|absolutely not|not for me|bye)\W*$/;

/** "no smokers, please": a polite refusal is still a hard one. */
export const PLEASE_CUE = /\bplease\b/;

/** In an "about me" text, these turn the rest of the sentence into "who I seek". */
export const SEEK_CUE = new RegExp(
  `\\b(looking for|look for|hoping (to meet|to find|for)|hope to (meet|find)|seeking|searching for|(want|wants|wanting|need|needs|would love|'d love|would like|'d like|prefer|'d want|would want) (someone|somebody|a partner|a man|a woman|a guy|a girl|a lady|a person|my partner|one person)|ideal (partner|match|man|woman|person)|(my|a) (partner|match) (should|must|will|would|needs)|(date|dating|marry|be with|be around) (someone|anyone|somebody|people|men|women|a)|deal[- ]?breakers?|red flags?|an absolute no|a hard no|(non[- ]?|not )negotiable|no exceptions|${REFUSE}${PARTNER_VERB})\\b`,
);

/** "I'm someone who…" describes the writer even though it contains "someone who". */
export const SELF_DESCRIPTION = /\b(i'm|i am) (someone|the kind of|the sort of|the type of)\b/;

/** In a "who I seek" text, a clause that starts with "I…" and asks for nothing is about the writer. */
export const SELF_START = /^(and |but |so |also |though )?(i|i'm|i am|i've|i have|i'd|i was|i'll|my|me)\b/;
export const SEEK_VERB =
  /\b(want|wants|looking|hope|hoping|need|needs|seek|seeking|interested|prefer|would love|'d love|date|dating|marry|be with|be around|deal[- ]?breakers?|must|(non[- ]?|not )negotiable|can only|only want|partner|someone|somebody|anyone|you)\b/;

/** "I'd rather be outdoors than in a nightclub": what follows "than" is refused. */
export const RATHER = /\b(rather|prefer(s|red)?)\b/;
export const THAN = /\b(than|to|over)\b/g;
export const VALUES_OVER = /\bvalues?\b/;

/** Lowercase, straight apostrophes, single spaces: the form every regex here expects. */
export function normalize(text: string): string {
  // "Kids? Not for me." reads as one statement: the answer negates the question's topic.
  return text
    .toLowerCase()
    .replace(/[?,:]\s+(?=(not|no|nope|never|nah|absolutely not|hard pass|not for me|not me|no thanks|no way|(lol )?couldn't be me)\s*([.!;,\n]|$))/g, ' ')
    .replace(/\?\s+(?=(not|no|nope|never|nah|absolutely not|hard pass)\b)/g, ' ')
    // "Kids aren't a dealbreaker (for me)" accepts them: it reads as "kids are fine".
    .replace(/\b(isn't|aren't|is not|are not|'s not|'re not|never) (a |an )?(deal[- ]?breakers?|red flags?|turn[- ]offs?|problem|issue)( for me)?/g, 'are fine')
    // "My faith is the centre of my life, and I won't date a man who doesn't share it": the "it" a
    // partner shares is the faith named earlier in the sentence.
    .replace(/\b(my (faith|religion|beliefs?|deen))\b([^.!?;\n]{0,160}?)\b(share|shares|sharing) (it|that|this|them)\b/g, '$1$3$4 my $2')
    // "Never met a dog I didn't like" loves them all: the two negations cancel.
    .replace(/\bnever met an? ([a-z'-]+) (that |who )?i (didn't|did not|don't|do not) (like|love)\b/g, 'love every $1')
    // Sarcasm that refuses: "nothing says romance like a man who vapes" refuses the vaping.
    .replace(/\bnothing says [a-z']+( [a-z']+)? like\b/g, 'never')
    .replace(/[\u2018\u2019\u02bc`]/g, "'").replace(/[\u2013\u2014]/g, ' - ').replace(/\s+/g, ' ');
}
