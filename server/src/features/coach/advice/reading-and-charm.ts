import { topicAdvice } from './types.js';

/** Reading someone's interest, flirting, and the dater's own confidence. */
export const READING_AND_CHARM_ADVICE = [
  ...topicAdvice('do-they-like-me', ['do-they-like-me', 'screenshot-advice'], [
    {
      concepts: ['help me with', 'do they like me', 'sign~'],
      text:
        'Watch effort rather than words: do they start conversations, ask follow-up questions and make time for you? If you are still unsure, suggest a plan. Interested people find a way to say yes or offer another time.',
    },
    {
      concepts: ['being nice', 'nice', 'friendly', 'polite'],
      text:
        'Friendliness and interest look alike at first. The difference shows in follow-through: someone interested remembers details, asks to see you and makes plans happen. Someone being nice is pleasant when you are together but rarely initiates. Make a clear invite and see which one you get.',
    },
    {
      concepts: ['touch~', 'laugh~', 'eye contact', 'body language', 'imagin~'],
      text:
        "Laughing at your jokes, finding reasons to touch your arm and leaning in are promising signs, especially together. You don't have to guess forever: ask them on a date that is clearly a date. 'I'd love to take you to dinner on Friday' turns signals into an answer.",
    },
    {
      concepts: ['interest~', 'how * know', 'for real'],
      text:
        'The clearest signs are simple: they reply with questions, they suggest meeting or accept quickly, and they remember what you told them. If two of those three are there, interest is likely. If none are, it may be time to ask directly or move on.',
    },
    {
      concepts: ['into me', 'for sure', 'tell'],
      text:
        "You can't be certain without asking, and asking is allowed. Try something light but clear: 'I've really enjoyed getting to know you. Would you like to go on a proper date?' A yes or a no is kinder to you than weeks of reading tea leaves.",
    },
    {
      concepts: ['mixed signal~', 'hot and cold', 'one day', 'confus~'],
      text:
        'Hot-and-cold behaviour keeps you hooked because you never know which version you will get. Rather than decoding it, notice how you feel: mostly calm or mostly anxious? Ask for a plan. Real interest shows up consistently; if it does not, that is your answer.',
    },
    {
      concepts: ['friend~', 'more than', 'feel the same'],
      text:
        "If you can't tell whether it's friendship or more, look for moments that are only for you: one-on-one plans, late chats, little compliments. Then be brave and name it: 'I like you as more than a friend. Do you feel the same?' Honesty saves you months of guessing.",
    },
    {
      concepts: ['crush', 'coworker', 'colleague', 'class~', 'work'],
      text:
        'With a crush you see often, at work or in class, go gently: build a friendly connection, then suggest something low-key outside the usual setting, like coffee after. Their response to a one-on-one invite will tell you far more than any glance across the room.',
    },
    {
      concepts: ['text~ first', 'always me', 'initiat~', 'effort'],
      text:
        "If you're always the one who texts first, pause for a few days and see whether they reach out. It isn't a game, just information. Someone interested notices the quiet and says hello. If they don't, ask yourself whether the effort feels balanced.",
    },
  ]),
  ...topicAdvice('flirting', ['rizz-boost'], [
    {
      concepts: ['help me with', 'rizz', 'charm~'],
      text:
        'Charm is curiosity plus a little play. Ask a question nobody asks ("What\'s a hill you\'d die on?"), listen properly, and tease gently about something they told you. Confidence is being glad to be there, not performing.',
    },
    {
      concepts: ['over text', 'text', 'cringe'],
      text:
        'Flirting over text works best when it is light and specific: a playful callback to something they said, a cheeky would-you-rather, or a compliment on their taste. Keep messages short, leave a little mystery, and save most of the flirting for in person.',
    },
    {
      concepts: ['teas~', 'playful', 'banter', 'lines'],
      text:
        "Good teasing is affectionate, not cutting: 'You put pineapple on pizza? I'm going to need references.' Tease choices, never insecurities, and show you're enjoying yourself. If they tease back, you've got banter going; if they go quiet, switch to warmth.",
    },
    {
      concepts: ['compliment~', 'say something nice', 'cute'],
      text:
        "The best compliments are specific and about choices: 'You tell stories really well' or 'I love how excited you get about your garden.' They land deeper than comments on looks and show you've been paying attention.",
    },
    {
      concepts: ['eye contact', 'body language', 'in person', 'smile'],
      text:
        "In person, flirting is mostly presence: hold eye contact a beat longer, smile when they talk, and turn toward them. A light touch on the arm is fine when it's clearly welcome. Let them see you're enjoying their company; that is the most attractive thing of all.",
    },
    {
      concepts: ['pickup line~', 'pick up line~', 'cheesy', 'line'],
      text:
        "Pickup lines work only as a shared joke. If you use one, wink at it: 'I had a smooth line planned, but honestly I just wanted to say hi.' Genuine interest plus a little humour beats any rehearsed script.",
    },
    {
      concepts: ['smooth', 'cool', 'attractive', 'confident'],
      text:
        "Being smooth isn't about perfect lines; it's about staying relaxed when things aren't perfect. Laugh at yourself, make clear suggestions, and don't over-explain. People are drawn to someone who seems comfortable in their own skin.",
    },
    {
      concepts: ['more flirty', 'friendly', 'romantic', 'show interest'],
      text:
        "To turn friendly into flirty, add a little intention: 'I was hoping you'd message' or 'You're fun to talk to, I'd like to see you again.' Then watch how they respond. Match their energy, and keep it playful rather than intense.",
    },
    {
      concepts: ['voice note~', 'call', 'phone'],
      text:
        'A short, warm voice note can be far more charming than text, because tone and laughter come through. Keep it under thirty seconds and end with a question. It is an easy way to stand out and to move things toward a call or a meeting.',
    },
  ]),
  ...topicAdvice('confidence', ['rizz-boost'], [
    {
      concepts: ['boring', 'nobody', 'no one', 'interesting'],
      text:
        "Feeling boring usually means you're judging yourself against other people's highlight reels. You don't need a dramatic life; you need to share what you enjoy with some warmth. Pick three small things you love and talk about why. Enthusiasm is magnetic, whatever the topic.",
    },
    {
      concepts: ['confiden~', 'not good enough', 'self esteem'],
      text:
        "Confidence on dates comes from changing the job: you're not auditioning, you're finding out whether you like them. Before you go, remind yourself of three things you'd bring to a relationship. Stand tall, slow your speech a little, and let yourself be curious.",
    },
    {
      concepts: ['ugly', 'unattractive', 'looks', 'weight', 'body'],
      text:
        'Attraction is much broader than the photos on an app. People fall for warmth, humour and how someone makes them feel. Take care of yourself in ways that make you feel good, choose photos where you look happy, and give the people who like you the chance to.',
    },
    {
      concepts: ['wrong with me', 'always single', 'why * single'],
      text:
        "Wondering what's wrong with you after a run of disappointments is human, but usually nothing is. Dating is as much about timing and numbers as anything. Adjust what you can, like where you meet people and how quickly you make plans, and be gentle with the rest.",
    },
    {
      concepts: ['shy', 'introvert~', 'quiet'],
      text:
        "Being shy isn't a flaw on dates; plenty of people want a calm, attentive partner. Choose settings that suit you, like a walk or a quiet cafe, and lean on questions. Your listening is a strength. Share a little more about yourself each time and let comfort grow.",
    },
    {
      concepts: ['compar~', 'other people', 'everyone else'],
      text:
        "Comparing yourself with other people's dating lives, or their photos, makes you forget what you bring. Write down what your friends value in you, and read it before a date. The goal isn't to be the most impressive person there; it's to be yourself at ease.",
    },
    {
      concepts: ['fear', 'scared of', 'put myself out', 'courage'],
      text:
        'Confidence grows from action more than feeling. Set a small goal, like sending two thoughtful messages this week or asking one person for coffee, and count the attempt as the win, whatever the outcome. Each time you try, the fear gets a little quieter.',
    },
    {
      concepts: ['too old', 'older', 'late start', 'my age'],
      text:
        "It's never too late to date, and experience is an asset: you know yourself better than you once did. Lead with what your life is like now and what you're looking for. Plenty of people are looking for exactly that steadiness.",
    },
  ]),
];
