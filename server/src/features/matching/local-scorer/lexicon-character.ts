import { concept, type Concept } from './concept-types.js';

/**
 * Character and values. The older app's twenty fallback keywords (trust, communication, honesty,
 * respect, family, adventure, travel, goals, ambition, career, faith, religion, humor, fun,
 * kindness, empathy, understanding, loyalty, passion, growth) all live here or in the other
 * lexicon files (docs/architecture.md#departures, item 6). Virtues nearly everybody claims (kind,
 * honest) weigh less than distinctive ones.
 */
export const CHARACTER_CONCEPTS: readonly Concept[] = [
  concept('humour', 'personality', {
    theme: 'humour',
    weight: 0.9,
    pos: ['humou?r(ous)?', 'sense of humou?r', 'funny', 'laugh(s|ing|ter)?', 'jokes?', 'jok(er|ing)', 'banter', 'witty', 'wit', 'silly', 'goof(y|ball|balls)', 'puns?', 'hilarious', 'giggl(e|es|ing)', 'comedy( clubs?)?', 'comic', 'comedians?', 'stand[- ]?up( comic| comedy)?', 'sarcas(m|tic)', 'playful', 'cheeky', 'class clown', 'doing the voices', "(doesn't|don't|not) take (life|(my|them|your|him|her)sel(f|ves)) too seriously", 'cracking jokes'],
  }),
  concept('fun', 'personality', {
    theme: 'having fun',
    weight: 0.4,
    pos: ['fun', 'fun[- ]loving', 'good times?', 'a good time'],
  }),
  concept('kindness', 'values', {
    theme: 'kindness',
    weight: 0.6,
    pos: ['kind(ness)?(?! of)', 'kind[- ]hearted', 'caring', 'cares? for (others|people)', 'compassion(ate)?', 'empath(y|etic)', 'gentle(ness)?', 'gentle soul', 'soft heart(ed)?', 'big heart(ed)?', 'tender[- ]hearted', 'warm(th)?(?! enough| weather| days?)', 'warm[- ]hearted', 'sweet', 'thoughtful', 'generous', 'considerate', 'understanding', 'looks? after (others|people)', 'treats? (waiters|people|others|everyone) well', 'good[- ]hearted', 'showing up for people'],
  }),
  concept('honesty', 'values', {
    theme: 'honesty and trust',
    weight: 0.6,
    pos: ['honest(y)?', 'trust(worthy|ing)?', 'truth(ful)?', 'sincer(e|ity)', 'integrity', 'open book', 'straightforward', 'genuine', 'authentic', 'keep(s|ing)? (my|their|your|his|her) word', 'no (mind )?games', 'drama[- ]free', 'no drama', 'transparent'],
  }),
  concept('loyalty', 'values', {
    theme: 'loyalty',
    weight: 0.7,
    pos: ['loyal(ty)?', 'devoted', 'ride or die', 'stands? by'],
  }),
  concept('respect', 'values', {
    theme: 'mutual respect',
    weight: 0.6,
    pos: ['respect(ful|s)?', 'treats? me (well|right)', 'equals?', 'equality', 'equal partnership'],
  }),
  concept('communication', 'values', {
    theme: 'good conversation',
    weight: 0.7,
    pos: ['communicat(e|es|ion|ive|or)', 'talk(s|ing)? (things )?through', 'good listener', 'listen(s|er|ing)?', '(deep|long|late[- ]night|honest) (conversations?|talks?|chats?)', 'conversations?', 'chats?', 'heart[- ]to[- ]hearts?', 'emotionally available'],
  }),
  concept('growth', 'values', {
    theme: 'personal growth',
    weight: 0.7,
    pos: ['growth', 'grow(ing)? (together|as a person)', 'self[- ]aware(ness)?', 'therapy', 'emotionally (mature|intelligent)', 'work(s|ing)? on (myself|themselves|himself|herself)', 'personal development', 'maturity', 'self[- ]improvement'],
  }),
  concept('passion', 'personality', {
    theme: 'passion',
    weight: 0.6,
    pos: ['passion(s|ate)?', 'zest', 'enthusias(m|tic|ts?)', 'loves? life', 'love of life', 'spark', 'lives for', 'obsessed', 'fanatic', 'addict'],
  }),
  concept('calm', 'personality', {
    theme: 'a calm nature',
    weight: 0.9,
    pos: ['calm(er)?', 'grounded', 'easy ?going', 'laid[- ]back', 'chill(ed)?', 'relax(ed|ing)?', 'patient', 'patience', 'peace(ful)?', 'serene', 'serenity', 'steady', 'even[- ]tempered', 'unhurried', 'slow (mornings|living|pace)', 'slowly', 'not much rattles me', 'rarely raise my voice', 'tranquil', 'mellow', 'zen', 'quiet moments', 'level[- ]headed', 'long baths'],
  }),
  concept('mindfulness', 'personality', {
    theme: 'mindfulness',
    pos: ['meditat(e|es|ion|ing)', 'mindful(ness)?', 'breathwork', 'deep breathing', 'tai chi', 'qigong', 'retreats?'],
    implies: ['calm'],
  }),
  concept('ambition', 'career', {
    theme: 'ambition',
    pos: ['ambiti(on|ous)', 'driven', 'goals?', 'goal[- ]oriented', 'go[- ]getter', 'hard[- ]?working', 'work(s|ing)? hard', 'motivated', 'hustle', 'careers?', 'career[- ](focused|minded|driven|path)', 'entrepreneur(s|ial)?', 'founders?', 'founded', 'start[- ]?ups?', 'business(es)?', 'make partner', 'mba', 'chas(e|es|ing) (my|their|your|his|her) dreams', 'big plans', 'plan for (their|his|her|my|your) future', 'knows where (he|she|they) (is|are)? ?going', 'building something', 'workaholic', 'works all hours', 'head a', 'promotion', 'successful', 'corporate', '80[- ]hour weeks'],
  }),
  concept('adventure', 'personality', {
    theme: 'adventure',
    pos: ['adventur(e|es|ous|er|ers)', 'try (anything|new things|something new)', 'trying new things', 'up for (anything|something new)', 'something new', 'thrills?', 'daring', 'explorers?'],
  }),
  concept('spontaneity', 'personality', {
    theme: 'spontaneity',
    mirror: 'both',
    pos: ['spontane(ous|ity)', 'on a whim', 'go(es)? with the flow', 'free[- ]spirit(ed)?', 'unconventional', 'wild', 'pick up and go'],
    exclusive: 'structure',
  }),
  concept('routine', 'personality', {
    theme: 'routine and structure',
    mirror: 'both',
    pos: ['routines?', 'plan(s|ning|ner|ners)?(?! (a|an|the|my|holidays|around)\\b)', 'predictable', 'organi[sz]ed', 'spreadsheets?', 'structure', 'meticulous'],
    exclusive: 'structure',
  }),
  concept('curiosity', 'personality', {
    theme: 'curiosity',
    weight: 0.8,
    pos: ['curious', 'curiosity', 'learn(s|ing|er|ers)?', 'lifelong learners?', 'intellectual', 'intelligent', 'smart', 'clever', 'deep thinkers?', 'big ideas', 'philosoph(y|ical|er)', 'opinions', 'cultured'],
  }),
  concept('creativity', 'personality', {
    theme: 'creativity',
    weight: 0.9,
    pos: ['creative( spirit| streak)?', 'creativity', 'imaginative', 'imagination', 'artistic', 'inventive'],
  }),
  concept('affection', 'personality', {
    theme: 'romance and affection',
    mirror: 'both',
    pos: ['affection(ate)?', 'cuddl(e|es|y|ing)', 'romance', 'romantic', 'hopeless romantic', 'quality time', 'hand[- ]holding', 'attention', 'touchy[- ]feely', 'always available'],
  }),
  concept('independence', 'personality', {
    theme: 'independence',
    mirror: 'both',
    pos: ['independen(t|ce)', 'own space', 'own life', 'freedom', 'self[- ]sufficient', 'own thing'],
    neg: ['clingy', 'needy'],
  }),
  concept('optimism', 'personality', {
    theme: 'a sunny outlook',
    weight: 0.7,
    pos: ['positiv(e|ity)', 'optimis(t|tic|m)', 'cheerful', 'sunny (disposition|outlook|nature)', 'upbeat', 'grateful', 'gratitude', 'happy[- ]go[- ]lucky'],
  }),
];
