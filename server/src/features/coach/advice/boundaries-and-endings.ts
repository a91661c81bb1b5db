import { topicAdvice } from './types.js';

/** Boundaries, rejection (taking it and giving it), and breakups and exes. */
export const BOUNDARIES_AND_ENDINGS_ADVICE = [
  ...topicAdvice('boundaries', ['red-flags', 'close-the-date'], [
    {
      concepts: ['take * slow', 'slow', 'physical~', 'vibe', 'mood'],
      text:
        "Saying you want to take things slow doesn't kill the mood; pressure does. Keep it warm and simple: 'I really like you and I want to take the physical side slowly.' Then keep flirting and showing interest in other ways. The right person will find your honesty reassuring.",
    },
    {
      concepts: ['space', 'all day', 'at work', 'need space', 'too much'],
      text:
        "Needing space isn't rejection, and you can say so kindly: 'I love hearing from you, and during work I'm mostly offline. Evenings are my favourite time to chat.' A clear window tells them when to expect you, so they don't fill the silence with worry.",
    },
    {
      concepts: ['not want to talk about', 'private', 'divorce', 'personal question~', 'overshar~'],
      text:
        "You get to choose what you share and when. When a topic comes up too early, try: 'That's a longer story for another time, but I'm happy to tell you about my trip last month.' Then steer somewhere easy. Most people take the hint gracefully, and the ones who push are showing you something.",
    },
    {
      concepts: ['boundar~', 'how * say', 'nicely', 'politely'],
      text:
        "A good boundary is short, kind and about you, not them: 'I don't do sleepovers early on' or 'I'd rather not talk about exes yet.' No long explanation needed. Say it once, calmly, and then move the conversation on. How they respond is the useful part.",
    },
    {
      concepts: ['not comfortable', 'uncomfortable', 'joke~', 'comment~'],
      text:
        "If a comment or joke makes you uncomfortable, you can name it without a scene: 'That one didn't sit right with me.' A decent person will apologise and adjust. You're not being oversensitive; you're showing them how to get to know the real you.",
    },
    {
      concepts: ['too fast', 'meet * family', 'meet * friend~', 'pace'],
      text:
        "Dating has no fixed schedule, so if meeting friends, family or holidays together is coming faster than you'd like, say so: 'I'm enjoying this and want to let it grow at its own pace.' Pace is something you agree together, not something one person sets.",
    },
    {
      concepts: ['people pleas~', 'feel bad', 'hurt * feeling~', 'not want to hurt', 'guilty'],
      text:
        'Protecting your time and energy is not unkind, even when it disappoints someone. You can be warm and clear at once: thank them, say what works for you, and offer what you can. A boundary delivered with warmth is a gift to both of you, because it removes the guessing.',
    },
    {
      concepts: ['social media', 'post about', 'post~ * photo', 'tag~', 'online'],
      text:
        "It's fine to agree how you handle social media early on: whether you post photos together, tag each other or share where you are. Raise it casually before it becomes a problem: 'I'm quite private online, is that okay with you?' Small agreements now save awkward moments later.",
    },
  ]),
  ...topicAdvice('rejection', ['ask-them-out', 'do-they-like-me'], [
    {
      concepts: ['say no to', 'second date', 'politely', 'let * down', 'turn * down'],
      text:
        "You don't need a reason to decline, just kindness and clarity: 'Thank you for a lovely evening. I didn't feel a romantic spark, but I wish you the best.' Send it soon rather than letting it drift. A clear no is more respectful than slowly fading away.",
    },
    {
      concepts: ['not feel * spark', 'no spark', 'spark', 'get over'],
      text:
        "Hearing 'no spark' stings, but it is information about chemistry between two people, not a verdict on your worth. Reply graciously, something like 'Thanks for being honest, take care', then give yourself a day to feel flat. The sting fades quicker when you don't replay every moment.",
    },
    {
      concepts: ['reject~', 'feel stupid', 'embarrass~', 'ask~ * out', 'turned me down'],
      text:
        "Asking someone out and hearing no takes courage most people never show. You didn't do anything stupid; you were brave and direct, which is exactly what dating needs. Let yourself feel it, then go out with a friend and do something fun. The next ask will be easier.",
    },
    {
      concepts: ['keep getting', 'again', 'every time', 'always'],
      text:
        'Repeated rejection is exhausting, but it usually points to fit, not failure. Look at patterns you can change: your photos, how fast you move from chat to meeting, who you are choosing. Change one thing at a time, and count every honest no as a step closer to a yes that fits.',
    },
    {
      concepts: ['end things', 'stop seeing', 'after * dates', 'how * end'],
      text:
        "After a few dates, a message is fine and kinder than disappearing: 'I've really enjoyed getting to know you, but I don't see this becoming romantic. I wanted to be honest with you.' Keep it short, don't over-explain, and don't offer friendship unless you truly mean it.",
    },
    {
      concepts: ['friend zone~', 'friendzone~', 'just friends', 'as a friend'],
      text:
        "Being seen as a friend isn't a trap; it's an honest answer. Ask yourself whether you want that friendship for its own sake. If not, it's okay to step back kindly: 'I've got feelings for you, so I need a bit of distance.' Protecting your heart is not a betrayal.",
    },
    {
      concepts: ['why', 'explanation', 'closure', 'what did i do wrong'],
      text:
        "It's natural to want a reason, but asking why after a no rarely brings comfort, and the honest answer is often just 'I didn't feel it'. Give yourself closure instead: write down what you liked about yourself on those dates. That part is yours to keep.",
    },
    {
      concepts: ['change * mind', 'persuade', 'convince', 'keep trying'],
      text:
        "When someone says no, the most attractive thing you can do is accept it well. Trying to change their mind usually turns a nice memory into an uncomfortable one. A warm 'Understood, take care' leaves a far better impression than persuasion ever could.",
    },
  ]),
  ...topicAdvice('breakups-and-exes', ['do-they-like-me', 'rizz-boost'], [
    {
      concepts: ['broke up', 'breakup', 'break up', 'heartbr~', 'move on', 'moving on'],
      text:
        "Give yourself credit for trying again. Date at the pace your heart can keep up with, be honest that you're taking it slow, and notice who makes you feel calm rather than who makes you feel like you're chasing.",
    },
    {
      concepts: ['too soon', 'got out of', 'year relationship', 'ready to date'],
      text:
        "There's no correct waiting time after a long relationship. A good test: can you go on a date curious about the new person, not comparing them with your ex or trying to fill a gap? If yes, try low-stakes dates. If you mostly want distraction, give yourself a few more weeks.",
    },
    {
      concepts: ['my ex', 'text~ me', 'birthday', 'stop thinking', 'message from'],
      text:
        "A message from an ex can stir everything up in a second. You don't have to reply straight away, or at all. Ask what you'd want from a conversation: closure, friendship, or a way back? If you can't answer calmly, wait a few days. Feelings pass faster when you don't feed them.",
    },
    {
      concepts: ['get back together', 'back with', 'second chance', 'miss~'],
      text:
        "Missing an ex is normal; it doesn't automatically mean you should go back. Write down the reasons it ended. If those have truly changed on both sides, a slow, honest conversation might be worth having. If they haven't, the missing is grief, and grief needs time, not a reunion.",
    },
    {
      concepts: ['rebound', 'distract~', 'fill * gap', 'recently single'],
      text:
        "Dating soon after a breakup can be fun, as long as you're honest about it. Say you're recently single and not rushing anything. That lets the other person choose with full information, and it keeps you from building something you're not ready to hold.",
    },
    {
      concepts: ['divorce~', 'widow~', 'marriage', 'lost my'],
      text:
        "Dating after a divorce or a loss can feel like learning a new language. Start with short daytime dates, share your story when it feels natural rather than on the first night, and let your feelings be mixed. Enjoying someone's company doesn't erase what came before.",
    },
    {
      concepts: ['compar~', 'better than', 'remind~ me of'],
      text:
        'Comparing a new person with an ex happens to everyone. When you catch yourself doing it, ask what the comparison is telling you: a need that went unmet, or an old habit of picking the familiar. Use it to learn what you want, then give the new person a fair chance to be themselves.',
    },
    {
      concepts: ['friends with * ex', 'still talk~', 'his ex', 'her ex', 'their ex'],
      text:
        "A match who's still friendly with an ex isn't automatically a problem. What matters is openness: do they mention it easily, and do the boundaries feel clear? Ask with curiosity rather than suspicion, for instance 'How do you two keep it friendly?' How comfortable they are answering says a lot.",
    },
  ]),
];
