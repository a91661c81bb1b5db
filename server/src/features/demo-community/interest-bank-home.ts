import type { InterestFragments } from './interest-types.js';

/** Food, travel, games and the quieter pleasures. */
export const HOME_INTERESTS: readonly InterestFragments[] = [
  {
    interest: 'cooking',
    theme: 'food',
    doing: [
      "Cooking for the people I love is how I show affection; my grandmother's stew recipe is my most treasured possession.",
      'I unwind by cooking something ambitious on a Sunday, playing loud music and using every pan I own.',
      "My kitchen is the heart of my home, and there's almost always something simmering on the stove.",
    ],
    phrases: ['trying out new recipes on my friends', 'making slow Sunday stews', 'hosting long, noisy dinners'],
    share: ['cook with me, even if your only job is tasting', "let me feed you something I've been perfecting for years"],
  },
  {
    interest: 'baking',
    theme: 'food',
    doing: [
      "I bake bread when I'm stressed, so my friends can always tell what kind of week I've had.",
      'My sourdough starter is older than some of my friendships and honestly more reliable.',
      "I'm the one who turns up to every birthday with a cake that's slightly too ambitious.",
    ],
    phrases: ['kneading dough on a Sunday morning', 'testing cake recipes on colleagues', 'perfecting the flakiest croissant'],
    share: ['lick the spoon while I bake', 'help me eat an entire tray of cinnamon buns'],
  },
  {
    interest: 'food',
    theme: 'food',
    doing: [
      "I'm a proper foodie: I'll cross the city for the perfect dumpling and plan holidays around markets.",
      'My favourite evenings are long dinners with good friends, great food and nowhere we need to be.',
      "I judge a new neighbourhood by its street food, and I'm rarely wrong.",
    ],
    phrases: ['hunting down the best street food in town', 'booking tables at tiny family-run restaurants', 'eating my way around food markets'],
    share: ['share plates with me at a tiny restaurant', 'go on a street-food crawl with me'],
  },
  {
    interest: 'coffee',
    theme: 'food',
    doing: [
      "I'm unreasonably serious about coffee and I know every good café within walking distance.",
      'Saturday mornings begin with a flat white at my favourite corner café and the crossword.',
      'I roast my own coffee beans, which is exactly as nerdy as it sounds.',
    ],
    phrases: ['finding new cafés', 'lingering over a second cup', 'brewing pour-overs with scientific precision'],
    share: ['meet me for coffee that turns into lunch', 'try every café in a neighbourhood with me'],
  },
  {
    interest: 'wine',
    theme: 'food',
    doing: [
      "I love a good glass of red and a slow conversation, and I'm slowly learning what I actually like.",
      'Weekend trips to the vineyards are my favourite way to spend a sunny Saturday.',
      "I'm the friend who brings a bottle with a story attached.",
    ],
    phrases: ['touring vineyards on sunny weekends', 'sharing a bottle of something interesting', 'learning about natural wines'],
    share: ['share a bottle of red and a long conversation', 'spend a lazy afternoon at a vineyard with me'],
  },
  {
    interest: 'travel',
    theme: 'travel',
    doing: [
      "I've lived in three countries and I'm always planning the next trip, preferably somewhere with a language I can't speak yet.",
      'Travel has taught me more than any classroom; I love wandering a new city with no map and no plan.',
      'I save every spare cent for adventures abroad, and I still get giddy at airports.',
    ],
    phrases: ['exploring new countries on a shoestring', 'getting lost in unfamiliar cities', 'planning the next big trip'],
    share: ['explore a new city with me, no itinerary required', 'plan a road trip with me and take the scenic route'],
  },
  {
    interest: 'languages',
    theme: 'travel',
    doing: [
      "I'm learning my fourth language, which mostly means I can now order coffee badly in four countries.",
      'Languages fascinate me; every new one feels like a key to a different way of thinking.',
      'I practise my Portuguese with anyone patient enough to let me.',
    ],
    phrases: ['practising verbs on my morning commute', 'chatting at language exchange nights', 'collecting untranslatable words'],
    share: ['teach me a word in your language for every one I teach you', 'come to a language exchange night with me'],
  },
  {
    interest: 'gaming',
    theme: 'home',
    doing: [
      "I'm an unapologetic gamer; a cosy evening is a big open-world adventure and a pot of tea.",
      'I grew up on video games and still play co-op with friends across three time zones every Friday.',
      'Strategy games are my weakness, and I take my Nintendo everywhere.',
    ],
    phrases: ['playing co-op games with old friends', 'getting lost in huge fantasy worlds', 'losing at retro games'],
    share: ['be my player two', 'play a cosy co-op game with me on a rainy evening'],
  },
  {
    interest: 'board games',
    theme: 'social',
    doing: [
      'I host board-game nights where friendships are tested and snacks are mandatory.',
      'I play chess in the park on Sundays with a retired engineer who always wins.',
      "I have a cupboard full of board games, and I'll happily teach you any of them.",
    ],
    phrases: ['hosting competitive board-game nights', 'doing the weekend crossword in pen', 'playing chess in the park'],
    share: ['play a board game with me and lose gracefully', 'tackle a thousand-piece puzzle with me'],
  },
  {
    interest: 'volunteering',
    theme: 'social',
    doing: [
      'I volunteer at a community kitchen on Sundays, and it keeps me humble and grateful.',
      'Giving back matters to me; I mentor teenagers through a local charity and learn more from them than they do from me.',
      "I help run a beach clean-up every month, and I'm always looking for extra pairs of hands.",
    ],
    phrases: ['serving meals at the community kitchen', 'mentoring teenagers', 'organising beach clean-ups'],
    share: ['volunteer with me for a morning and grab lunch after', 'care about your community as much as I do'],
  },
  {
    interest: 'meditation',
    theme: 'home',
    doing: [
      "I meditate every morning; it doesn't make me serene, but it makes me kinder.",
      "Mindfulness changed how I handle stress, and I'm far more patient than I used to be.",
      'My mornings are slow on purpose: quiet breathing, a long shower and a journal before the world rushes in.',
    ],
    phrases: ['starting the day with quiet meditation', 'going on silent retreats', 'taking slow walks without my phone'],
    share: ['sit in comfortable silence with me', 'slow down for a weekend retreat with me'],
  },
];
