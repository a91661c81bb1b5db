import { describe, it } from 'vitest';
import { checkCase, type EssentialsCase } from './local-essentials-case-check.js';

/**
 * Essentials said without the topic's plain words, one class at a time: a move offered for someone,
 * marriage turned down by someone still looking, a wish turned away by a condition, children named
 * by a list or a regional word, a belief said by what is missing, a drink by its name, a diet by what
 * never passes the lips. Each class has cases that must not be read too.
 */
const cases: Record<string, EssentialsCase[]> = {
  'a move offered for someone': [
    ['', "Once I retire I'd go wherever my partner's work is.", { 'settling.self': 'open' }],
    ['', 'I could pack up and follow the right woman.', { 'settling.self': 'open' }],
    ['', 'Now that my kids are grown I am free to move.', { 'settling.self': 'open' }],
    ['', "I'd change countries for love, no question.", { 'settling.self': 'open' }],
    ['', 'She had to pack up her flat in a weekend.', { 'settling.self': '-' }],
    ['Sofia is my city and I will not leave it.', '', { 'settling.self': 'staying' }],
  ],
  'staying said as growing old, not moving again, or a bare answer': [
    ["My grandmother's flat in Porto is where I was born and where I will grow old.", '', { 'settling.self': 'staying' }],
    ["I'm a Mancunian to the bone; I'll grow old in this city.", '', { 'settling.self': 'staying' }],
    ['We moved twice for his job, and I will not move again.', '', { 'settling.self': 'staying' }],
    ["I've no intention of leaving Dundee.", '', { 'settling.self': 'staying' }],
    ['Staying in Łódź.', '', { 'settling.self': 'staying' }],
    ['Staying in a hostel in Rome this week.', '', { 'settling.self': '-' }],
    ['', 'Not shifting to Auckland; tried it once.', { 'settling.self': 'staying' }],
    ['', "I ain't leavin' Lafayette, my people are here.", { 'settling.self': 'staying' }],
  ],
  'a move said by its cause or its time': [
    ['In the autumn my firm transfers me to Oslo.', '', { 'settling.self': 'abroad' }],
    ["Once my son finishes school I'd move wherever love is.", '', { 'settling.self': 'open' }],
  ],
  'a plan pointed at with "there"': [
    ['I fell for Montreal on a work trip, and I am actually moving there in March.', '', { 'settling.self': 'abroad' }],
    ['My cousin lives in Perth and I visit there every year.', '', { 'settling.self': '-' }],
  ],
  'born and buried in one place': [
    ['Glasgow born and, all going well, Glasgow buried.', '', { 'settling.self': 'staying' }],
    ['Leeds born and bred, now in Bristol.', '', { 'settling.self': '-' }],
  ],
  'a list item opens with a marker': [
    ['- I am not leaving Lagos, my mother is here', '', { 'settling.self': 'staying' }],
    ['2) Not religious at all', '', { 'faith.self': 'none' }],
  ],
  'marriage turned down by someone still looking': [
    ['', "I've no plans to remarry, but I'd love someone to share Sunday lunches with.", { 'intent.self': 'long_term' }],
    ['', 'A ring? Not necessary. A kind man for the years ahead.', { 'intent.self': 'long_term' }],
    ['', "I won't marry outside my faith.", { 'intent.self': '-' }],
    ['', 'Not planning to get married, just after some fun.', { 'intent.self': 'casual' }],
  ],
  'a wish for commitment turned away by a condition': [
    ['', 'If you want something serious, keep scrolling, I just moved here.', { 'intent.self': 'casual', 'intent.need': 'casual|not_sure/must' }],
    ['', 'Something serious, please; I am not interested in games.', { 'intent.self': 'long_term' }],
  ],
  'intent said in other words': [
    ['', 'Ready to build a proper home with the right man.', { 'intent.self': 'long_term' }],
    ['', 'No hurry for anything serious, I want to enjoy my twenties first.', { 'intent.self': 'not_sure' }],
    ['', "Let's chat and see where it lands.", { 'intent.self': 'not_sure' }],
    ['', 'Not looking for anything casual, sorry.', { 'intent.self': 'long_term' }],
  ],
  'children named by a list or a regional word': [
    ['', 'Nikah, then children, God willing.', { 'children.self': 'want' }],
    ['', 'A wedding and a family, the whole lot.', { 'children.self': 'want' }],
    ['', 'Marriage and kids are off the table for me.', { 'children.self': 'dont_want' }],
    ['Widowed, two bairns and a grandwean on the way.', '', { 'children.self': 'have' }],
    ['Proud boy mum to a ten-year-old.', '', { 'children.self': 'have' }],
    ['My grown son runs the farm now.', '', { 'children.self': 'have' }],
    ['', 'Kids are fine, I have two.', { 'children.self': 'have' }],
    ['', "I'd love to be a girl dad one day.", { 'children.self': 'want' }],
    ['', 'We would love to adopt someday.', { 'children.self': 'want' }],
    ['', 'Marriage and kids are non-negotiable for me.', { 'children.need': 'want/must' }],
  ],
  'a belief said by what is missing': [
    ['', 'Religion is not part of my life.', { 'faith.self': 'none' }],
    ['No gods, no horoscopes, just physics.', '', { 'faith.self': 'none' }],
    ["I don't follow any religion, but I do feel something greater holds us.", '', { 'faith.self': 'spiritual' }],
    ['', 'Religion is not part of my plans, but you may have one.', { 'faith.self': '-' }],
  ],
  'a drink by its name or its count': [
    ["I haven't had a drop since my fortieth.", '', { 'drinking.self': 'no' }],
    ['A couple of cold ones after five-a-side.', '', { 'drinking.self': 'socially' }],
    ['Most Saturdays I have one too many, I admit it.', '', { 'drinking.self': 'often' }],
    ['A bottle of chianti with my brother at Christmas.', '', { 'drinking.self': 'socially' }],
    ['I drink yerba mate from morning till night.', '', { 'drinking.self': '-' }],
  ],
  'a diet by what never passes the lips': [
    ['I stopped eating meat when I was twelve.', '', { 'diet.self': 'vegetarian' }],
    ['No animal products in my kitchen, not even honey.', '', { 'diet.self': 'vegan' }],
    ["We're strictly veg at home, my whole family.", '', { 'diet.self': 'vegetarian' }],
    ['Vegetarian on Fridays, otherwise I eat anything.', '', { 'diet.self': 'anything' }],
  ],
  'a negation reaching across "or"': [
    ['I have never had a glass of wine or a cigarette.', '', { 'drinking.self': 'no', 'smoking.self': 'no' }],
    ['I never drink, but I smoke a cigar at weddings.', '', { 'drinking.self': 'no', 'smoking.self': 'sometimes' }],
  ],
  'a smoker wanted as a rule': [
    ['', 'Smokers only, I am tired of lectures.', { 'smoking.need': 'yes|sometimes/must' }],
    ['', 'Non-smokers only, please.', { 'smoking.need': 'no/must' }],
    ['', "I'd date a smoker only if he is quitting.", { 'smoking.need': '-' }],
  ],
  'a wedding or a pram wished for': [
    ['', "I'd love a small wedding one day.", { 'intent.self': 'marriage' }],
    ['I photograph weddings for a living.', '', { 'intent.self': '-' }],
    ['', 'I can picture myself pushing a pram through the park.', { 'children.self': 'want' }],
  ],
  'a wish the partner is asked to share': [
    ['', "I don't smoke, and I'd prefer it if you didn't either.", { 'smoking.need': 'no/nice' }],
    ['', "I'd love two kids, so ideally you do too.", { 'children.need': 'want/nice' }],
    ['Three kids, all grown up.', 'Not starting another family at fifty.', { 'children.need': 'have|dont_want/nice' }],
    ['', "I don't like men who need a bottle every night.", { 'drinking.need': 'no|socially/nice' }],
  ],
  'a faith refused to everyone outside it': [
    ['If you are not Jewish, please do not message me, it would never work.', '', { 'faith.need': 'jewish/must' }],
    ["I'm only looking for Sikh men, my family expects it.", '', { 'faith.need': 'sikh/must' }],
    ['If you are not Christian, that is fine with me.', '', { 'faith.need': '-' }],
  ],
  'a faith named against a word that seems to deny it': [
    ["I'm not religious, I just love Jesus and try to live like him.", '', { 'faith.self': 'christian' }],
    ['I left the church at seventeen and never looked back.', '', { 'faith.self': 'none' }],
    ['Raised Baptist in Georgia, now nothing at all.', '', { 'faith.self': 'none' }],
    ['Running at dawn is more spiritual than people think.', '', { 'faith.self': '-' }],
    ['Saturday football with my cousins, that is church for us.', '', { 'faith.self': '-' }],
    ['We open presents at Christmas like everyone else.', '', { 'faith.self': '-' }],
  ],
  'a habit denied beside its word': [
    ['A dry wit, but not a dry kitchen: a glass of red at weekends.', '', { 'drinking.self': 'socially' }],
    ['', "I won't go out with a smoker, even a social one.", { 'smoking.need': 'no/must' }],
    ['Tacos al pastor every Friday after work.', '', { 'diet.self': 'anything' }],
  ],
  'smoke that is food, a win or a verdict': [
    ['The only thing I smoke is pork shoulder, ten hours over hickory.', '', { 'smoking.self': 'no' }],
    ['At the weekend I smoke my own mackerel in the garden.', '', { 'smoking.self': '-' }],
    ['On the track I smoke the competition every Sunday.', '', { 'smoking.self': '-' }],
    ['Ditched the vape in spring and never looked back.', '', { 'smoking.self': 'no' }],
    ['I see what cigarettes do to my patients, so that is a never for me.', '', { 'smoking.self': 'no' }],
    ['I smoke ten a day and I like it.', '', { 'smoking.self': 'yes' }],
  ],
  'a drink given up, said after its word': [
    ['Last whisky I had was at my fortieth.', '', { 'drinking.self': 'no' }],
    ['Beer I quit the year my son was born.', '', { 'drinking.self': 'no' }],
    ['I have been off the drink since 2019.', '', { 'drinking.self': 'no' }],
    ['I sand old doors back to a wine-barrel finish, and I have a sponsor who calls on Sundays.', '', { 'drinking.self': 'no' }],
  ],
  'how often belongs to the drink, not to the day': [
    ['Swimming four times a week, a glass of wine with friends on Saturdays.', '', { 'drinking.self': 'socially' }],
    ['A beer with my brother after work, but it is not a daily thing.', '', { 'drinking.self': 'socially' }],
    ['I like my red wine, most evenings, with a long dinner.', '', { 'drinking.self': 'often' }],
  ],
  'children wished for, turned down or welcomed in other words': [
    ['', 'A big house full of kids one day, that is the plan.', { 'children.self': 'want' }],
    ['', 'Kids would make me so happy, yours or ours.', { 'children.self': 'want' }],
    ['', 'Looking to settle and raise a whole gaggle of kids.', { 'children.self': 'want' }],
    ['', 'My plan is travel and plants, not nappies.', { 'children.self': 'dont_want' }],
    ['', "Bonus if you're done with the whole kids thing too.", { 'children.self': 'dont_want', 'children.need': 'dont_want/nice' }],
    ['', "If you'd rather not have children either, we'll get along fine.", { 'children.self': 'dont_want', 'children.need': 'dont_want/nice' }],
    ['', "If you don't want kids, please don't waste either of our time.", { 'children.self': 'want', 'children.need': 'want/must' }],
    ['', 'Little ones someday, maybe.', { 'children.self': 'open' }],
    ["I don't have children yet but I hope to one day.", '', { 'children.self': 'want' }],
  ],
  'the only smoke in a life that is no tobacco': [
    ['Sundays I light the barbecue for the ribs, and that is the only smoke in my life.', '', { 'smoking.self': 'no' }],
    ['The bonfire on the beach is the only smoke of my week.', '', { 'smoking.self': 'no' }],
    ['I smoke a pack a day, the only smoke in my life I will not give up.', '', { 'smoking.self': 'yes' }],
  ],
  "children enough in other people's, or wished for as a future role": [
    ["I'm godmother to three and honestly that's enough children for my life.", '', { 'children.self': 'dont_want' }],
    ['My brother had triplets, so I am the fun uncle, which is plenty of babies for me.', '', { 'children.self': 'dont_want' }],
    ["Kids: only other people's, and only until five o'clock.", '', { 'children.self': 'dont_want' }],
    ["Children, I don't think so; I have a parrot.", '', { 'children.self': 'dont_want' }],
    ["I've never wanted my own, though I adore my nieces.", '', { 'children.self': 'dont_want' }],
    ['Future boy mum, mark my words.', '', { 'children.self': 'want' }],
    ["I'd like to teach my own kids to sail someday.", '', { 'children.self': 'want' }],
    ['My own kids are grown and gone.', '', { 'children.self': '-' }],
  ],
  'children one has, or only imagines': [
    ['Mum to Zara, 8, who runs the house.', '', { 'children.self': 'have' }],
    ['My mother has already named our hypothetical grandchildren.', '', { 'children.self': '-' }],
  ],
  'a faith asked of a partner by "my faith", or not asked at all': [
    ['Friday prayers at the mosque, always. Only a devout woman of my faith; that part is not up for debate.', '', { 'faith.need': 'muslim/must' }],
    ['I sing in the church choir.', 'She doesn’t have to be Christian, just kind.', { 'faith.self': 'christian', 'faith.need': '-' }],
    ['I am Jewish, not very observant.', 'He doesn’t need to be Jewish.', { 'faith.need': '-' }],
    ['', 'Jewish and observant: Shabbat is not optional.', { 'faith.need': 'jewish/must' }],
    ['My faith keeps me steady.', 'A kind woman of my faith would be lovely.', { 'faith.need': '-' }],
  ],
  'no faith in a list or an answer': [
    ['- Religion: none, thanks', '', { 'faith.self': 'none' }],
    ['Religious? Not in the least.', '', { 'faith.self': 'none' }],
    ['I never had much use for church.', '', { 'faith.self': 'none' }],
    ['No religion, though I do pray in my own way.', '', { 'faith.self': 'spiritual' }],
  ],
  'a pet at home, and an allergy that is a joke': [
    ['One wildly opinionated African grey parrot.', '', { 'pets.self': 'has_pets' }],
    ['We foster puppies for the rescue down the road.', '', { 'pets.self': 'has_pets' }],
    ['My one-eyed tabby rules the flat.', '', { 'pets.self': 'has_pets' }],
    ['Two spaniels at home; allergic to small talk.', '', { 'pets.self': 'has_pets' }],
    ['Allergic to anything with fur, sadly.', '', { 'pets.self': 'allergic' }],
    ['Friends always ask if I have a parrot.', '', { 'pets.self': '-' }],
    ['I adore the dog next door.', '', { 'pets.self': 'likes_pets' }],
  ],
  'a pet by its breed or its name': [
    ['Home is me and a fat cat called Biscuit.', '', { 'pets.self': 'has_pets' }],
    ['Scout, my lab cross, runs the house.', '', { 'pets.self': 'has_pets' }],
    ['', 'Got a dog? Great, I grew up with dogs.', { 'pets.self': 'likes_pets' }],
    ['The fat cats in the city got richer again.', '', { 'pets.self': '-' }],
  ],
};

describe('readEssentialsByRules, essentials said without their plain words', () => {
  for (const [name, list] of Object.entries(cases)) {
    it(name, () => list.forEach(checkCase));
  }
});
