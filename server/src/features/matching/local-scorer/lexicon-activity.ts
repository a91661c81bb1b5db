import { concept, type Concept } from './concept-types.js';

/**
 * Activity and the outdoors. Specific pursuits imply the broad ones, so "I do triathlons" meets
 * "someone active" and "I know every trail" meets "outdoorsy", while the card can still name the
 * specific shared pursuit.
 */
export const ACTIVITY_CONCEPTS: readonly Concept[] = [
  concept('active', 'activity', {
    theme: 'an active life',
    negativeTheme: 'a slower, comfier pace',
    polar: true,
    mirror: 'both',
    pos: ['active', 'sporty', 'athletic', 'athletes?', 'fit', 'fitness', 'energetic', 'high[- ]energy', 'gym', 'work(ing)? ?outs?', 'exercis(e|es|ing)', 'train(s|ing)? (twice|every|daily)', 'healthy (lifestyle|habits)', 'health[- ]conscious', 'crossfit', 'personal trainer', 'triathl(on|ons|ete|etes)', 'ironman', 'takes? care of (their|his|her|my) body', 'keep up on a run', 'disciplined about health', 'in all weathers', 'martial arts', 'jiu[- ]?jitsu', 'bjj', 'karate', 'judo', 'taekwondo', 'kick ?boxing', 'boxing', 'box(es)? (three|twice|every|daily)', 'muay thai', 'mma', 'spin class(es)?', 'hiit'],
    neg: ['couch potato', 'sedentary', 'lazy'],
  }),
  concept('outdoors', 'interest', {
    theme: 'the outdoors',
    mirror: 'both',
    pos: ['outdoors?', 'outdoorsy', 'outdoor', 'outside', 'nature', 'fells?', 'hills?', 'hill ?walking', 'mountains?', 'trails?', 'paths?', 'trek(s|king)?', 'hik(e|es|ed|ing|er|ers)', 'camp(s|ing|er|ers|site|fires?)?', 'tents?', 'wilderness', 'forests?', 'woods', 'rambl(e|es|ing|er|ers)', 'walks?', 'walking', 'walker', 'strolls?', 'summits?', 'peaks?', 'national parks?', 'park ranger', 'kayak(s|ing)?', 'canoe(s|ing)?', 'fresh air', 'muddy boots', 'under the stars', 'bird[- ]?watching', 'wild swimming', 'gorge', 'the great outdoors', 'camino', 'rained on', 'walking (boots|shoes)'],
  }),
  concept('running', 'activity', {
    theme: 'running',
    pos: ['run(s)?(?! (a|an|the|my|our|his|her|two|three|four|several|\\d+|things|late|out|into|away|errands)\\b)', 'running', 'runners?', 'jog(s|ging)?', '(half[- ])?marathons?', 'ultra[- ]?runn(er|ers|ing)', 'parkrun', '5k', '10k', 'trail runn(er|ers|ing)'],
    implies: ['active'],
  }),
  concept('cycling', 'activity', {
    theme: 'cycling',
    pos: ['cycl(e|es|ing|ist|ists)', 'bik(e|es|ing)', 'bike rides?', 'road bike', 'long rides', 'mountain biking'],
    implies: ['active'],
  }),
  concept('swimming', 'activity', {
    theme: 'swimming',
    pos: ['swim(s|ming|mer|mers)?', 'laps'],
    implies: ['active'],
  }),
  concept('climbing', 'activity', {
    theme: 'climbing',
    pos: ['climb(s|ing|er|ers)?', 'boulder(ing)?', 'mountaineer(s|ing)?'],
    implies: ['active', 'outdoors', 'adventure'],
  }),
  concept('yoga', 'activity', {
    theme: 'yoga',
    pos: ['yoga', 'yogis?', 'pilates'],
    implies: ['mindfulness', 'active'],
  }),
  concept('the-sea', 'interest', {
    theme: 'the sea',
    mirror: 'both',
    pos: ['sea', 'seaside', 'ocean', 'beach(es)?', 'coast(al)?', 'sail(s|ing|or|ors)?', 'yacht(s|ing)?', 'boats?', 'waves', 'naval', 'sea lovers?', 'paddle ?board(s|ing|er)?', 'on the water', 'kite ?surf(ing)?', 'wind ?surf(ing)?', 'rowing'],
    implies: ['outdoors'],
  }),
  concept('surfing', 'activity', {
    theme: 'surfing',
    pos: ['surf(s|ing|er|ers)?'],
    implies: ['the-sea', 'active'],
  }),
  concept('diving', 'activity', {
    theme: 'diving',
    pos: ['diving', 'divers?', 'scuba', 'snorkel(l)?ing', 'free[- ]?diving', 'diving buddy'],
    implies: ['the-sea'],
  }),
  concept('skiing', 'activity', {
    theme: 'skiing',
    pos: ['ski(s|ing|er|ers)?', 'snowboard(s|ing|er|ers)?', 'slopes', 'the alps'],
    implies: ['active', 'outdoors'],
  }),
  concept('sport', 'interest', {
    theme: 'sport',
    pos: ['sports?', '(football|rugby|cricket|tennis) match(es)?', 'match day', 'basketball', 'baseball', 'hockey', 'netball', 'rugby', 'competitive', 'competitive streak', 'championships?'],
  }),
  concept('football', 'interest', {
    theme: 'football',
    pos: ['football', 'soccer', 'five[- ]a[- ]side'],
    implies: ['sport'],
  }),
  concept('tennis', 'interest', {
    theme: 'tennis',
    pos: ['tennis', 'padel', 'squash'],
    implies: ['sport'],
  }),
  concept('golf', 'interest', {
    theme: 'golf',
    pos: ['golf(er|ers|ing)?'],
    implies: ['sport'],
  }),
  concept('cricket', 'interest', {
    theme: 'cricket',
    pos: ['cricket'],
    implies: ['sport'],
  }),
  concept('extreme-sports', 'activity', {
    theme: 'adrenaline',
    pos: ['extreme sports', 'adrenaline( junkie)?', 'bungee', 'sky ?div(e|es|ing)', 'paraglid(e|ing)', 'thrill[- ]seek(er|ers|ing)'],
    implies: ['adventure', 'active'],
  }),
  concept('dancing', 'interest', {
    theme: 'dancing',
    pos: ['danc(e|es|ed|ing|er|ers)', 'salsa', 'tango', 'ballroom', 'bachata', 'ballet', 'dance floor', 'two[- ]step', 'moving to music', 'rhythm'],
    implies: [['music', 1], ['active', 1]],
  }),
  concept('gardening', 'interest', {
    theme: 'gardening',
    pos: ['garden(s|er|ers|ing)?', 'allotment', '(house)?plants', 'grow(ing)? (my own|our own|their own|vegetables|veg|things|food|most of)', 'vegetable patch', 'veg patch', 'beekeep(er|ers|ing)', 'bees', 'green fingers', 'birdwatching'],
    implies: [['outdoors', 1]],
  }),
];
