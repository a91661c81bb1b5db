/**
 * What demo daters hope for in a partner. Adjectives and "who …" clauses are combined by the
 * sentence frames, so the same wish can be voiced many ways. OPEN_QUALITIES are the ones most
 * newcomers ask for and offer, used by broadly compatible daters.
 */
export const OPEN_QUALITIES: readonly string[] = [
  'kind', 'warm', 'curious', 'open-minded', 'funny', 'honest', 'adventurous', 'easy-going', 'thoughtful', 'generous',
];

/** Single adjectives, so they read well both before a noun and after "someone". */
export const OTHER_QUALITIES: readonly string[] = [
  'emotionally honest', 'grounded', 'patient', 'playful', 'gentle', 'down-to-earth', 'loyal', 'spontaneous',
  'affectionate', 'witty', 'calm', 'self-aware', 'considerate', 'driven', 'sincere', 'steady', 'romantic',
  'independent', 'cheerful', 'optimistic',
];

/** Longer qualities that only work after "someone" or "is". */
export const PREDICATIVE_QUALITIES: readonly string[] = [
  'quick to laugh', 'confident without being loud', 'ambitious but balanced', 'a little bit silly', 'kind to strangers',
  'easy to talk to', 'serious about the things that matter', 'happy in their own company', 'generous with their time',
  'brave enough to be vulnerable', 'curious about everything',
];

export const PARTNER_CLAUSES: readonly string[] = [
  'who asks good questions and actually listens to the answers',
  'who can be silly in the kitchen and serious about the things that matter',
  'who is kind to waiters and patient with grandparents',
  'who knows how to apologise and how to forgive',
  'who laughs at my jokes, or at least at how bad they are',
  'who has their own passions and loves sharing them',
  'who texts back and means what they say',
  "who's comfortable in their own skin",
  'who makes ordinary days feel a little bit special',
  "who isn't afraid to talk about feelings",
  'who shows up when it counts',
  "who's curious about the world and the people in it",
  "who's as happy on a mountain as in a bookshop",
  'who can sit in comfortable silence',
  'who treats their friends like family',
  'who knows what they want and is kind about it',
  'who loves a long conversation over a slow dinner',
  'who brings out the best in people without trying',
  'who can make me laugh on a bad day',
  'who finds joy in small things',
  'who is ready to build something real',
  'who likes trying new things, even the ones that go wrong',
  "who is happy to try a new restaurant or a new trail on a whim",
  "who values honesty as much as I do",
  "who sings along in the car without embarrassment",
  "who is close to their family and kind to mine",
  "who's ready to share both the adventures and the quiet evenings",
  "who takes care of themselves and the people around them",
  "who knows the difference between a debate and an argument",
  "who loves to learn and never stops asking why",
];

/** What kind of relationship they want; none of these is a dealbreaker. */
export const RELATIONSHIP_GOALS: readonly string[] = [
  "I'm looking for something real and long-term, built slowly and properly.",
  "I'm ready for a serious relationship, the kind where you become each other's favourite person.",
  "I'm not in a rush; I'd like to start as friends and see where it leads.",
  "I want a partnership of equals, where we cheer each other on and share the boring bits too.",
  "I'd love to build a home full of laughter, good food and friends dropping by.",
  "I'm after a companion for the next chapter: someone to travel with, cook with and grow older with.",
  "I'm hoping for a relationship that feels like home: calm, warm and honest.",
  "Ideally my partner will also be my best friend.",
  "I'm looking for commitment, not a pen pal.",
  "Marriage is something I'd like one day, with the right person and no rush.",
  "I'd like someone to share lazy Sundays and big adventures alike.",
  "I'd love the kind of love my grandparents had: steady, playful and kind.",
  "I want a relationship with lots of laughter, honest talks and room for us both to grow.",
  "What I want most is a teammate, someone who's on my side even when we disagree.",
  "I'd like a real partnership: someone to plan adventures with and come home to.",
  "I'm looking for the kind of relationship where Sunday mornings are slow and conversations go deep.",
  "I want something steady and joyful, with plenty of room for laughter.",
  "I'm ready to invest in something lasting with the right person.",
  "I'd love to grow together, try new things together and still make each other laugh years from now.",
  "I'm hoping to find a partner in crime for life's big and small adventures.",
  "I believe the best love is a friendship that caught fire, so let's start with a good conversation.",
  "I'm after something meaningful; I've done casual and it's not for me.",
  "I'd like a love that feels easy, not because it's effortless but because we both show up.",
  "I'm looking for a long-term partner to share meals, dreams and the remote control with.",
  "I'd love someone to build a calm, happy home with, full of books, plants and good food.",
];

/** For broadly compatible daters: an explicit welcome to many kinds of people. */
export const OPENNESS: readonly string[] = [
  "I'm open-minded about where you're from and what you do; warmth and curiosity matter far more.",
  "I don't have a checklist; if you're kind and easy to talk to, I'd love to say hello.",
  "Age, background and job title matter much less to me than a good heart and a sense of humour.",
  "I'm happy to be surprised; some of my favourite people are nothing like what I thought I wanted.",
  "Early riser or night owl, homebody or wanderer, let's see where a conversation takes us.",
  "If you love good food, good music and getting outside now and then, I think we'll get along just fine.",
  "Someone who enjoys the outdoors, music and a good meal would be lovely, but mostly I want someone kind.",
  "Above all, I want someone who's kind to people, open to new things and up for a laugh.",
  "I'm easy to please: a walk, a good playlist and a meal together sound like a perfect date to me.",
  "Wherever you're from and whatever your story, if you're warm and curious I'd love to meet you.",
  "Travel, music, food, nature: if any of those light you up, we'll have plenty to talk about.",
  "I'm open to someone from any walk of life, as long as they bring kindness and a sense of humour.",
  "A good heart, a curious mind and a love of life are all I'm really looking for.",
  "I'm flexible about most things; what matters is that we enjoy each other's company.",
  "Let's start with a coffee and a walk and see what happens; I'm open to wherever it goes.",
  "Whether you love mountains, music or a good meal, I'd love to hear what lights you up.",
  "Warm and open-hearted is what I'm after; I'm very relaxed about the rest.",
  "No checklists here, just hoping for kindness, curiosity and a shared love of good times.",
  "I'm happy to meet people of any age or background who are kind, curious and ready to laugh.",
  "If you like exploring, eating well and listening to good music, I think we'll click.",
  "Big night out or quiet night in, I'm up for both, and I'd love to find out which one you'd pick.",
];
