import { topicAdvice } from './types.js';

/** Red flags, safety and consent: the advice the coach must never get wrong. */
export const WARNING_SIGN_ADVICE = [
  ...topicAdvice('red-flags', ['red-flags'], [
    {
      concepts: ['read * messag', 'read * text', 'read * phone', 'snoop~', 'left on read', 'read receipt'],
      text:
        "If he's reading the messages on your phone, that is a real red flag: your private conversations are yours, and checking them is about control, not love. Say plainly that it stops. If you mean he reads your texts and answers late, that alone is not a red flag; look at whether he shows up when it counts.",
    },
    {
      concepts: ['check~ * phone', 'go~ through * phone', 'password~', 'track~', 'location'],
      text:
        "Checking your phone, asking for passwords or tracking where you are is monitoring, not caring. Someone who trusts you doesn't need proof. Tell them calmly that your phone is private and watch what they do with that: an apology and a change is workable, anger or sulking is your answer.",
    },
    {
      concepts: ['jealous~', 'possessive', 'mad * friend', 'hang out * friend', 'without him', 'without her', 'isolat~'],
      text:
        "Getting angry when you see your friends without them is a pattern worth taking seriously, because isolation often starts small. Keep your plans, keep your people close, and say what you need: 'My friends matter to me and that isn't changing.' A partner who is good for you will be glad you have a life.",
    },
    {
      concepts: ['love bomb~', 'lovebomb~', 'too fast', 'move in', 'soulmate', 'intens~', 'flower~', 'already * love'],
      text:
        'Big declarations in the first few weeks, grand gestures every day and talk of moving in can feel flattering, but intensity is not the same as intimacy. Slow things down on purpose: see them less often for a while and notice how they react. Someone genuine will wait; someone love bombing will push.',
    },
    {
      concepts: ['lie', 'lied', 'lying', 'liar', 'age', 'job', 'dealbreaker', 'deal breaker'],
      text:
        'Lies about basic facts like age, job or relationship status early on are a strong warning, because the start is when people are on their best behaviour. Ask directly and give them one chance to explain. If the answer is vague or they turn it on you, trust the pattern over the charm.',
    },
    {
      concepts: ['rude', 'waiter', 'disrespect~', 'staff', 'sweet with me'],
      text:
        'Watch how they treat people who can do nothing for them: waiters, drivers, strangers in a queue. Sweetness toward you while being rude to others usually means the kindness is strategic, and one day you may be on the other side of it. One bad moment is human; a habit is information.',
    },
    {
      concepts: ['exes', 'crazy', 'blame~', 'badly about', 'bad about'],
      text:
        "When every ex is 'crazy' and nothing was ever their fault, listen carefully: you are hearing how they may one day describe you. Ask a gentle question like 'What did you learn from that one?' People worth dating can own at least part of a story that went wrong.",
    },
    {
      concepts: ['angry', 'anger', 'temper', 'yell~', 'shout~', 'shov~', 'grab~', 'violen~', 'afraid', 'apologi~'],
      text:
        'Any shove, grab or frightening outburst is a line, even when a heartfelt apology follows. The apology-then-sweetness cycle is how it tends to repeat. Put distance between you, tell someone you trust, and if you ever feel unsafe, contact local support services or emergency help. You deserve to feel calm, not careful.',
    },
    {
      concepts: ['not ask~ * about me', 'about himself', 'about herself', 'only talk~', 'self cent~'],
      text:
        'If they never ask about you, it can be nerves, but over a few dates it shows whether they are curious about your life at all. Test it kindly: share something that matters to you and leave a pause. Interest grows from questions; someone who only fills the space with themselves will keep doing it.',
    },
    {
      concepts: ['cheat~', 'still on * app', 'hid~', 'secret~', 'gaslight~', 'manipulat~'],
      text:
        'Finding them still active on the apps after agreeing to be exclusive, or hiding messages and people from you, is a trust break, not a misunderstanding to smooth over. Ask once, directly, with the facts you have. What matters most is whether they tell the truth when caught, or make you feel foolish for asking.',
    },
    {
      concepts: ['help me with', 'normal', 'overreact~', 'something * off', 'feel~ off', 'gut'],
      text:
        "Real red flags are patterns of disrespect: pressure after a no, lies about small things, jealousy framed as love, or cutting you off from friends. Nerves, slow replies and awkward jokes are not red flags on their own. If something feels off, you don't need proof to slow down.",
    },
  ]),
  ...topicAdvice('safety', ['red-flags'], [
    {
      concepts: ['first meet~', 'meet~ * first time', 'first time meet~', 'stay safe', 'public', 'from * app'],
      text:
        "For a first meeting, choose a busy public place you know, get there on your own, and tell a friend who you're meeting, where and when. Keep your drink in sight and your phone charged. A good match will find all of this completely normal.",
    },
    {
      concepts: ['catfish~', 'fake', 'video call', 'not video call', 'model', 'too good'],
      text:
        'If their photos look too polished and they keep dodging a video call, be careful. Ask for a quick five-minute video chat before you meet; anyone real and interested can manage that. A reverse image search of their photos takes a minute. Excuses every single time are an answer in themselves.',
    },
    {
      concepts: ['money', 'lend', 'borrow~', 'ticket', 'emergency', 'gift card', 'send * money'],
      text:
        "Someone you've only met online asking for money, however sad or urgent the story, is the most common sign of a romance scam. Don't send money, gift cards or bank details, even a small amount. Stop replying, report the profile in the app, and talk it over with someone you trust.",
    },
    {
      concepts: ['crypto~', 'invest~', 'link~', 'trading', 'bitcoin'],
      text:
        "A match steering the chat toward crypto, trading tips or an investment link is almost always running a scam, however long you've been talking. Don't click, don't download anything, and don't move to another app for them. Report the profile so it can't reach anyone else.",
    },
    {
      concepts: ['his place', 'her place', 'their place', 'my place', 'hotel', 'come over', 'flat'],
      text:
        'For a first meeting, a private place is too much too soon: not their flat, not yours, not a hotel room. Suggest a cafe or a busy bar instead, warmly and without apology. If they push back on meeting in public, that tells you what you need to know.',
    },
    {
      concepts: ['address', 'where i live', 'workplace', 'surname', 'full name'],
      text:
        "Keep your home address, workplace and full name to yourself until you've met a few times and trust is earned. Meet somewhere neutral and travel there on your own. It isn't rude to keep some details back; it's how careful people date, and the right person will understand.",
    },
    {
      concepts: ['pick me up', 'pick * up', 'drive me', 'lift', 'my house'],
      text:
        "It's kind of them to offer a lift, but for the first few dates get yourself there and back. That keeps your address private and means you can leave whenever you like. Try: 'Thanks, I'll meet you there.' Anyone who minds that isn't thinking about your comfort.",
    },
    {
      concepts: ['share * location', 'tell * friend', 'check in', 'leave early', 'strange', 'uneasy'],
      text:
        'Set up a simple safety net: share your live location with a friend, agree a check-in text at a set time, and have your own way home. If you feel uneasy at any point, you can leave without explaining. Your comfort is reason enough.',
    },
    {
      concepts: ['verif~', 'check * real', 'is real', 'real person', 'social media', 'google'],
      text:
        "Before meeting, a few checks help: a short video call, a look at whether their name and photos match elsewhere, and whether their story stays consistent. Use the app's verification badge if they have one. You're not being paranoid; you're being sensible, and real people pass easily.",
    },
  ]),
  ...topicAdvice('consent-and-pressure', ['red-flags'], [
    {
      concepts: ['not ready', 'push~', 'come upstairs', 'come inside', 'keep ask~'],
      text:
        "Saying you're not ready is a complete answer, and you don't owe anyone a timeline. Someone who keeps pushing after you've said it isn't confused; they're hoping you'll give in. Say it once more, clearly, and notice whether they respect it. If they don't, you've learned something important.",
    },
    {
      concepts: ['nude~', 'pic~', 'photo~', 'sext~', 'annoyed'],
      text:
        "You never have to send photos you don't want to, and no one is entitled to them. If they sulk or get annoyed when you say no, that's pressure. A simple 'Not something I do' is enough. Anyone worth your time will drop it and keep the conversation kind.",
    },
    {
      concepts: ['felt like i had to', 'obligat~', 'kiss~', 'not want to', 'went along', 'weird'],
      text:
        "If you went along with something because it felt expected, it's okay to feel strange about it, and it wasn't a failure on your part. Next time you can pause and ask yourself what you actually want. You're allowed to tell them you'd like to go slower; it's a normal thing to say.",
    },
    {
      concepts: ['go further', 'going along', 'go along', 'how * know', 'enthusias~', 'want~ to keep going'],
      text:
        "The clearest way to know is to ask, lightly and out loud: 'Is this okay?' or 'Do you want to keep going?' Look for an enthusiastic yes, not just the absence of a no. Hesitation, stiffness or going quiet means slow down. Asking is attractive; guessing isn't.",
    },
    {
      concepts: ['guilt~', 'sulk~', 'sleep over', 'sleepover', 'stay over', 'owe'],
      text:
        "Guilt trips are pressure wearing a sad face. You don't owe anyone a sleepover, sex or an explanation for not wanting it. Say warmly and firmly: 'I like you, and I'm going home tonight.' If that ruins the evening for them, that's their problem, and a useful thing to know.",
    },
    {
      concepts: ['threat~', 'post * pic', 'share * pic', 'private pic', 'expose', 'blackmail~'],
      text:
        "Threatening to share private images is abuse, and in many places a crime. It is not your fault. Don't pay or send more. Save the messages, report the profile, and contact local police or a support service for image-based abuse; many can help get images taken down. Tell someone you trust today.",
    },
    {
      concepts: ['drunk', 'drink~', 'alcohol', 'tipsy'],
      text:
        "Alcohol blurs everyone's judgement, which is why a yes given while very drunk isn't really consent. Keep early dates to a drink or two, and if either of you is tipsy, save anything physical for another night. Being the one who says 'let's wait' is a sign of respect.",
    },
    {
      concepts: ['said no', 'say no', 'keep going', 'ignore~', 'respect'],
      text:
        "A no that gets argued with, bargained down or ignored is the clearest warning sign there is. You don't need to soften it or repeat it forever. Leave if you need to, and don't see them again. Someone safe hears no once and adjusts without a fuss.",
    },
  ]),
];
