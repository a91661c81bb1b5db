import type { QuestionTopic } from './advice/index.js';
import type { TopicCues } from './coach-cue-match.js';

/** Cues for meeting up and dates, feelings, and where a relationship is going. */
export const DATE_AND_FEELING_CUES = {
  'asking-out': {
    strong: [
      'her|his|their number', 'ask~ * for * number', 'suggest~ we', 'in real life', 'see her|him|them in person', 'propos~ * date',
      'who should ask', 'bring it up', 'ask * out', 'ask~ for * date', 'ask~ him|her|them|someone on * date', 'ask * for drink~',
      'ask * for coffee', 'suggest~ meet~', 'meet up', 'meeting up', 'invit~', 'move * offline', 'ask them out', 'take it offline',
      'meet in person', 'suggest a date', 'suggest~ * date', 'ask to meet',
    ],
    weak: [
      'grab * dinner|coffee|drink|drinks|lunch', 'hang out', 'in person', 'too direct', 'make a plan', 'suggest~',
    ],
  },
  'first-date-plans': {
    strong: [
      'coffee or * drink~', 'morning or evening', 'how long should * date', 'lunch or dinner', 'dinner or lunch', 'coffee or drink~',
      'drink~ or coffee', 'what * wear', 'outfit', 'where to meet', 'where should we meet', 'where * go', 'how long', 'for how long',
      'first time * coffee|drink|drinks', 'day or night',
    ],
    weak: [
      'first time', 'first date', 'plan~', 'what time', 'venue', 'better to meet',
    ],
  },
  'first-date-nerves': {
    strong: [
      'terrified', 'terrify~', 'scared', 'sweat~', 'date tomorrow', 'nervous', 'nerve~', 'anxious', 'anxiety', 'panic~', 'freak~ out',
      'freez~', 'froze', 'butterflies', 'want to cancel', 'shak~', 'feel sick', 'dread~',
    ],
    weak: [
      'afraid', 'worried', 'what if i', 'stress~', 'awkward', 'overthink~',
    ],
  },
  'date-ideas': {
    strong: [
      'something * to do', 'to do for', 'where * take', 'memorable', 'what should we plan', 'date idea~', 'idea~ for * date',
      'what * do together', 'what could we do', 'what should we do', 'what can we do', 'what * we do', 'something fun', 'fun to do',
      'thing~ to do', 'activit~', 'rainy day', 'cheap date~', 'what to suggest', 'where to take', 'take * somewhere', 'day date',
      'ideas for', 'plan * date for', 'fun date~', 'creative date~', 'date in winter|summer|autumn|spring',
    ],
    weak: [
      'romantic', 'anniversary', 'low cost', 'board game~', 'idea~', 'together', 'weekend', 'not drink', 'sober', 'vegan', 'loves art',
      'winter',
    ],
  },
  'money-on-dates': {
    strong: [
      'make~ * more than me', 'earn~', 'fancy places', 'keep up with', 'pay~', 'paid', 'the bill', 'bill', 'check', 'split~', 'go dutch',
      'expensive', 'afford', 'broke', 'budget', 'treat me', 'foot the', 'who covers', 'tab',
    ],
    weak: [
      'fancy', 'money', 'cost~', 'cheap', 'order~',
    ],
  },
  'closing-the-date': {
    strong: [
      'close the date', 'end * date', 'end of * date', 'end the night', 'end of the night', 'finish the night', 'finish the date',
      'at the end', 'goodbye', 'say bye', 'go for the kiss', 'text after', 'after the date', 'set up the next', 'next date', 'nightcap',
      'before we say goodbye', 'before we leave', 'second date before', 'wrap up',
    ],
    weak: [
      'kiss~', 'went great', 'went well', 'going well', 'hug', 'see * again', 'follow up', 'second date',
    ],
  },
  'do-they-like-me': {
    strong: [
      'like me', 'likes me', 'into me', 'interest~ in me', 'is he|she interested', 'are they interested', 'mixed signal~', 'being nice',
      'feel the same', 'flirt~ with me', 'have feelings', 'not like me', 'do they like me', 'crush on me', 'good sign',
      'excuse~ to talk to me', 'feel~ * about me',
    ],
    weak: [
      'interested~', 'crush', 'imagin~', 'signs', 'hot and cold', 'see me again',
    ],
  },
  flirting: {
    strong: [
      'flirt~', 'rizz', 'tease', 'teasing', 'banter', 'playful', 'pickup line~', 'pick up line~', 'charm~', 'smooth', 'seduc~', 'sexy',
    ],
    weak: [
      'chemistry', 'compliment~', 'cringe', 'lines', 'cheesy', 'too strong', 'come on',
    ],
  },
  confidence: {
    strong: [
      'nobody|no one * find me', 'find me attractive', 'not feel * enough', 'not feel like * enough', 'i am enough', 'not enough for',
      'confiden~', 'self esteem', 'not good enough', 'i * boring', 'nobody * want', 'no one * want', 'ugly', 'unattractive', 'loser',
      'believe in myself', 'hate how i look', 'hate * myself', 'invisible', 'insecure about', 'self doubt', 'not attractive',
      'feel worthless', 'worthless',
    ],
    weak: [
      'attractive', 'insecur~', 'wrong with me', 'shy', 'boring', 'my looks', 'how i look',
    ],
  },
  rejection: {
    strong: [
      'rather not see', 'not see me again', 'not want to see me', 'reject~', 'turn~ * down', 'say no to', 'no spark', 'not feel * spark',
      'not interested in me', 'let * down', 'friend zone~', 'friendzone~', 'end things', 'stop seeing', 'turned me down', 'as a friend',
      'just friends', 'only * friend~', 'not feel~ it', 'not into me anymore', 'said no',
    ],
    weak: [
      'spark', 'politely', 'feel stupid', 'embarrass~', 'humiliat~', 'get over', 'hurt~', 'nicely after',
    ],
  },
  'breakups-and-exes': {
    strong: [
      'my ex', 'ex', 'exes', 'breakup', 'break up', 'broke up', 'broken up', 'heartbr~', 'divorc~', 'move on', 'moving on', 'rebound',
      'too soon to date', 'widow~', 'got out of', 'dumped', 'engaged', 'my former',
    ],
    weak: [
      'relationship', 'get over', 'still love',
    ],
  },
  'exclusivity-and-labels': {
    strong: [
      'where * stand', 'call~ me * friend', 'exclusive', 'what are we', 'label~', 'not * label', 'define the relationship', 'the talk',
      'official', 'situationship~', 'seeing other people', 'delet~ * app~', 'where this is going', 'where * going', 'make it official',
      'are we together',
    ],
    weak: [
      'boyfriend', 'girlfriend', 'commit~', 'together',
    ],
  },
  'mismatched-intent': {
    strong: [
      'settle down', 'age gap', 'different stage~', 'casual', 'something serious', 'long term', 'not want kids', 'want kids', 'hook up~',
      'hookup~', 'fling', 'friends with benefits', 'not looking for', 'different things', 'same page', 'want different', 'marriage',
      'get married', 'not ready for * relationship', 'not ready to commit', 'want * relationship', 'just fun', 'acts like my',
    ],
    weak: [
      'not ready', 'serious', 'looking for', 'intention~', 'relationship',
    ],
  },
  jealousy: {
    strong: [
      'his|her|their ex', 'compar~ myself to', 'i * jealous', 'my jealousy', 'guy friend~', 'girl friends', 'male friend~',
      'female friend~', 'other girl~', 'other guy~', 'other women', 'other men', 'envy', 'envious', 'goes out without me', 'feel left out',
      'i * insecure when',
    ],
    weak: [
      'jealous~', 'insecur~', 'like~ * photo~', 'trust her|him|them',
    ],
  },
  'long-distance': {
    strong: [
      'km|miles|hours apart', 'visit each other', 'live * apart', 'long distance', 'different countr~', 'different cit~',
      'another countr~', 'another city', 'hours away', 'miles away', 'far away', 'time zone~', 'time difference', 'moved away',
      'live~ in another', 'other side of the world',
    ],
    weak: [
      'apart', 'visit~', 'abroad', 'lives in', 'live in', 'distance',
    ],
  },
  'single-parents': {
    strong: [
      'toddler', 'my baby', 'mom of', 'mum of', 'dad of', 'single dad', 'single mom', 'single mum', 'single parent', 'my kids', 'my son',
      'my daughter', 'my child', 'my children', 'introduc~ * to my', 'co parent~', 'custody', 'babysit~', 'i have * kids',
      'i have * children', 'i have a son|daughter|child', 'mention~ * kids', 'as a parent',
    ],
    weak: [
      'kids', 'children', 'parent~',
    ],
  },
  'dating-burnout': {
    strong: [
      'tired of', 'burn~ out', 'burnt out', 'burnout', 'exhaust~', 'give up', 'giving up', 'quit~', 'second job', 'sick of', 'fed up',
      'hopeless', 'pointless', 'goes nowhere', 'done with dating|apps|it|this', 'letdown', 'over dating', 'hate dating', 'hate the apps',
      'dating fatigue',
    ],
    weak: [
      'swip~', 'the apps', 'dating apps', 'disappoint~', 'every date',
    ],
  },
} satisfies Partial<Record<QuestionTopic, TopicCues>>;
