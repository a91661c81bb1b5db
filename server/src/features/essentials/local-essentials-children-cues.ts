/**
 * The words the children reader looks for. Having children is said indirectly ("my two boys", "my
 * three are grown", "single dad", "the little one is with me every other week"); wishes are said
 * with a verb of wanting near a word for children; refusals and tolerances speak of the partner.
 */

const CHILD =
  '(?:kids?|children|child|sons?|daughters?|boys?|girls|lad|lassies|bairns|weans|little (?:one|ones|boy|girl|man)|teenagers?|eldest|youngest|twins|step(?:kids|sons?|daughters?)|grandchildren|grandkids|grandbab(?:y|ies)|mokopuna|grandsons?|granddaughters?)';
export const HAVE = [
  new RegExp(
    `(?<!\\b(?:want|picture|imagine|see|raise|raising) )\\b(?:my|our) (?:(?!(?:and|or|but|who|that|wants?|with|to|of|is|are|was|the|an?|future|hypothetical|imaginary|potential|eventual|own|would-be|has|have|had|sister|sister's|brother|brother's|cousin|friend|friend's|neighbour|neighbor|mum|mom|dad|mother|father|aunt|uncle|niece|nephew|best|colleague|boss|ex)\\b)[\\w-]+ ){0,3}?${CHILD}\\b`,
  ),
  /\bmy (?:two|three|four|five|six|\d) (?:are|have|both)\b/,
  /\b(?:mum|mom|mother|mama|dad|father|papa|parent) (?:of|to) (?:one|two|three|four|five|\d|an? \w+[- ]year[- ]old|[a-z]+,? (?:\d{1,2}|aged \d{1,2})\b)\b/,
  /\b(?:single|solo|divorced|widowed) (?:mum|mom|dad|father|mother|parent)\b|\bco-?parent(?!\w* (?:for|to|of) (?:[\w-]+ ){0,2}(?:cats?|dogs?|pets?|plants?))|\braising (?:my|our|two|three|four|a|an) /,
  /\b(?:son|daughter|boy|girl|kid|twin)s?,? (?:\d+|aged \d+|(?:one|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve|thirteen|fourteen|fifteen|sixteen|seventeen)(?: and (?:\d+|[a-z]+))?(?=\W*$|[,.;)]))/,
  // "The kids reckon it's time", "the two lads are grown and gone": children spoken of as the writer's household.
  /^(?!.*\b(?:sister|brother|friend|neighbou?r|cousin)'?s?\b).*\bthe (?:two |three |four )?(?:kids|children|lads|boys|girls)\b (?:reckon|think|say|tell me|call|ring|visit|are (?:grown|all grown|out of the house)|have (?:grown|flown|left))\b/,
  // "One grown lad in Aberdeen", "three grown children who call": an age word says they exist.
  /(?<!\bof )\b(?:one|two|three|four|five|\d) (?:grown(?:-up)?|adult|teenage) (?:sons?|daughters?|lads?|lass(?:ies|es)|bairns|weans|kids|children|boys|girls)\b/,
  // "Grown son in San Diego", "a grown-up daughter who visits": an age word says the child exists.
  /(?<!\b(?:want|wants|would love|'d love|hope for) (?:a |an )?)\bgrown(?:-up)? (?:son|daughter|kids|children|lad|lass)\b/,
  // "Girl dad to an eight-year-old", "boy mum": a parent named by the child.
  /(?<!\b(?:be|become|being|future|a future|to be) (?:a )?)\b(?:girl|boy) (?:dad|mum|mom)\b(?! (?:energy|vibes|jokes?)\b)/,
  // "Kids are cool, I got one": a count that answers a word for children.
  /\b(?:kids?|children)\b[^.]{0,40}\bi(?:'ve)? (?:got|have) (?:one|two|three|four|a couple)(?=\s*(?:[,.;!)]|$))/,
  // "Widower, three kids, all out of the house": a count of children as an item of a list.
  /^(?!.*\b(?:want|would|'d|someday|one day|hope|perfect)\b)(?:.*, )?(?:one|two|three|four|five) (?:kids|children|bairns|weans)(?:,|$| all\b| both\b| and\b)/,
  /\b(?:grandbab(?:y|ies)|mokopuna)\b/,
  /\b(?:i've got|i have|i've|got) (?:a |an |one |two |three |four )?(?:little |young |teenage |grown |grown-up )?(?:boy|girl|son|sons|daughter|daughters|kids|children|lad|teenagers?|teens|twins|toddlers?)\b/,
  /(?<!\bof )\b(?:one|two|three|four|five) (?:grown |teenage |adult |young |little )?(?:sons|daughters|son|daughter)\b/,
  // "two kids (7 and 10)", "I have two childrens": a count of children the writer has, when no wish is near.
  // Not "one of five kids", nor the thirty a teacher teaches: the count opens the item or follows "I have".
  /^(?!.*\b(?:want|wants|would|'d|someday|one day|hope|future|dream|plan|like to|love to|perfect|teach|coach)\b)(?:.*\b(?:i have|i've got|have got|got|with|raising))? ?(?:one|two|three|four|five|\d) (?:[\w-]+ )?(?:kids|childrens?|boys|girls|teenagers|teens)\b/,
  // "A son who drops by when he needs laundry done": a child introduced as the writer's household.
  /^(?!.*\b(?:want|would|'d|someday|one day|hope)\b).*\band a (?:grown(?:-up)? )?(?:son|daughter) who\b/,
  /\bschool runs?\b|\b(?:weekends?|week|evenings?) with (?:my|the) (?:kids|children)\b/,
  /(?<!\b(?:hypothetical|future|imaginary|would-be|potential|eventual) )\b(?:grandchildren|grandkids|grandbairns?|grandweans?|grandsons?|granddaughters?|empty nester)\b|\b(?:raised|brought up) my (?:family|kids|children)\b|\bmy (?:kids|children) (?:are|have) (?:grown|flown)\b/,
  /\b(?:i'm|i am) (?:a |an )?(?:proud |single |busy |working |full-time |solo |divorced )?(?:mum|mom|mother|mama|dad|father|parent|stepdad|stepmum|stepmom|grandma|grandad|grandfather|grandmother)\b(?! (?:joke|jokes|bod|figure|energy|vibes)\b)(?! (?:to|of) (?:a|an|the|my)? ?(?:[\w-]+ )?(?:dog|cat|pup|puppy|kitten|rescue|plants?)\b)/,
  /\b(?:little ones?|small humans?|kids?|son|daughter|twins)\b[^.]*\b(?:with me (?:every other|half|on|at|weekends|alternate)|every other (?:week|weekend))\b/,
];
export const PET_PARENT = /\b(?:dog|cat|pet|fur|plant|kitten|pup|puppy|bunny)[- ](?:mum|mom|dad|mama|papa|parent)\b/;
export const PET_AFTER = /^\s*(?:[\w-]+ ){0,2}?(?:dogs?|cats?|greyhounds?|puppies|pups?|kittens?|rescues?|moggies|pets?)\b/;
export const WITH_FRIENDS = /\b(?:out|night|drinks|pint|evening|weekend|brunch|cocktails|dancing|pub|bar|club|gym) with my (?:girls|boys)\b/;
export const KIDS = /\b(kids?|children|child|babies|baby|little ones|wee ones|family|fatherhood|motherhood|parenthood|mum|mom|mother|dad|da|father|parent)\b/;
const WANT_VERB =
  "(?:want|wants|wanting|picture|pictured|imagine|see myself|ready to|dreams? of|(?:would|'d) (?:really |so |absolutely )?(?:love|like)|hope|hopes|hoping|can't wait|cannot wait|desperate|dream of|keen|looking forward|ready for|up for|plan|planning)";
export const WANT = new RegExp(
  `\\b${WANT_VERB}\\b(?:,? [\\w'-]+){0,8}?,? (?<!\\b(?:not|no|never) )(?:kids|children|a family|family(?![-\\w])|babies|a baby|little ones|a (?:pram|buggy|stroller)|nappies|diapers|a houseful|(?:(?:be|become) (?:a )?|as a )(?:mum|mom|mother|dad|da|father|parent|mama|papa)|my own|(?:girl|boy) (?:dad|mum|mom)|more children|more kids|a kid|raise|fatherhood|motherhood)\\b` +
    `|\\b(?:kids|children)\\s*[:?,]?\\s*(?:yes|definitely|absolutely(?! not)|someday|one day|eventually|hopefully|please|want|inshallah|insha'?allah|god willing)\\b|\\b(?:kids|children),? (?:maybe )?(?:two|three|four)\\b|\\b(?:no|(?:don't|do not) have(?: any)?) (?:kids|children) yet\\b(?![^.]*\\b(?:not sure|unsure|undecided|don't|do not|never)\\b)|\\bour future (?:babies|kids|children)\\b|\\b(?:wedding|marriage|nikah)(?:[- ]and[- ]|,? then |, | & )(?:then )?(?:kids|babies|children|a family)\\b(?! (?:are|is) (?:not|off|a no|never))|\\b(?:two|three|a couple of|a few) (?:little ones|kids|children|babies) (?:someday|one day|eventually|in time)\\b|\\b(?:be|become) (?:somebody's|someone's) (?:mum|mom|dad|mother|father)\\b|\\b(?:two|three|four|\\d|a few) (?:kids|children|little ones) would be\\b|\\bgive \\w+ a (?:little )?(?:brother|sister|sibling)\\b|\\b(?:want|wants|hope|hoping|plan|planning|'d love|would love|'d like|would like) to adopt\\b|\\b(?:have|having|raise|raising) (?:kids|children) together\\b|\\b(?:kids|children|a family|little ones|a baby) would (?:be (?:lovely|nice|great|wonderful|amazing|perfect|a blessing)|make me (?:so |really |very )?happy)\\b|\\b(?:house|home|table)s? full of (?:kids|children|little ones|wee ones|babies)\\b|\\braise (?:a (?:whole )?(?:mess|bunch|load|houseful|gaggle) of )(?:kids|children)\\b|\\bsees? (?:kids|children|a family|parenthood) in (?:our|the|his|her|their|my) future\\b` +
    // "Future girl dad", "embarrassing my own children one day".
    `|\\bfuture (?:girl |boy )?(?:dad|mum|mom|father|mother)\\b(?![- ]in[- ]law)|\\bmy own (?:kids|children) (?:one day|someday|some day|eventually)\\b`,
);
export const LAST_VERB = new RegExp(`\\b${WANT_VERB}\\b`, 'g');
// "Wants kids." "Someone who is ready for a family": a wish that is the partner's to have.
export const THIRD_PERSON = /^(?:wants|hopes|ready for|up for)\b/;
export const FAMILY_OF_MY_OWN = /\b(?:make|start|build|have|raise) a (?:\w+ )?(?:family|tribe)\b/;
export const DONT =
  // "The fun aunt of four nephews, and that is enough children for my life", "I'm the cool uncle, plenty of babies for me".
  /\b(?:exactly |more than )?enough (?:children|kids|babies) for (?:me|my life|one life)\b|\bplenty of (?:children|kids|babies) for me\b|\bas far as i go with (?:kids|children)\b|\bonly other people's\b|\b(?:kids|children),? i (?:don't|do not) think so\b|\bnever wanted (?:my own|any|kids|children)\b|\b(?:don't|do not|never|doesn't|does not|not|no) (?:\w+ ){0,2}?(?:want|wants|wanted|wanting|to have|having|going to have|looking to (?:have|start)|interested in(?: having)?|planning|plan|plans)(?: (?!wait|rush|miss|late|leave)[\w-]+){0,5}? (?:kids|children|babies|a family|any|(?:be|being|become) a (?:parent|mum|mom|dad|father|mother))\b|\b(?:kids|children)\s*[:?,]?\s*(?:(?:lol|lmao|haha|ha|honestly|oh),?\s*)?(?:no|nope|nah|hard pass|never|not for me)\b(?! rush| pressure)|\bno (?:kids|children) for me\b|\bno offspring\b|\b(?:no|have no) (?:kids|children),? and (?:i )?(?:keep|intend to keep|plan to keep|want to keep) it (?:so|that way)\b|\bno kids\b(?!\W*yet)(?! (?:is|are) (?:fine|ok|okay))|\b(?:kids|children) (?:are|is) (?:a (?:hard )?no|a no-go|off the table)\b|\b(?:fatherhood|motherhood|parenthood|children|kids)\b[^.]*\b(?:never for me|not for me|not on the cards|not in the cards|isn't for me|not in my future|aren't in my future|aren't for me|isn't for me|never been for me)\b|\bnot a (?:father|mother|mum|mom|dad|parent)\b[^.]*\bnot planning\b|\bnot starting from scratch\b|\bchild[- ]?free\b|\b(?:rather|prefer to) not have (?:kids|children|babies)\b|\b(?:plan|plans|future)\b[^.]*\bnot (?:kids|children|babies|diapers|nappies)\b|\bdone with the (?:whole )?(?:baby|kids|children|parenting) thing\b|\bchildless by choice\b|\bhad the snip\b|\b(?:kids|children) i (?:don't|do not) want\b|\btoo old (?:for|to have) (?:babies|kids|children)\b|\b(?:kids|children)\b[^.]*(?:\bnot|n't) (?:on|in|part of) (?:my|the) (?:horizon|plans?|cards|future)\b|\b(?:kids|children)\b[^.]{0,30}\bnever (?:had and never )?wanted\b|\bno (?:kids|children),? and (?:i )?(?:don't|do not) want\b|\b(?:not having|don't want|do not want) (?:any of )?my own\b|\b(?:kids|children)\s*[:?,]\s*absolutely not\b/;
export const NO_MORE =
  /\b(?:not|no|don't|do not|never)\b(?: [\w']+){0,4} more (?:kids|children|babies)\b|\bdone having (?:babies|kids|children)\b|\bnot (?:starting|having|looking to start|about to start) (?:a )?(?:second|another|new) family\b|\b(?:boy|girl|son|daughter|kids|children|one|two|three)(?:'s| is| are) enough for me\b/;
export const OPEN =
  // "Kids one day, sure, why not": a shrug.
  /(?<!\b(?:want|wants|wanting|'d love|would love|'d like|would like)\W+(?:\w+\W+){0,2})\b(?:kids|children)\b[^.?!]{0,25}\bwhy not\b|\b(?:undecided|unsure|not sure|on the fence|who knows|open-minded|haven't decided)\b(?: \w+){0,3} (?:about |on )?(?:kids|children|having kids)\b|\b(?:kids|children)\W+(?:undecided|unsure|not sure|who knows)\b|\bopen to (?:kids|children|it|having|the idea)\b|\b(?:kids|children)(?: of my own)?(?: \w+)?\W+maybe\b(?! (?:one|two|three|four)\b(?! day))|\bmight have (?:my own|kids|children)\b[^.]*\bmight not\b|\bmaybe (?:kids|children|adopt)\b|\b(?:wee|little) ones\W+(?:\w+\W+)?maybe\b|\bif (?:life goes that way|the timing's right|it happens)\b|\bnot sure about (?:kids|children)\b|\bon the fence\b|\bwouldn't mind (?:\w+ ){0,6}?(?:a kid|kids|children)\b/;
export const TOLERATE =
  /(?<!\bnot )\b(?:with|has|have|got|'ve got|already)\b(?: [\w']+){0,3} (?:kids|children|a child|child|little ones)\b[^.]*\b(?:fine|okay|ok|plus|welcome|good|merrier|great|happy|consider)\b|\b(?:consider|fine with|happy with|open to) (?:a man|a woman|someone|somebody|a partner)? ?(?:who has|with) (?:kids|children|a child|children of)\b|\bsomeone with kids is fine\b/;
export const ACCEPTS_MINE =
  /\b(?:part of our (?:little )?(?:team|family|gang|crew|world)|(?:ok|okay|fine|good|great|happy|cool) with (?:my |me having )?(?:kids|children|son|daughter|boys|girls|little one)|(?:kids|children|son|daughter|boys?|girls?|family|she|he|they) (?:always )?comes? first|blended family|package deal|instant family|accept(?:s|ing)? (?:my|that i have) (?:kids|children|son|daughter)|glad about|good with (?:kids|children|an? [\w-]+-year-old)|handle (?:an? |my )?[\w-]+-year-old|part of the package|(?:kids|children|boys|girls|they|he|she) comes? with me|bedtime story|love my (?:kids|children|boys|girls)|step(?:dad|mum|mom|parent))\b/;
export const REFUSAL =
  /\b((?:don't|do not) waste (?:\w+ ){0,3}time|keep walking|can't be with|cannot be with|won't be with|won't date|will not date|wouldn't date|don't date|never date|no one who|nobody who|keep scrolling|swip(?:e|ing)|(?:is|'s|are|'re) (?:an? )?(?:absolute |hard |firm )?no|not built for|not for me|pass|go elsewhere|no thanks|not interested|different lives|deal[- ]?breaker|not a match|won't work|(?:don't|do not) (?:message|contact|bother|match)|not the one for you|not the right (?:person|man|woman|one|guy|girl|match)|not your (?:guy|girl|man|woman)|should (?:\w+ ){0,2}(?:walk|go|leave|move on))\b/;
// "…so ideally you feel the same": the writer's own stance, asked of the partner.
export const SAME = /\b(?:you )?feels? the same\b|\b(?:you|he|she) (?:do|does|did) too\b|\bso do you\b|\b(?:on )?the same page\b|\bsame way\b/;

// Refusing a partner who has children: "not ready to date a single parent", "no one with kids".
export const REFUSE_PARENTS =
  /\b(?:not ready to|won't|will not|can't|cannot|don't want to|wouldn't|not (?:looking to|interested in)) (?:date|dating|be with|see) (?:a |anyone |someone |somebody |people )?(?:with (?:kids|children|a child)|who (?:has|have) (?:kids|children)|single (?:parents?|mums?|dads?|moms?))\b|\b(?:someone|somebody|a (?:man|woman|partner|guy|girl)|partner) (?:with|who has) no (?:kids|children)\b|\bno kids of (?:their|his|her) own\b|\bno (?:single parents|one with (?:kids|children))\b|\b(?:single parents|people with (?:kids|children)|anyone with (?:kids|children)) (?:are|is) a (?:deal[- ]?breaker|no)\b/;
// "Not wanting children is a dealbreaker": the refusal is refused.
export const REFUSED_REFUSAL = /\b(?:not wanting|doesn't want|don't want|no desire for|against having) (?:kids|children|a family)\b[^.]*\b(?:deal[- ]?breaker|red flag|turn[- ]?off|a no)\b/;
