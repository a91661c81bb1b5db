import { describe, expect, it } from 'vitest';
import { readEssentialsByRules } from './local-essentials.js';

/**
 * The hard cases of reading essentials, one class at a time. Each case is [about me, who I hope to
 * meet, what must be read]: "key.self" is a value, "key.need" is "values/strength", and "-" means
 * nothing may be read for that side. These are the rules' readings, before the trained verifier
 * weighs how firm each must is (verified-needs.ts; its own tests and the corpus figures cover it).
 */
type Case = readonly [string, string, Record<string, string>];

function check([aboutMe, hopeToMeet, expected]: Case): void {
  const read = readEssentialsByRules({ aboutMe, hopeToMeet });
  for (const [field, want] of Object.entries(expected)) {
    const [key, side] = field.split('.') as [keyof typeof read, 'self' | 'need'];
    const entry = read[key];
    const got = side === 'self' ? entry?.self?.value : entry?.need ? `${entry.need.values.join('|')}/${entry.need.strength}` : undefined;
    expect(got ?? '-', `${field} in ${JSON.stringify([aboutMe, hopeToMeet])}`).toBe(want);
  }
}

const cases: Record<string, Case[]> = {
  negation: [
    ['Never touched alcohol or tobacco, not once.', '', { 'drinking.self': 'no', 'smoking.self': 'no' }],
    ["I don't drink, I do cook.", '', { 'drinking.self': 'no' }],
    ['I smoke salmon, not cigarettes.', '', { 'smoking.self': 'no' }],
    ['Cigarettes: never.', 'Smokers need not apply.', { 'smoking.self': 'no', 'smoking.need': 'no/must' }],
    ["I'm not a big drinker.", '', { 'drinking.self': 'socially' }],
    ["I don't judge people who drink, but for me one beer at a festival is enough.", '', { 'drinking.self': 'socially' }],
    ['', "Someone who doesn't smoke, ideally.", { 'smoking.need': 'no/nice', 'smoking.self': '-' }],
  ],
  'past habits': [
    ['I gave up cigarettes the day my son was born.', '', { 'smoking.self': 'no' }],
    ['Packed in the pipe years ago.', '', { 'smoking.self': 'no' }],
    ["I smoked for ten years and haven't smoked since.", '', { 'smoking.self': 'no' }],
    ['The cigarettes went when I took up running.', '', { 'smoking.self': 'no' }],
    ['Drink was a problem for me before; I stopped seven years ago.', '', { 'drinking.self': 'no' }],
    ["I smoke a pack a day and I'm not quitting.", '', { 'smoking.self': 'yes' }],
    ['I was smoking fifteen years, I stopped when my daughter came.', '', { 'smoking.self': 'no' }],
    ['I smoke ten a day and I have never stopped.', '', { 'smoking.self': 'yes' }],
    ['My husband smoked until the end, so I will not be with a smoker again.', '', { 'smoking.self': '-', 'smoking.need': 'no/must' }],
  ],
  conditionals: [
    ['', 'If you smoke, we can talk about it, as long as it is never in my car.', { 'smoking.need': 'no|sometimes|yes/nice' }],
    ['', 'If you drink, keep it to weddings.', { 'drinking.need': 'no|socially/nice' }],
    ['', 'If you eat meat, fine, I just will not cook it.', { 'diet.need': '-' }],
    ['I want kids.', "If you don't want children, we're not a match.", { 'children.need': 'want/must' }],
    ['My daughter is nine.', "I'd consider a man with children of his own, and I'd love more children.", { 'children.need': 'have|want|open/nice' }],
    ['My son is ten.', 'If you have children too, that is fine.', { 'children.self': 'have', 'children.need': '-' }],
  ],
  indifference: [
    ['Chapel every Sunday.', "Religion or none, I'm not fussed.", { 'faith.self': 'christian', 'faith.need': '-' }],
    ['Two cats.', "You don't need to like cats, but they will like you.", { 'pets.self': 'has_pets', 'pets.need': '-' }],
    ['Hindu.', "My parents would love a Hindu girl, but I'm more relaxed about it.", { 'faith.need': '-' }],
    ['Temple on Sundays, quietly Buddhist.', 'No need to be Buddhist.', { 'faith.self': 'buddhist', 'faith.need': '-' }],
    ['', "If he goes to church, lovely; if he doesn't, he can drive me there.", { 'faith.need': '-' }],
    ["I'm easy about most things, but I couldn't go back to being around smoke.", '', { 'smoking.need': 'no/must' }],
  ],
  'same religion': [
    ['Practising Muslim, I pray five times a day.', 'Someone who shares my faith.', { 'faith.self': 'muslim', 'faith.need': 'muslim/nice' }],
    ['Gurdwara with my nani every Sunday.', 'Someone who shares my faith would be ideal.', { 'faith.self': 'sikh', 'faith.need': 'sikh/nice' }],
    ['My faith is the centre of my life, and I sing in the church choir.', "I won't date a man who doesn't share it.", { 'faith.self': 'christian', 'faith.need': 'christian/must' }],
    ['Buddhism is my faith, though I would never ask a partner to share it.', '', { 'faith.self': 'buddhist', 'faith.need': '-' }],
    ['', 'Ideally someone Hindu, but I would consider another faith.', { 'faith.need': 'hindu/nice' }],
    ['Raised Methodist, and now I believe in exactly nothing.', 'A devout partner would be hard for me.', { 'faith.self': 'none', 'faith.need': 'none|spiritual/nice' }],
    ['I keep my kesh and tie my dastaar every morning.', '', { 'faith.self': 'sikh' }],
    ['Solat five times a day, even on a boat.', '', { 'faith.self': 'muslim' }],
    ['Religion? Nah, not my thing.', '', { 'faith.self': 'none' }],
    ['Before anything, I marry only a Muslim man.', '', { 'faith.need': 'muslim/must' }],
    ['', 'Someone for whom faith matters, whatever your path is.', { 'faith.need': 'hindu|sikh|christian|muslim|jewish|buddhist|spiritual|other/nice' }],
  ],
  'strength of a need': [
    ['', 'No smokers.', { 'smoking.need': 'no/must' }],
    ['', 'Someone kind. Smokers are not my thing.', { 'smoking.need': 'no/nice' }],
    ['', 'Ideally a non-smoker.', { 'smoking.need': 'no/nice' }],
    ['', "I'd rather he didn't smoke.", { 'smoking.need': 'no/nice' }],
    ['', 'Muslim men only.', { 'faith.need': 'muslim/must' }],
    ['', 'I look for a serious Hindu man for marriage, this is obligatory for me.', { 'faith.need': 'hindu/must' }],
    ['', "He can't smoke, and that one I really won't budge on.", { 'smoking.need': 'no/must' }],
    ['', 'A man who is certain he does not want children. Not maybe later. Certain.', { 'children.need': 'dont_want/must' }],
    ['', 'Must love dogs.', { 'pets.need': 'has_pets|likes_pets/must' }],
    ['', 'Someone who loves dogs. No exceptions, must love dogs.', { 'pets.need': 'has_pets|likes_pets/must' }],
  ],
  'children said indirectly': [
    ['My two boys, nine and six, are my whole world.', '', { 'children.self': 'have' }],
    ['My three are grown and gone.', '', { 'children.self': 'have' }],
    ['The little one is with me every other week.', '', { 'children.self': 'have' }],
    ['Single dad, football on Saturdays.', '', { 'children.self': 'have' }],
    ['Dog mum to two greyhounds.', '', { 'children.self': '-', 'pets.self': 'has_pets' }],
    ['Kids? Hard pass.', '', { 'children.self': 'dont_want', 'children.need': 'dont_want/must' }],
    ['', 'Two kids would be perfect.', { 'children.self': 'want', 'children.need': 'want/nice' }],
    ['', 'My girls are part of the package, so a generous heart is required.', { 'children.self': 'have', 'children.need': 'have|open|want/must' }],
    ['My boys come with me.', "I'd love someone who's glad about that.", { 'children.need': 'have|open|want/nice' }],
    ['My boy is ten.', 'Not after more kids.', { 'children.self': 'have', 'children.need': 'have|dont_want/nice' }],
    ['Divorced. Twins, 12, alternate weekends.', '', { 'children.self': 'have' }],
    ['One grown lad in Leeds who rings when he needs money.', '', { 'children.self': 'have' }],
    ['Widower, two kids, both at university.', '', { 'children.self': 'have' }],
    ['The little ones are with me every other week.', '', { 'children.self': 'have' }],
    ['Long-term co-parent to two spoiled cats.', '', { 'children.self': '-' }],
    ['Retired welder. The kids reckon I should get out more.', '', { 'children.self': 'have' }],
    ['Every other weekend the flat fills with two loud boys, eight and eleven.', '', { 'children.self': 'have' }],
    ["We split years ago; he's a great dad to our son.", '', { 'children.self': 'have' }],
    // A sibling's children, and animals counted, are not the writer's.
    ['My brother has two kids and I spoil them rotten.', '', { 'children.self': '-' }],
    ['', 'Someone fine with cats, because my two are staying.', { 'children.self': '-' }],
  ],
  'a wish for children named only to be turned away': [
    ['', "If you want kids, it's a no for me.", { 'children.self': 'dont_want', 'children.need': 'have|dont_want/must' }],
    ["I'm child-free, so if you want to be a mum, keep swiping.", '', { 'children.self': 'dont_want', 'children.need': 'dont_want/must' }],
  ],
  'children wished or refused in new words': [
    ['', 'I want our kids to grow up near the sea.', { 'children.self': 'want' }],
    ['Divorced, no kids yet, want them.', '', { 'children.self': 'want' }],
    ['Children, yes, three.', '', { 'children.self': 'want' }],
    ["Kids aren't on my horizon.", '', { 'children.self': 'dont_want' }],
    ['Children are not in my plan.', '', { 'children.self': 'dont_want' }],
    ['kids: absolutely not.', '', { 'children.self': 'dont_want' }],
    ["Children I never wanted and still don't.", '', { 'children.self': 'dont_want' }],
    ['', "Someone who doesn't want kids, because I really don't.", { 'children.self': 'dont_want', 'children.need': 'dont_want/nice' }],
    ['', 'No kids is fine, kids is fine.', { 'children.self': '-', 'children.need': '-' }],
  ],
  'drinking in new words': [
    ['Gave away the drink years back, the tobacco with it.', '', { 'drinking.self': 'no', 'smoking.self': 'no' }],
    ["Drinking — I don't, five years now.", '', { 'drinking.self': 'no' }],
    ["Vegetarian, and alcohol I don't take.", '', { 'drinking.self': 'no' }],
    ["Don't: meat, alcohol, tobacco.", '', { 'drinking.self': 'no', 'smoking.self': 'no' }],
    ["I'll never say no to a glass of wine at a wedding.", '', { 'drinking.self': 'socially' }],
    ['I like a beer after work, not, like, a lot.', '', { 'drinking.self': 'socially' }],
    ['A single malt on Fridays.', '', { 'drinking.self': 'socially' }],
    ['Nothing stronger than rooibos has ever passed my lips.', '', { 'drinking.self': 'no' }],
    ["I'll be three years dry in March.", '', { 'drinking.self': 'no' }],
    ['A wee dram by the fire, then bed.', '', { 'drinking.self': 'socially' }],
    ['Pastis on the terrace with my cousins.', '', { 'drinking.self': 'socially' }],
    ['My humour is dry, my glass never is.', '', { 'drinking.self': 'often' }],
    // A drinker spoken of is someone else; a drink named as a town is no drink.
    ['', "I'd struggle with a heavy drinker, honestly.", { 'drinking.self': '-' }],
    ["I've never been a drinker.", '', { 'drinking.self': 'no' }],
    ['I left Shiraz at twenty and never looked back.', '', { 'drinking.self': '-' }],
    ['Smoking is where I draw the line.', '', { 'smoking.self': '-', 'smoking.need': 'no/must' }],
  ],
  'a refusal asks for the opposite of what it names': [
    ['', 'A vegan and I would never work.', { 'diet.need': 'anything|vegetarian|halal|kosher/must' }],
    ['', "If you want something open, we're not a fit.", { 'intent.need': 'long_term|marriage/must' }],
    ['', 'A man who drinks every weekend would never work for me.', { 'drinking.need': 'no|socially/must' }],
    ['', "I'm not interested in anyone with children.", { 'children.need': 'want|dont_want|open/must' }],
    ['Hindu, and my family matters to me.', 'Someone religious is not a fit for me, ironically.', { 'faith.need': 'none|spiritual/must' }],
    ['', 'Meat eaters are a hard no.', { 'diet.need': 'vegetarian|vegan/must' }],
    ['', 'Someone with no religion at all.', { 'faith.need': 'none/nice' }],
  ],
  "other people's lives and lives that were": [
    ['My sister has three kids and I adore them.', '', { 'children.self': '-' }],
    ['My housemate has two dogs that I walk sometimes.', '', { 'pets.self': '-' }],
    ['Our family cat died last year.', '', { 'pets.self': '-' }],
  ],
  'tolerances, lists, sarcasm and idioms': [
    ['', 'If you drink now and then, no problem.', { 'drinking.need': '-' }],
    ['', 'Dealbreakers: smoking, dishonesty, cruelty to animals.', { 'smoking.need': 'no/must', 'pets.need': '-' }],
    ["I'm as religious as a potato.", '', { 'faith.self': 'none' }],
    ['', 'Nothing says romance like an ashtray kiss.', { 'smoking.need': 'no/nice' }],
    ['My pet project is a community garden.', '', { 'pets.self': '-' }],
    ['Root beer floats are my weakness.', '', { 'drinking.self': '-' }],
    ['', 'If you drink socially, that is totally fine.', { 'drinking.need': '-' }],
  ],
  'a rule, and how far its firm words reach': [
    ["I'm vegan and I don't date carnivores, though vegetarians are fine.", '', { 'diet.self': 'vegan', 'diet.need': 'vegetarian|vegan/must' }],
    ['I only ever see a future with a Hindu man.', '', { 'faith.need': 'hindu/must' }],
    ["I'd never get involved with anyone who lights up.", '', { 'smoking.need': 'no/must' }],
    ['I work nights, and a jealous man - no, never again.', '', { 'smoking.need': '-' }],
    ['', 'Something long-term, with a dog in it; must love mornings.', { 'intent.need': 'long_term|marriage/nice' }],
    ['I was a smoker once, not anymore.', '', { 'smoking.self': 'no' }],
    ['Temple twice a week, Hindu through and through.', 'A man who worships as I do; on this I will not compromise.', { 'faith.need': 'hindu/must' }],
  ],
  "the dater's own wish is not yet a partner's need": [
    ['', 'Something lasting, with room for long walks.', { 'intent.self': 'long_term', 'intent.need': '-' }],
    ['', 'Someone who wants something lasting.', { 'intent.need': 'long_term|marriage/nice' }],
  ],
  'what a partner is to share, the writer is': [
    ['', 'A sister who keeps her salah and is serious about her deen, ideally.', { 'faith.self': 'muslim' }],
    ['', 'A man who also never wants kids.', { 'children.self': 'dont_want', 'children.need': 'dont_want/nice' }],
    ['', "Someone who also doesn't drink.", { 'drinking.self': 'no' }],
  ],
  'saying one has no faith outranks a place of worship': [
    ['Church? Only for the weddings; otherwise not religious at all.', '', { 'faith.self': 'none' }],
    ['Never been a churchgoer, not even at Easter.', '', { 'faith.self': 'none' }],
    ['I left the mosque behind in my twenties.', '', { 'faith.self': 'none' }],
    ['Never been religious, not even as a boy.', '', { 'faith.self': 'none' }],
    ['No faith myself, though I love an old chapel for the quiet.', '', { 'faith.self': 'none' }],
    ['Religion? Raised Baptist, recovered nicely, thank you.', '', { 'faith.self': 'none' }],
    ['', 'Not religious myself, but I would gladly come to your festivals.', { 'faith.self': 'none', 'faith.need': '-' }],
  ],
  'a faith word refused, a belief without a church, and a faith asked of the partner by its absence': [
    ['', 'Someone who thinks Saturday means markets and coffee, not synagogue.', { 'faith.self': '-', 'faith.need': '-' }],
    ['I light a candle at dawn and sit quietly; no church, just my own way.', '', { 'faith.self': 'spiritual' }],
    ['Not religious, but I believe in the pull of the moon.', '', { 'faith.self': 'spiritual' }],
    ['', 'Secular, ideally.', { 'faith.need': 'none/nice' }],
    ['Not religious.', 'Ideally secular too.', { 'faith.need': 'none/nice' }],
    ['', 'Atheists welcome, believers too.', { 'faith.need': '-' }],
    ['', "I'd hope you have a faith of your own, whatever it is.", { 'faith.need': 'hindu|sikh|christian|muslim|jewish|buddhist|spiritual|other/nice' }],
    ['', "I'm not dating anyone devout again.", { 'faith.need': 'none|spiritual/nice' }],
    // A word any believer uses yields to one of a single faith.
    ['Fajr at the masjid most mornings.', 'A God-fearing wife who shares my deen.', { 'faith.self': 'muslim', 'faith.need': 'muslim/nice' }],
  ],
  'a pet shown, not named as one': [
    ['I live with an elderly tabby.', '', { 'pets.self': 'has_pets' }],
    ['Otto the dachshund runs this house.', '', { 'pets.self': 'has_pets' }],
    ['', "Love dogs, can't have one in this flat, gutted.", { 'pets.self': 'likes_pets' }],
    ['', "I'm an animal person through and through.", { 'pets.self': 'likes_pets' }],
    ['Happy in my little flat with two Pomeranians.', '', { 'pets.self': 'has_pets' }],
    ['', 'Good if you like cats, I have one very vocal one.', { 'pets.self': 'has_pets' }],
    ['', 'Someone fine with dogs, because my two are staying.', { 'pets.self': 'has_pets' }],
    ['', 'Animals I adore, but I have none, no time.', { 'pets.self': 'likes_pets' }],
    ['', 'A woman who loves animals as much as I do.', { 'pets.self': 'likes_pets' }],
    ['', 'Furry animals, yes please, I was never allowed one.', { 'pets.self': 'likes_pets' }],
    ['Lost my old spaniel Bess in the spring; the house is too quiet.', '', { 'pets.self': 'likes_pets' }],
    ['', 'Nothing with fur, please, my eyes just swell shut.', { 'pets.self': 'allergic' }],
    // A farm animal in a job, and a neighbour's dog, are no pet of the writer's.
    ['I volunteer at a sanctuary, a goat whisperer by now.', '', { 'pets.self': '-' }],
    ["My neighbours' two dogs visit daily.", '', { 'pets.self': '-' }],
  ],
  'a smoker refused by a condition, or wanted': [
    ['I smoke brisket for a living. If you smoke, we are not matching.', '', { 'smoking.self': '-', 'smoking.need': 'no/must' }],
    ['', 'If you smoke, sorry, it is difficult for me.', { 'smoking.need': 'no/must' }],
    ['', 'If you smoke, I will not complain.', { 'smoking.need': 'no|sometimes|yes/nice' }],
    ['', "Don't care if you smoke or not, just be kind.", { 'smoking.need': '-' }],
    ['', 'Ideally a fellow smoker, so we can share the balcony.', { 'smoking.need': 'yes|sometimes/nice' }],
    ['', "If you smoke too much, it's a no.", { 'smoking.need': 'no/must' }],
    ['', 'Swipe right if you love a good whisky.', { 'drinking.need': '-' }],
    ['', 'Smokers need not write.', { 'smoking.need': 'no/must' }],
    ['Cigarettes tho? Absolutely not.', '', { 'smoking.self': 'no' }],
    ['I will not consider a smoker, I have seen too much.', '', { 'smoking.need': 'no/must' }],
  ],
  'how often, and whose smoke': [
    ['A smoke with my coffee at break, that is all.', '', { 'smoking.self': 'sometimes' }],
    ['I smoke a few on a bad night.', '', { 'smoking.self': 'sometimes' }],
    ['Friends ask if I smoke: only fish, never a cigarette.', '', { 'smoking.self': 'no' }],
    ["I won't share my house with a smoker, not after my dad.", '', { 'smoking.self': '-', 'smoking.need': 'no/must' }],
    ['The grill is the only smoke in my life.', '', { 'smoking.self': '-' }],
    ['', 'If you still smoke, wonderful, I always dreamed of an ashtray for a pillow.', { 'smoking.need': 'no/nice' }],
  ],
  'an intent named only to be turned away': [
    ['', "If you're after a wife, swipe on, no hard feelings.", { 'intent.self': '-', 'intent.need': 'casual|not_sure|long_term/must' }],
    ['', "If you want a husband by spring, I don't think I'm your guy.", { 'intent.self': '-' }],
    ['', 'If you only want something casual, keep walking.', { 'intent.self': 'long_term', 'intent.need': 'long_term|marriage/must' }],
  ],
  'intent said as steadiness or as not settling yet': [
    ['', 'A kind woman for a long, steady relationship.', { 'intent.self': 'long_term' }],
    ['', 'Honestly not about to settle down.', { 'intent.self': 'casual' }],
    ['', 'Nothing too serious yet, we will see.', { 'intent.self': 'not_sure' }],
  ],
  'a drink shared, a drink given up, and drink words in other senses': [
    ['', 'Someone who would share a bottle of wine with me on a Sunday.', { 'drinking.self': 'socially' }],
    ['Five years since my last beer, and the best thing I did.', '', { 'drinking.self': 'no' }],
    ["I'm the one who brings the ginger beer to the party.", '', { 'drinking.self': '-' }],
    ['I sew sober grey suits for a living.', '', { 'drinking.self': '-' }],
    ['At weddings I take many shots, camera shots only.', '', { 'drinking.self': '-' }],
    ['At the pub with my mates three nights a week.', '', { 'drinking.self': 'often' }],
  ],
  "a household's diet is the writer's": [
    ['', 'Halal home, no alcohol, that is simple for me.', { 'diet.self': 'halal' }],
    ['Strictly veg kitchen since I was born.', '', { 'diet.self': 'vegetarian' }],
  ],
  'animals welcomed, owned in "who I hope to meet"': [
    ['', 'Dogs, cats, rabbits: bring them.', { 'pets.self': 'likes_pets' }],
    ['', 'I have two cats, so you must be fine with cats.', { 'pets.self': 'has_pets' }],
    ['', 'If I have a dog one day, even better.', { 'pets.self': '-' }],
    ['Animals: yes.', '', { 'pets.self': 'likes_pets' }],
  ],
  'a lasting wish said as a span of time, and marriage said by its rites': [
    ['', 'For the years ahead, not for a summer.', { 'intent.self': 'long_term' }],
    ['', 'Someone steady who is here to stay.', { 'intent.self': 'long_term' }],
    // A plan to stay in a place is not a relationship intent.
    ['', "I'm in Lisbon now and here to stay.", { 'intent.self': '-' }],
    ['', 'One day, a chuppah.', { 'intent.self': 'marriage' }],
    ['', 'Marriage once was enough for me. Easy does it.', { 'intent.self': 'casual' }],
  ],
  'a faith kept by saying it of both, or asked for over one only implied': [
    ['', 'Not religious, and I would rather you were not either.', { 'faith.self': 'none' }],
    ['God-fearing, I pray when I can.', 'A good Muslim woman, this is a must for me.', { 'faith.self': 'muslim' }],
    ["I'm not Orthodox, but I keep Shabbat and I'm very Jewish.", '', { 'faith.self': 'jewish' }],
  ],
  'a dry home, and wine most nights': [
    ['My home stays dry.', '', { 'drinking.self': 'no' }],
    ['A glass of red with dinner most nights, yes.', '', { 'drinking.self': 'often' }],
    ['', "I've missed having a dog about the house.", { 'pets.self': 'likes_pets' }],
  ],
  'children said with a choice made': [
    ['', 'Kids? Nah, not for me.', { 'children.self': 'dont_want' }],
    // Turning away those who want children says the writer does not: the labelled writers read it so.
    ['', 'If you want children, I am not the right man.', { 'children.self': 'dont_want' }],
    ['No offspring, by design.', '', { 'children.self': 'dont_want' }],
    ['', 'Children? lol no.', { 'children.self': 'dont_want' }],
    ['', 'Children, inshallah, two or three.', { 'children.self': 'want' }],
    ['', 'Kids maybe one day, no rush.', { 'children.self': 'open' }],
    ['Friday nights at the pub with my girls.', '', { 'children.self': '-' }],
    ['Childless by choice, and content.', '', { 'children.self': 'dont_want' }],
    ['Too old for babies now, and glad of it.', '', { 'children.self': 'dont_want' }],
    ['No children yet, and I am ready for a home.', '', { 'children.self': 'want' }],
  ],
};

describe('readEssentialsByRules, hard cases', () => {
  for (const [name, list] of Object.entries(cases)) {
    it(name, () => list.forEach(check));
  }
});
