import { concept, type Concept } from './concept-types.js';

/**
 * How a dater wants to live and love: commitment, monogamy, where to live, politics, family, and
 * daily rhythm. Opposite lifestyles share an exclusive group, so "homebody" counts against
 * "nights out" even though neither word appears in the other's text.
 */
export const LIFESTYLE_CONCEPTS: readonly Concept[] = [
  concept('commitment', 'relationship', {
    theme: 'something long-term',
    polar: true,
    mirror: 'both',
    weight: 1.3,
    pos: ['long[- ]term', '(a )?serious relationship', 'something serious', '(anything|something) real', 'anything serious', 'committed', 'commitment', 'commit', 'settl(e|ing) down', 'marriage', 'marry', 'get married', 'married life', 'life partner', 'partner for life', 'lifelong( partner)?', 'forever', 'the one', 'real partnership', 'build a life', 'wedding', 'nikah', 'for keeps', 'soul ?mate', 'grow old together', '(husband|wife) material', 'future (husband|wife)', 'something (that lasts|proper|lasting)', 'marriage[- ]minded', 'ready (for|to) (marriage|marry|settle)', 'my person', 'build(ing)? something (real|lasting)', 'for the long (run|haul)', 'a (husband|wife)'],
    exclusive: 'relationship-intent',
  }),
  concept('casual', 'relationship', {
    theme: 'keeping it casual',
    polar: true,
    mirror: 'both',
    weight: 1.3,
    pos: ['casual', 'nothing serious', 'nothing (too )?heavy', 'no promises', 'something light', 'keep(ing)? (it|things) light', 'light and fun', 'no strings( attached)?', 'flings?', 'hook[- ]?ups?', 'situationships?', 'fun for now', 'for the summer', 'one[- ]night stands?', 'friends with benefits'],
    exclusive: 'relationship-intent',
  }),
  concept('monogamy', 'relationship', {
    theme: 'monogamy',
    negativeTheme: 'an open relationship',
    polar: true,
    mirror: 'both',
    weight: 1.3,
    pos: ['monogam(y|ous)', 'exclusive', 'exclusivity', 'faithful', 'one person'],
    neg: ['open relationships?', 'polyamor(y|ous)', 'poly', 'non[- ]?monogam(y|ous)', 'ethical non[- ]?monogamy', 'enm', 'swingers?', 'swinging', 'already have a (long[- ]term )?partner'],
  }),
  concept('relocation', 'relocation', {
    theme: 'being open to moving',
    negativeTheme: 'staying rooted',
    polar: true,
    mirror: 'both',
    weight: 1.2,
    pos: ['relocat(e|ing|ion)', '(move|moving) (abroad|overseas|away|countries|cities|to)', 'digital nomad', 'nomad(ic|s)?', 'live anywhere', 'pick up and go', 'roam the world', '(would|willing to|happy to|open to) mov(e|ing)( (for|to) (the right person|you))?'],
    neg: ['rooted', 'put down roots', 'staying put', 'stay (here|put|local)', 'never (leaving|leave|relocate|move)', 'same (village|town|city|place) (my whole life|all my life)', 'not moving'],
  }),
  concept('long-distance', 'relocation', {
    theme: 'a long-distance relationship',
    negativeTheme: 'living close by',
    polar: true,
    mirror: 'both',
    weight: 1.1,
    pos: ['long[- ]distance', 'ldr'],
  }),
  concept('progressive', 'politics', {
    theme: 'progressive politics',
    polar: true,
    mirror: 'both',
    pos: ['progressive', 'liberal', 'left[- ]wing', 'leftist', 'socialist', 'feminist', 'social justice', 'activist', 'campaigner', 'democrat'],
    exclusive: 'politics',
  }),
  concept('conservative', 'politics', {
    theme: 'conservative politics',
    polar: true,
    mirror: 'both',
    pos: ['conservatives?', 'right[- ]wing', 'republican', 'tory', 'maga'],
    exclusive: 'politics',
  }),
  concept('traditional', 'values', {
    theme: 'traditional values',
    mirror: 'both',
    pos: ['traditional', 'old[- ]fashioned', 'chivalr(y|ous)', 'gentleman', 'proper (lady|gentleman)'],
  }),
  concept('family', 'family', {
    theme: 'family',
    mirror: 'both',
    pos: ['family[- ](oriented|minded|focused|centred|centered|man|woman|guy|first|values)', 'famil(y|ies)', 'close to (my|his|her|their) (family|parents)', 'siblings', 'nieces?', 'nephews?', 'god ?children', 'big family', 'my (mum|mom|dad|parents|nan|grandma|grandmother)', 'sunday lunch(es)?'],
  }),
  concept('homebody', 'social', {
    theme: 'cosy nights in',
    polar: true,
    mirror: 'both',
    pos: ['homebody', 'home ?bod(y|ies)', '(nights?|evenings?) in', 'staying (in|home|at home)', 'stay(s)? (in|home)', 'cos(y|ies)', 'cozy', 'on the sofa', 'blankets?', 'movie nights?', 'early nights?', 'in bed by (nine|ten|\\d+)', 'bed at (nine|ten|\\d+)', 'quiet (nights|evenings?)', 'evening at home', 'rarely leaves? the house', 'lazy (weekends|sundays|days)'],
    exclusive: 'going-out',
  }),
  concept('nightlife', 'social', {
    theme: 'nights out',
    polar: true,
    mirror: 'both',
    pos: ['night ?life', 'nights? out', 'clubb(ing|er|ers)', 'clubs?', 'night ?clubs?', 'part(y|ies|ying|ier|iers)', 'party (girl|animal|boy|scene)', 'raves?', '(dancing )?(till|until) (sunrise|dawn)', 'bar[- ]hopping', 'cocktail bars?', "members' clubs", 'going out', 'go out', 'out most nights', 'stay(s|ing)? out (late|until|till)', 'out (until|till) (morning|dawn|sunrise|\\d)', 'last to leave', 'the bar', 'big nights? out'],
    exclusive: 'going-out',
  }),
  concept('introvert', 'social', {
    theme: 'a quieter social life',
    mirror: 'both',
    pos: ['introvert(ed|s)?', 'shy', 'reserved', 'quiet', 'private person', 'low[- ]key', 'small gatherings', 'recluse', 'solitude', 'alone time', 'own company'],
    exclusive: 'social-energy',
  }),
  concept('extrovert', 'social', {
    theme: 'a big social life',
    mirror: 'both',
    pos: ['extrovert(ed|s)?', 'outgoing', 'social butterfly', 'sociable', 'social', 'life (and soul )?of the party', 'life and soul', 'loud(est)?', 'people person', 'lots of friends', 'big personality', 'people around me'],
    exclusive: 'social-energy',
  }),
  concept('early-bird', 'lifestyle', {
    theme: 'early mornings',
    mirror: 'both',
    pos: ['early (riser|risers|rising|bird|mornings?|starts?|to bed)', 'up at (5|6|five|six)( ?am)?', '[56] ?am', 'sunrise', 'by six', 'morning person', 'up with the sun', 'crack of dawn', 'morning (workouts?|runs?|swims?)'],
    exclusive: 'rhythm',
  }),
  concept('night-owl', 'lifestyle', {
    theme: 'late nights',
    mirror: 'both',
    pos: ['night owls?', 'night (people|person)', 'late[- ]nights?', 'sleeps? (till|until) (noon|midday|lunch)', 'sleep all day', 'stay(s|ing)? up ([a-z]+ ){0,2}late', 'after dark', '(at|till|until|past) (1|2|3|4) ?am', '(go|goes|going) to bed at (five|six|dawn|sunrise)', 'nocturnal', 'all night', 'lie[- ]?ins?'],
    exclusive: 'rhythm',
  }),
  concept('countryside', 'lifestyle', {
    theme: 'country life',
    polar: true,
    mirror: 'both',
    pos: ['countryside', 'country (life|living|soul|girl|boy)', 'rural', 'villages?', 'farm(s|er|ers|ing|house|land)?', 'smallholding', 'ranch(er|ers)?', 'fields', '(wide )?open spaces', 'small towns?', 'off[- ]grid', 'cabin', 'sheep', 'cattle', 'chickens', 'slower life', 'slow life', 'far from towns', 'mucking in'],
    exclusive: 'setting',
  }),
  concept('city', 'lifestyle', {
    theme: 'city life',
    polar: true,
    mirror: 'both',
    pos: ['city (life|living|lights|girl|boy|slicker|lovers?)', 'urban', 'downtown', 'metropolis', 'big city', 'cosmopolitan', 'rooftop bars?', 'gallery openings'],
    exclusive: 'setting',
  }),
  concept('luxury', 'lifestyle', {
    theme: 'the finer things',
    mirror: 'both',
    pos: ['luxur(y|ious)', 'glamo(u)?r(ous)?', 'fine dining', 'five[- ]star', 'designer', 'champagne', 'in style', 'yacht club', 'first class', 'afford', 'refined'],
    exclusive: 'spending',
  }),
  concept('frugal', 'lifestyle', {
    theme: 'simple pleasures',
    mirror: 'both',
    pos: ['frugal', '(tight )?budget', 'simple pleasures', 'thrift(y|ing)', 'cheap', 'simple life', 'minimalis(t|m)'],
    exclusive: 'spending',
  }),
];
