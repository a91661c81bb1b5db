import type { QuestionTopic } from './advice/index.js';
import type { TopicCues } from './coach-cue-match.js';

/** Cues for warning signs and for messaging: what is said, how and how often. */
export const WARNING_AND_MESSAGE_CUES = {
  'red-flags': {
    strong: [
      'call~ me * time~', 'not pick up', 'blow~ up my phone', 'unfollow~', 'make~ me unfollow|stop|delete|block', 'found out',
      'turn~ out he|she|they', 'still married', 'will dump me', 'will leave me if', 'ultimatum~', 'i owe him|her|them', 'say~ i owe',
      'go~ silent * whenever', 'whenever i disagree', 'unhealthy', 'want~ me to stop', 'stop talking to my', 'cut~ me off', 'red flag~',
      'warning sign~', 'bad sign', 'dealbreaker~', 'deal breaker~', 'control~', 'manipulat~', 'gaslight~', 'love bomb~', 'lovebomb~',
      'lie', 'lied', 'lying', 'liar', 'cheat~', 'check~ * phone', 'go~ through * phone', 'snoop~', 'password~', 'possessive',
      'he|she|they * jealous', 'he|she|they * rude', 'is rude', 'rude to the|me|my|his|her|their|waiter|waitress|staff|people|everyone|strangers', 'disrespect~', 'yell~', 'shout~', 'scream~', 'shov~',
      'grab~ me|my', 'hit me', 'violen~', 'abus~', 'isolat~', 'tell~ me what to', 'he|she|they * mad', 'temper', 'toxic',
      'make~ fun of me', 'put~ me down', 'belittl~', 'insult~', 'mock~', 'humiliat~ me', 'call~ me names', 'know where i am', 'track~ me',
      'my location', 'silent treatment', 'not let me', 'talk~ down to', 'blame~ me', 'make~ me feel crazy', 'friends without',
    ],
    weak: [
      'upset if i', 'married', 'read~ my messag~', 'healthy', 'my mates', 'my sister|brother|family|mum|mom|dad', 'move in', 'too fast',
      'intens~', 'soulmate', 'something * off', 'feel~ off', 'my friends', 'angry', 'threat~', 'overreact~', 'prove', 'all the time',
    ],
  },
  safety: {
    strong: [
      'what bank', 'bank~', 'my drink', 'nothing like * photo~|pic|pics|picture~', 'look~ nothing like',
      'not look like * photo~|pic|pics|picture~', 'safe', 'safety', 'safely', 'unsafe', 'catfish~', 'scam~', 'fake', 'is real', 'are real',
      'real person', 'not video call', 'not * camera', 'verif~', 'lend', 'borrow~', 'send * money', 'ask~ * for money', 'need~ * money',
      'help pay~', 'gift card~', 'customs', 'crypto~', 'bitcoin', 'invest~', 'wire~', 'bank detail~', 'home address', 'address',
      'his|her|their place|apartment|flat|house|home', 'hotel', 'pick me up', 'meet~ * stranger', 'precaution~', 'drink spik~', 'spiked',
      'follow~ me home',
    ],
    weak: [
      'whatsapp', 'telegram', 'showed up', 'video call', 'camera', 'my house', 'meet~ * first time', 'first meetup', 'link~',
      'not know him|her', 'share * location', 'overseas', 'army', 'military', 'oil rig', 'fee', 'careful', 'story * chang~',
    ],
  },
  'consent-and-pressure': {
    strong: [
      'after i said', 'keep~ trying to get me', 'kept touch~', 'hand away', 'pull~ away', 'stay the night',
      'send~ him|her|them * pic|pics|picture~|photo~', 'if i * liked him|her|them', 'if you * liked me', 'froze when', 'not notice',
      'consent', 'pressur~', 'pushing', 'pushy', 'push~ me', 'guilt trip~', 'sulk~', 'nude~', 'private pic~', 'private photo~',
      'intimate photo~', 'sext~', 'when i say no', 'after i said no', 'i said no', 'come upstairs', 'come inside', 'go further',
      'going along', 'go along with', 'felt like i had to', 'obligat~', 'force~', 'made me', 'sextort~', 'blackmail~', 'got me drunk',
      'take me home', 'keep~ touch~', 'he|she|they * not stop', 'not take no',
    ],
    weak: [
      'not ready', 'want to go home', 'kiss~ me', 'touch~ me', 'sleep over', 'sleepover', 'stay over', 'not want to', 'threat~', 'drunk',
      'sleep with', 'want to wait', 'sex',
    ],
  },
  boundaries: {
    strong: [
      'say i * not want', 'tell~ * i * not want', 'time for myself', 'need some time', 'me time', 'meet my parents|family',
      'not there yet', 'phone~ away', 'i would like us to', 'boundar~', 'space', 'take * slow', 'slow down', 'not comfortable',
      'not okay with', 'not ok with', 'not want to talk about', 'too personal', 'personal question~', 'overshar~', 'too much too soon',
      'say no without', 'post~ about us', 'post~ * online',
    ],
    weak: [
      'too soon', 'uncomfortable', 'private', 'pace', 'nicely', 'how do i say', 'how do i tell', 'stop this',
    ],
  },
  ghosting: {
    strong: [
      'last messag~', 'last text~', 'last heard', 'week since', 'been a week', 'not wr~ back', 'silence', 'for * days', 'complete silence',
      'ghost~', 'vanish~', 'disappear~', 'left on read', 'leave * on read', 'stop~ * repl~', 'stop~ * text~', 'stop~ * answer~',
      'stop~ * respond~', 'stop~ * messag~', 'not heard', 'not hear * back', 'no reply', 'no response', 'no answer', 'went quiet',
      'gone quiet', 'went silent', 'radio silence', 'unmatch~', 'breadcrumb~', 'hey stranger', 'now nothing', 'not repl~', 'not answer~',
      'not respond~', 'not text~ back', 'not messag~ back', 'no explanation', 'out of nowhere',
    ],
    weak: [
      'done with me', 'come back', 'came back', 'ignor~', 'again', 'liked my story', 'weeks later',
    ],
  },
  'texting-rhythm': {
    strong: [
      'should i text', 'text~ me on', 'text him|her|them in', 'repl~ in minute~|hour~|day~|second~', 'slow down to match',
      'match * pace|speed', 'text~ every', 'every morning', 'good morning', 'answer~ after', 'after one day', 'double text~',
      'text~ * back', 'repl~ slow', 'slow~ repl~', 'slow to repl~', 'how often', 'once a day', 'wait before', 'too keen', 'reply time',
      'response time', 'text~ every day', 'text~ all day', 'how long * repl~', 'how fast * repl~', 'take~ * hour~', 'take~ * day~ to',
      'repl~ right away', 'repl~ straight away', 'make him|her|them wait', 'text first', 'texting rhythm', 'good morning text~',
    ],
    weak: [
      'read my message', 'repl~', 'answer~', 'slow', 'needy', 'clingy', 'all day', 'read receipt~', 'seem~ keen', 'every text', 'hours',
    ],
  },
  'conversation-flow': {
    strong: [
      'more interesting', 'be interesting', 'give~ * nothing', 'nothing back', 'nothing to work with', 'how was your', 'move past',
      'keep * conversation', 'conversation~ * die', 'conversation~ * dying', 'chat~ * die', 'chat~ * dying', 'dry text~',
      'dry conversation~', 'one word', 'run out of', 'what * talk about', 'thing~ to say', 'nothing to say', 'awkward silence~',
      'small talk', 'get * talk~', 'keep * talk~', 'talk too much', 'fizzl~', 'interview', 'question~ * ask', 'what to ask',
      'boring conversation~', 'conversation topic~', 'topics',
    ],
    weak: [
      'over text', 'type chat', 'chatty', 'conversation~', 'quiet', 'balance', 'make it fun', 'boring chat~',
    ],
  },
  'screenshot-reading': {
    strong: [
      'is it a no', 'is that a no', 'soft no', 'she|he|they answer~', 'trying to say', 'what is he|she|they saying', 'good or bad',
      'screenshot~', 'what does * mean', 'what do * mean', 'what did * mean', 'mean by', 'mean it', 'haha ok', 'what you mean',
      'read into', 'tone', 'emoji~', 'thumbs up', 'repl~ with', 'respond~ with', 'she|he|they wrote', 'how * read this', 'interpret~',
      'decode',
    ],
    weak: [
      'what do you think', 'lol', 'he|she|they sent', 'he|she|they replied', 'polite', 'this message', 'her message', 'his message',
      'long message', 'their message',
    ],
  },
  openers: {
    strong: [
      'conversation starter~', 'starter~', 'message * first', 'start talk~ to', 'start~ talking', 'her|his|their profile', 'opener~',
      'opening line~', 'opening message~', 'first message~', 'first text', 'first line', 'say first', 'message first',
      'start * conversation', 'start~ * chat', 'open~ * chat', 'open~ * conversation', 'icebreaker~', 'ice breaker~', 'break the ice',
      'when we match', 'just matched', 'what * say to start', 'message her|him|them first', 'first dm', 'slide into',
    ],
    weak: [
      'hey', 'open with', 'matched with',
    ],
  },
  'profile-and-photos': {
    strong: [
      'in my profile', 'on my profile', 'what kind of pic|pics|picture~|photo~', 'look bad in', 'my profile', 'my bio', 'bio',
      'about me section', 'describ~ myself', 'write * about myself', 'profile pic~', 'main pic~', 'main photo~', 'selfie~', 'group photo~',
      'group pic~', 'my photo~', 'my pic|pics|picture|pictures', 'which photo~', 'no match~', 'more match~', 'few match~', 'prompt~',
      'swipe~ right on me', 'no likes', 'not get~ * match~', 'not get~ * like~',
    ],
    weak: [
      'should i mention', 'swip~ right', 'most likes',
    ],
  },
} satisfies Partial<Record<QuestionTopic, TopicCues>>;
